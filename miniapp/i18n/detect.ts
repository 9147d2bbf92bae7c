import { LOCALE_COOKIE } from '../../shared/constants.js';
import { allLocaleCodes, DEFAULT_LOCALE, localePrefixes, matchLocale, routeLocaleCodes, splitLocalePath } from '../../shared/locales.js';
import { readCookie } from '../state/cookies.js';

const isKnownLocale = (code: string | undefined): code is string => !!code && allLocaleCodes.includes(code);
/** A language of the catalogue without a URL prefix (uk, bn, pl, kk): it lives on the unprefixed paths. */
const isExtraLocale = (code: string | undefined): code is string => isKnownLocale(code) && !routeLocaleCodes.includes(code);

let detectedExtra: string | undefined;

/**
 * The language of an unprefixed path: English, unless the person chose (cookie) or arrived with
 * (browser, Telegram) a language that has no prefix of its own.
 */
export function unprefixedLocale(): string {
  const cookie = readCookie(LOCALE_COOKIE);
  if (isExtraLocale(cookie)) return cookie;
  if (isKnownLocale(cookie)) return DEFAULT_LOCALE;
  return detectedExtra ?? DEFAULT_LOCALE;
}

/**
 * The locale for a first load: the URL prefix when there is one; on an unprefixed URL the saved
 * `i18n_redirected` cookie, else the host's or browser's languages; English otherwise.
 */
export function initialLocale(pathname: string, hostLanguage: string | undefined): { locale: string; fromPrefix: boolean } {
  const seg = pathname.split('/')[1] ?? '';
  if (localePrefixes.includes(seg)) return { locale: splitLocalePath(pathname).locale, fromPrefix: true };

  const cookie = readCookie(LOCALE_COOKIE);
  if (isKnownLocale(cookie)) return { locale: cookie, fromPrefix: false };

  const candidates = [hostLanguage, ...(navigator.languages ?? [navigator.language])];
  for (const tag of candidates) {
    const code = matchLocale(tag);
    if (isKnownLocale(code)) {
      if (isExtraLocale(code)) detectedExtra = code;
      return { locale: code, fromPrefix: false };
    }
  }
  return { locale: DEFAULT_LOCALE, fromPrefix: false };
}
