import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { useAtomValue } from 'jotai';
import { DEFAULT_LOCALE, splitLocalePath } from '../../shared/locales.js';
import { localeAtom } from '../state/locale.js';
import { activateLocale } from '../i18n/catalogs.js';
import { unprefixedLocale } from '../i18n/detect.js';
import { AppRoutes } from './routes.js';
import { TabBar } from './tab-bar.js';
import { NavigationEffects } from './navigation-effects.js';

/**
 * The locale prefix is a nested router base: `/ar/settings` renders the `/settings` route with
 * the Arabic catalog. Links inside stay relative, so they keep the prefix by themselves.
 */
export function LocaleRouter() {
  const [location] = useLocation();
  const { locale: fromPath } = splitLocalePath(location);
  const active = useAtomValue(localeAtom);
  const prefixed = fromPath !== DEFAULT_LOCALE;
  const locale = prefixed ? fromPath : unprefixedLocale();

  useEffect(() => {
    if (locale !== active) void activateLocale(locale);
  }, [locale, active]);

  const base = prefixed ? `/${locale}` : '';
  return (
    <Router base={base}>
      <NavigationEffects />
      <div className="app-frame">
        <AppRoutes />
      </div>
      <TabBar />
    </Router>
  );
}
