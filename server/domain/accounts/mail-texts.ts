import { getBrand } from '../../../shared/brands.js';

/** The login mail: the code large and alone on its line, so mail clients offer to copy it. */
export function loginCodeMail(brandId: string, code: string, magicUrl: string | null) {
  const brand = getBrand(brandId);
  const subject = magicUrl ? `Your ${brand.title} login link` : `${code} is your ${brand.title} login code`;
  const text = magicUrl
    ? `Tap the link to log in to ${brand.title}:\n\n${magicUrl}\n\nOr enter this code: ${code}\n\nThe link and the code work once and expire in 10 minutes. If you did not ask for them, ignore this mail.\n`
    : `Your ${brand.title} login code is:\n\n${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.\n`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:420px;margin:auto;padding:24px">
<h2 style="margin:0 0 16px">${brand.title}</h2>
${magicUrl ? `<p><a href="${magicUrl}" style="display:inline-block;background:${brand.accent};color:#fff;padding:12px 20px;border-radius:12px;text-decoration:none">Log in</a></p><p>Or enter this code:</p>` : '<p>Your login code is:</p>'}
<p style="font-size:32px;letter-spacing:8px;font-weight:700">${code}</p>
<p style="color:#666">It expires in 10 minutes. If you did not ask for it, ignore this mail.</p></div>`;
  return { subject, text, html };
}
