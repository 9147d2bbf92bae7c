/**
 * Languages a browser may not know how to write numbers and money in, each with a language that
 * writes them the same way (prices, and the Premium page's counts: Kazakh "37 млн" as Russian).
 * Chromium's trimmed ICU data (Telegram Desktop, many WebViews) has no Kazakh number data (it
 * writes root's "$ 0.99") and no Burmese at all (it resolves en-US: "$0.99").
 */
export const sameNumbersAs: Readonly<Record<string, string>> = {
  // Kazakh writes money as Russian does: 1 234,50 $ (spaces between thousands, decimal comma, symbol after).
  kk: 'ru-RU',
  // Burmese (in Latin digits) writes 1,234.50 $ (commas, decimal point, symbol after): so does English in Europe.
  my: 'en-150',
};

/** The probe every language is asked to write, and what ICU's root locale writes for it. */
export const probeAmount = 1234.5;
export const rootProbe = '$\u00a01,234.50';
const probeOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  numberingSystem: 'latn',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

const language = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The tag to write money in for `asked`, given what the browser made of it: the locale it resolved
 * and how it wrote the probe. A browser lacking the language either resolves another one (Burmese
 * to en-US) or keeps the tag with root's data (Kazakh's "$ 1,234.50"); then the language that
 * writes money the same way stands in. Languages without a stand-in are kept as asked.
 */
export function numberFallback(asked: string, resolved: string, probe: string): string {
  const standIn = sameNumbersAs[language(asked)];
  if (!standIn) return asked;
  return language(resolved) !== language(asked) || probe === rootProbe ? standIn : asked;
}

const chosen = new Map<string, string>();

/** `asked`, or the stand-in this runtime's Intl needs for numbers and money in it (checked once per tag). */
export function numberLocale(asked: string): string {
  let tag = chosen.get(asked);
  if (tag === undefined) {
    tag = asked;
    try {
      const format = new Intl.NumberFormat(asked, probeOptions);
      const standIn = numberFallback(asked, format.resolvedOptions().locale, format.format(probeAmount));
      // The stand-in only where this runtime has it itself.
      if (standIn !== asked && language(new Intl.NumberFormat(standIn, probeOptions).resolvedOptions().locale) === language(standIn)) {
        tag = standIn;
      }
    } catch {
      // A malformed tag: formatPrice handles it.
    }
    chosen.set(asked, tag);
  }
  return tag;
}
