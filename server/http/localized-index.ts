import { findLocale, localizePath, locales, splitLocalePath } from '../../shared/locales.js';

/** The BCP 47 tag of a locale code for `lang` and `hreflang` (`zh-hant` is written `zh-Hant`). */
const langTag = (code: string) => (code === 'zh-hant' ? 'zh-Hant' : code);

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html as served for one route: `lang` and `dir` of the route's locale prefix on <html>, so
 * an Arabic page is right-to-left from the first paint (not after the script runs), and an
 * `hreflang` alternate for the same route in every route locale, for search engines.
 */
export function localizedIndex(html: string, pathname: string, publicUrl: string): string {
  const { locale, path } = splitLocalePath(pathname);
  const dir = findLocale(locale)?.dir ?? 'ltr';
  const alternates = [
    ...locales.map((l) => `<link rel="alternate" hreflang="${langTag(l.code)}" href="${escapeAttr(publicUrl + localizePath(path, l.code))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(publicUrl + path)}" />`,
  ].join('\n    ');
  return html
    .replace(/<html[^>]*>/, `<html lang="${langTag(locale)}" dir="${dir}">`)
    .replace('</head>', `    ${alternates}\n  </head>`);
}
