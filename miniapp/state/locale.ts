import { atom } from 'jotai';
import { DEFAULT_LOCALE } from '../../shared/locales.js';

const localeBase = atom(DEFAULT_LOCALE);

/** The locale whose catalog is active (set by i18n/activate once the catalog has loaded). */
export const localeAtom = atom((get) => get(localeBase));
export const setActiveLocaleAtom = atom(null, (_get, set, locale: string) => set(localeBase, locale));
