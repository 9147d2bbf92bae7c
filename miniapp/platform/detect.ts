import type { PlatformKind } from './types.js';

const LAUNCH_PARAMS_KEY = 'tapps/launchParams';
const DEV_MOCK_KEY = 'dev/tg-mock';

/**
 * Cheap, synchronous detection that needs no SDK: Telegram puts `tgWebAppData` in the launch
 * URL, and the SDK keeps the launch parameters in session storage across reloads.
 */
export function detectPlatformKind(): PlatformKind {
  if (hasTelegramLaunchParams() || devMockRequested()) return 'telegram';
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    new URLSearchParams(window.location.search).get('pwa') === '1';
  return standalone ? 'pwa' : 'web';
}

function hasTelegramLaunchParams(): boolean {
  if (window.location.href.includes('tgWebAppData=')) return true;
  const nav = performance.getEntriesByType?.('navigation')[0];
  if (nav && nav.name.includes('tgWebAppData=')) return true;
  try {
    return Boolean(window.sessionStorage.getItem(LAUNCH_PARAMS_KEY));
  } catch {
    return false;
  }
}

/** In dev only: `?tg-mock` once turns the Telegram mock on for the tab (see init.ts). */
export function devMockRequested(): boolean {
  if (!import.meta.env.DEV) return false;
  try {
    if (new URLSearchParams(window.location.search).has('tg-mock')) {
      window.sessionStorage.setItem(DEV_MOCK_KEY, '1');
    }
    return window.sessionStorage.getItem(DEV_MOCK_KEY) === '1';
  } catch {
    return false;
  }
}
