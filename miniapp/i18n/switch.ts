import { LOCALE_COOKIE, limits } from '../../shared/constants.js';
import { localePrefixes, localizePath, splitLocalePath } from '../../shared/locales.js';
import { writeCookie } from '../state/cookies.js';
import { appStore } from '../state/store.js';
import { isLoggedInAtom } from '../state/session.js';
import { saveLanguage } from '../api/config.js';
import { activateLocale, preloadCatalog } from './catalogs.js';

export function saveLocaleCookie(locale: string) {
  writeCookie(LOCALE_COOKIE, locale, limits.localeCookieDays);
}

/** The same page in another language: `/ar/settings` → `/zh/settings`, keeping query and hash. */
export function pathInLocale(locale: string, loc: Location = window.location): string {
  const { path } = splitLocalePath(loc.pathname);
  return `${localizePath(path, locale)}${loc.search}${loc.hash}`;
}

/**
 * User switched the language: remember it in the cookie, tell the server when logged in (the
 * bot and mails follow it), then go to the localized path (an absolute path: pass a navigate
 * that ignores router bases); the router activates the preloaded catalog.
 */
export async function switchLocale(locale: string, navigate: (to: string, opts?: { replace?: boolean }) => void) {
  saveLocaleCookie(locale);
  const preload = preloadCatalog(locale);
  if (appStore.get(isLoggedInAtom)) {
    try {
      await saveLanguage(locale);
    } catch (error) {
      console.warn('Could not save the language on the server', error);
    }
  }
  await preload;
  navigate(pathInLocale(locale), { replace: true });
  // A language without a prefix may keep the very same path: nothing for the router to notice.
  if (!localePrefixes.includes(locale)) await activateLocale(locale);
}
