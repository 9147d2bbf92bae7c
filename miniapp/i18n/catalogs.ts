import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, findLocale, intlLocale, isRtl } from '../../shared/locales.js';
import { appStore } from '../state/store.js';
import { setActiveLocaleAtom } from '../state/locale.js';

const loaded = new Set<string>();

/** One lazily loaded chunk per locale, compiled from its .po by @lingui/vite-plugin. */
async function loadCatalog(locale: string): Promise<void> {
  if (loaded.has(locale)) return;
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.load(locale, messages);
  loaded.add(locale);
}

/** Fetch a catalog ahead of a switch so the new language renders at once. */
export const preloadCatalog = (locale: string) =>
  loadCatalog(locale).catch((error: unknown) => console.warn(`Could not load the ${locale} catalog`, error));

/**
 * Make `locale` the UI language: load its catalog, activate it, and point `<html lang dir>` at it.
 * A catalog that fails to load only warns (spec §8) and the UI stays in English.
 */
export async function activateLocale(locale: string): Promise<string> {
  let active = locale;
  try {
    await loadCatalog(locale);
  } catch (error) {
    console.warn(`Could not load the ${locale} catalog`, error);
    active = DEFAULT_LOCALE;
    await loadCatalog(DEFAULT_LOCALE);
  }
  // Numbers inside messages (a plural's #: '3 মাস', not '৩ মাস') in Latin digits, as prices,
  // balances and times are written in every language.
  i18n.activate(active, [intlLocale(active)]);
  const root = document.documentElement;
  root.lang = findLocale(active)?.iso ?? active;
  root.dir = isRtl(active) ? 'rtl' : 'ltr';
  appStore.set(setActiveLocaleAtom, active);
  return active;
}
