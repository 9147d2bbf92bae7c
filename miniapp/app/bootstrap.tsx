import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localizePath } from '../../shared/locales.js';
import { startPlatform } from '../platform/index.js';
import { initialLocale } from '../i18n/detect.js';
import { activateLocale } from '../i18n/catalogs.js';
import { readStartupParams } from './startup-params.js';
import { installChunkReloadGuard } from './chunk-reload.js';
import { startBuildPolling } from './build-poll.js';
import { App } from './app.js';

/**
 * Startup order: read the query once, pick the platform (Telegram SDK only inside Telegram),
 * settle the locale (redirecting an unprefixed first visit to the saved or browser language),
 * load that one catalog, then render.
 */
export async function bootstrap() {
  installChunkReloadGuard();
  readStartupParams();
  const adapter = await startPlatform();

  const { locale, fromPrefix } = initialLocale(window.location.pathname, adapter.hostLanguage());
  if (!fromPrefix && locale !== DEFAULT_LOCALE) {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${localizePath(pathname, locale)}${search}${hash}`);
  }
  await activateLocale(locale);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(<App />);
  startBuildPolling();
  registerServiceWorker();
}

function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}
