import { defineConfig } from '@lingui/cli';

/**
 * Lingui catalogs of the mini-app: one `.po` per locale, English the source. The 19 route
 * locales plus `uk`, `bn`, `pl`, `kk` (shared/locales.ts). The Vite plugin compiles a catalog when the
 * app imports it, so `lingui compile` is never needed for the mini-app.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [
    'en',
    'zh',
    'ru',
    'pt',
    'id',
    'es',
    'ms',
    'vi',
    'my',
    'it',
    'fr',
    'tr',
    'ar',
    'de',
    'zh-hant',
    'hi',
    'ta',
    'ja',
    'ko',
    'uk',
    'bn',
    'pl',
    'kk',
  ],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/miniapp'],
      exclude: ['**/node_modules/**', '<rootDir>/miniapp/e2e/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
