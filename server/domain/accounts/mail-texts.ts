import { getBrand } from '../../../shared/brands.js';
import { isRtl, matchLocale } from '../../../shared/locales.js';
import { mailTranslations, type MailTexts } from './mail-translations.js';

/** The texts of a language the mails speak; an unknown or missing language gets English. */
export function mailTextsFor(lang: string | null | undefined): { code: string; texts: MailTexts } {
  const code = matchLocale(lang) ?? 'en';
  return code in mailTranslations
    ? { code, texts: mailTranslations[code as keyof typeof mailTranslations] }
    : { code: 'en', texts: mailTranslations.en };
}

/**
 * The login mail in the user's language (English when none is given): the code large and alone on
 * its line, so mail clients offer to copy it.
 */
export function loginCodeMail(brandId: string, code: string, magicUrl: string | null, lang?: string | null) {
  const brand = getBrand(brandId);
  const { code: locale, texts: m } = mailTextsFor(lang);
  const subject = magicUrl ? m.linkSubject(brand.title) : m.codeSubject(brand.title, code);
  const text = magicUrl
    ? `${m.linkIntro(brand.title)}\n\n${magicUrl}\n\n${m.orCode} ${code}\n\n${m.linkExpiry}\n`
    : `${m.codeIntro(brand.title)}\n\n${code}\n\n${m.codeExpiry}\n`;
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  const html = `<div lang="${locale}" dir="${dir}" style="font-family:system-ui,sans-serif;max-width:420px;margin:auto;padding:24px">
<h2 style="margin:0 0 16px">${brand.title}</h2>
${magicUrl ? `<p><a href="${magicUrl}" style="display:inline-block;background:${brand.accent};color:#fff;padding:12px 20px;border-radius:12px;text-decoration:none">${m.logIn}</a></p><p>${m.orCode}</p>` : `<p>${m.codeIntro(brand.title)}</p>`}
<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:700">${code}</p>
<p style="color:#666">${magicUrl ? m.linkExpiry : m.codeExpiry}</p></div>`;
  return { subject, text, html };
}
