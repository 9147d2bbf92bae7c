import { findLocale, localizePath, locales, splitLocalePath } from '../../shared/locales.js';
import type { Brand } from '../../shared/brands.js';

/** The BCP 47 tag of a locale code for `lang` and `hreflang` (`zh-hant` is written `zh-Hant`). */
const langTag = (code: string) => (code === 'zh-hant' ? 'zh-Hant' : code);

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * index.html as served for one route: `lang` and `dir` of the route's locale prefix on <html>, so
 * an Arabic page is right-to-left from the first paint (not after the script runs), and an
 * `hreflang` alternate for the same route in every route locale, for search engines. With a
 * brand (docs/brands.md), the head carries its title and icons, so a tab, a bookmark and a
 * home-screen shortcut show that brand before any script runs.
 */
export function localizedIndex(html: string, pathname: string, origin: string, brand?: Brand): string {
  const { locale, path } = splitLocalePath(pathname);
  const dir = findLocale(locale)?.dir ?? 'ltr';
  const alternates = [
    ...locales.map(
      (l) => `<link rel="alternate" hreflang="${langTag(l.code)}" href="${escapeAttr(origin + localizePath(path, l.code))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(origin + path)}" />`,
  ].join('\n    ');
  let out = html.replace(/<html[^>]*>/, `<html lang="${langTag(locale)}" dir="${dir}">`).replace('</head>', `    ${alternates}\n  </head>`);
  if (brand) {
    const touchIcon = brand.pngIcons?.icon192 ?? brand.logo;
    out = out
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(brand.title)} — AI companions</title>`)
      .replace(/<link rel="icon"[^>]*>/, `<link rel="icon" href="${escapeAttr(brand.logo)}" type="image/svg+xml" />`)
      .replace(/<link rel="apple-touch-icon"[^>]*>/, `<link rel="apple-touch-icon" href="${escapeAttr(touchIcon)}" />`)
      .replace(/<meta name="application-name"[^>]*>/, '')
      .replace('</head>', `  <meta name="application-name" content="${escapeAttr(brand.title)}" />\n  </head>`);
  }
  return out;
}

/** The web app manifest of a brand: the build's own manifest with the brand's names and icons. */
export function brandManifest(built: Record<string, unknown>, brand: Brand): Record<string, unknown> {
  const icons = brand.pngIcons
    ? [
        { src: brand.pngIcons.icon192, sizes: '192x192', type: 'image/png' },
        { src: brand.pngIcons.icon512, sizes: '512x512', type: 'image/png' },
        ...(brand.pngIcons.maskable512
          ? [{ src: brand.pngIcons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' }]
          : []),
      ]
    : [{ src: brand.logo, sizes: 'any', type: 'image/svg+xml' }];
  return { ...built, name: `${brand.title} — AI companions`, short_name: brand.title, icons };
}
