/**
 * Each language's own quotation marks, opening and closing, in the order they are typed (the
 * browser mirrors « » on screen in Arabic, so they point outwards there as they do in print).
 * French sets its guillemets off with no-break spaces so a mark never starts a line alone.
 */
const marks: Record<string, readonly [string, string]> = {
  en: ['“', '”'],
  zh: ['“', '”'],
  'zh-hant': ['「', '」'],
  ja: ['「', '」'],
  ko: ['“', '”'],
  ru: ['«', '»'],
  uk: ['«', '»'],
  kk: ['«', '»'],
  pt: ['“', '”'],
  es: ['«', '»'],
  it: ['«', '»'],
  fr: ['«\u00a0', '\u00a0»'],
  de: ['„', '“'],
  pl: ['„', '”'],
  tr: ['“', '”'],
  ar: ['«', '»'],
  id: ['“', '”'],
  ms: ['“', '”'],
  vi: ['“', '”'],
  my: ['“', '”'],
  hi: ['“', '”'],
  ta: ['“', '”'],
  bn: ['“', '”'],
};

/** A quotation in the marks of a locale of shared/locales.ts (English marks for any other). */
export function quoted(text: string, locale: string): string {
  const [open, close] = marks[locale.toLowerCase()] ?? marks.en!;
  return `${open}${text}${close}`;
}
