import { useAtomValue } from 'jotai';
import { localizePath } from '../../shared/locales.js';
import { localeAtom } from '../state/locale.js';

/**
 * An absolute href in the current language, valid from any (nested) router and from popups
 * rendered outside the routes: `to('/settings/terms')` → `~/ar/settings/terms`.
 */
export function useLocalePath() {
  const locale = useAtomValue(localeAtom);
  return (path: string) => `~${localizePath(path, locale)}`;
}
