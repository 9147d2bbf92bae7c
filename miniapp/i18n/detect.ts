import { LOCALE_COOKIE } from '../../shared/constants.js';
import { DEFAULT_LOCALE, localePrefixes, matchLocale, routeLocaleCodes, splitLocalePath } from '../../shared/locales.js';
import { readCookie } from '../state/cookies.js';

const isRouteLocale = (code: string | undefined): code is string => !!code && routeLocaleCodes.includes(code);

/**
 * The locale for a first load: the URL prefix when there is one; on an unprefixed URL the saved
 * `i18n_redirected` cookie, else the host's or browser's languages; English otherwise.
 */
export function initialLocale(pathname: string, hostLanguage: string | undefined): { locale: string; fromPrefix: boolean } {
  const seg = pathname.split('/')[1] ?? '';
  if (localePrefixes.includes(seg)) return { locale: splitLocalePath(pathname).locale, fromPrefix: true };

  const cookie = readCookie(LOCALE_COOKIE);
  if (isRouteLocale(cookie)) return { locale: cookie, fromPrefix: false };

  const candidates = [hostLanguage, ...(navigator.languages ?? [navigator.language])];
  for (const tag of candidates) {
    const code = matchLocale(tag);
    if (isRouteLocale(code)) return { locale: code, fromPrefix: false };
  }
  return { locale: DEFAULT_LOCALE, fromPrefix: false };
}
