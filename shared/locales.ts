/** The route locales (English unprefixed) plus `uk`, `bn`, `pl` and `kk`, listed beside them. */
export interface Locale {
  code: string;
  iso: string;
  name: string;
  language: string;
  dir: 'ltr' | 'rtl';
}

export const locales: readonly Locale[] = [
  { code: 'en', iso: 'en-US', name: 'English', language: 'English', dir: 'ltr' },
  { code: 'zh', iso: 'zh-CN', name: '简体中文', language: 'Chinese (Simplified)', dir: 'ltr' },
  { code: 'ru', iso: 'ru-RU', name: 'Русский', language: 'Russian', dir: 'ltr' },
  { code: 'pt', iso: 'pt-BR', name: 'Português', language: 'Portuguese', dir: 'ltr' },
  { code: 'id', iso: 'id-ID', name: 'Bahasa Indonesia', language: 'Indonesian', dir: 'ltr' },
  { code: 'es', iso: 'es-ES', name: 'Español', language: 'Spanish', dir: 'ltr' },
  { code: 'ms', iso: 'ms-MY', name: 'Bahasa Melayu', language: 'Malay', dir: 'ltr' },
  { code: 'vi', iso: 'vi-VN', name: 'Tiếng Việt', language: 'Vietnamese', dir: 'ltr' },
  { code: 'my', iso: 'my-MM', name: 'မြန်မာ', language: 'Burmese', dir: 'ltr' },
  { code: 'it', iso: 'it-IT', name: 'Italiano', language: 'Italian', dir: 'ltr' },
  { code: 'fr', iso: 'fr-FR', name: 'Français', language: 'French', dir: 'ltr' },
  { code: 'tr', iso: 'tr-TR', name: 'Türkçe', language: 'Turkish', dir: 'ltr' },
  { code: 'ar', iso: 'ar-SA', name: 'العربية', language: 'Arabic', dir: 'rtl' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch', language: 'German', dir: 'ltr' },
  { code: 'zh-hant', iso: 'zh-TW', name: '繁體中文', language: 'Chinese (Traditional)', dir: 'ltr' },
  { code: 'hi', iso: 'hi-IN', name: 'हिन्दी', language: 'Hindi', dir: 'ltr' },
  { code: 'ta', iso: 'ta-IN', name: 'தமிழ்', language: 'Tamil', dir: 'ltr' },
  { code: 'ja', iso: 'ja-JP', name: '日本語', language: 'Japanese', dir: 'ltr' },
  { code: 'ko', iso: 'ko-KR', name: '한국어', language: 'Korean', dir: 'ltr' },
];

/** Known languages that are not route prefixes: chosen in settings or from Telegram, never in a URL. */
export const extraLocales: readonly Locale[] = [
  { code: 'uk', iso: 'uk-UA', name: 'Українська', language: 'Ukrainian', dir: 'ltr' },
  { code: 'bn', iso: 'bn-BD', name: 'বাংলা', language: 'Bengali', dir: 'ltr' },
  { code: 'pl', iso: 'pl-PL', name: 'Polski', language: 'Polish', dir: 'ltr' },
  { code: 'kk', iso: 'kk-KZ', name: 'Қазақ тілі', language: 'Kazakh', dir: 'ltr' },
];

export const DEFAULT_LOCALE = 'en';
export const routeLocaleCodes = locales.map((l) => l.code);
export const allLocaleCodes = [...routeLocaleCodes, ...extraLocales.map((l) => l.code)];
/** Every prefix a route may carry; English has none. */
export const localePrefixes = routeLocaleCodes.filter((c) => c !== DEFAULT_LOCALE);

export function findLocale(code: string): Locale | undefined {
  return [...locales, ...extraLocales].find((l) => l.code === code);
}

/**
 * The tag for Intl's dates and times in a page language: its region's forms, Latin digits in every
 * language (docs/languages.md), as prices and counts are written beside them.
 */
export const intlLocale = (code: string | undefined) => `${(code && findLocale(code)?.iso) || code || 'en-US'}-u-nu-latn`;

export const isRtl = (code: string) => findLocale(code)?.dir === 'rtl';

/**
 * Map a browser or Telegram language tag (`pt-BR`, `zh-TW`, `zh-Hans`) to a supported locale code,
 * or undefined when none fits.
 */
export function matchLocale(tag: string | undefined | null): string | undefined {
  if (!tag) return undefined;
  const t = tag.toLowerCase().replace('_', '-');
  if (t === 'zh-hant' || t.startsWith('zh-tw') || t.startsWith('zh-hk') || t.startsWith('zh-mo') || t.startsWith('zh-hant')) {
    return 'zh-hant';
  }
  if (allLocaleCodes.includes(t)) return t;
  const base = t.split('-')[0]!;
  return allLocaleCodes.includes(base) ? base : undefined;
}

/** Split `/ar/settings` into locale `ar` and path `/settings`; unprefixed paths are English. */
export function splitLocalePath(pathname: string): { locale: string; path: string } {
  const seg = pathname.split('/')[1] ?? '';
  if (localePrefixes.includes(seg)) {
    const rest = pathname.slice(seg.length + 1);
    return { locale: seg, path: rest === '' ? '/' : rest };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

export function localizePath(path: string, locale: string): string {
  if (locale === DEFAULT_LOCALE || !localePrefixes.includes(locale)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
