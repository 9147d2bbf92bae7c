import { intlLocale } from '../../shared/locales.js';

const withNames = new Map<string, boolean>();

/**
 * Whether the browser writes dates in `iso`'s own language: Chromium has no Kazakh month names
 * (it writes "M11") and no Burmese at all (it falls back to English: "Nov 27, 2:31 PM").
 */
function namesMonths(iso: string): boolean {
  let known = withNames.get(iso);
  if (known === undefined) {
    const format = new Intl.DateTimeFormat(iso, { month: 'short' });
    const language = (tag: string) => tag.split('-')[0]!.toLowerCase();
    known = language(format.resolvedOptions().locale) === language(iso) && !/^M\d+$/.test(format.format(new Date(2026, 10, 15)));
    withNames.set(iso, known);
  }
  return known;
}

/** Day, month and year in numbers in the order Kazakh and Russian write them: 27.11.2026, 08:28. */
const numericOrder = 'ru-RU-u-nu-latn';

/**
 * A date format in the page's language with Latin digits (`intlLocale`). Where the browser has no
 * month names in that language (Chromium in Kazakh wrote "M11 27 08:28" and "2026 M11 29", in
 * Burmese "Nov 27, 2:31 PM") the date is written in numbers instead: 27.11, 29.11.2026, 08:28; a
 * weekday alone becomes the day's date, a time alone the 24-hour clock.
 */
export function dateFormat(code: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const iso = intlLocale(code);
  const dated = !!(options.dateStyle || options.day || options.month || options.weekday);
  if (namesMonths(iso)) return new Intl.DateTimeFormat(iso, options);
  // A time alone: the 24-hour clock, not the English one's AM and PM.
  if (!dated) return new Intl.DateTimeFormat(numericOrder, options);
  return new Intl.DateTimeFormat(numericOrder, {
    day: '2-digit',
    month: '2-digit',
    year: options.year ?? (options.dateStyle ? 'numeric' : undefined),
    hour: options.hour ?? (options.timeStyle ? '2-digit' : undefined),
    minute: options.minute ?? (options.timeStyle ? '2-digit' : undefined),
  });
}
