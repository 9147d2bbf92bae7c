import { createRoot } from 'react-dom/client';
import { startPlatform } from '../platform/index.js';
import { initialLocale } from '../i18n/detect.js';
import { activateLocale } from '../i18n/catalogs.js';
import { readStartupParams } from './startup-params.js';
import { applyStartupValues, runStartupEffects, startAddress } from './startup-effects.js';
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
  const startup = readStartupParams();
  applyStartupValues(startup);
  const adapter = await startPlatform();

  // The locale: `l` when the link names one, else the prefix, the saved or the browser language;
  // an unprefixed first visit goes to its localized path, and one-shot parameters leave the URL.
  const detected = initialLocale(window.location.pathname, adapter.hostLanguage()).locale;
  const start = startAddress(startup, window.location, detected);
  const { pathname, search, hash } = window.location;
  if (start.url !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', start.url);
  await activateLocale(start.locale);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(<App />);
  runStartupEffects(startup);
  startBuildPolling();
  registerServiceWorker();
}

/**
 * After the page's load (the worker's precache must not compete with the first screen). Startup
 * awaits the platform and the catalog first, by which time `load` has usually fired: waiting for
 * it then meant never registering, and the installed app had no offline support.
 */
function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
