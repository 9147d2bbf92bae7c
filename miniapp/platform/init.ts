import { init, miniApp, themeParams, viewport, backButton, mainButton, retrieveLaunchParams } from '@tma.js/sdk-react';
import { devMockRequested } from './detect.js';
import { syncCloudSettings } from './cloud-settings.js';

/** Phones and tablets get the whole screen; desktop clients keep their window. */
const MOBILE = new Set(['ios', 'android', 'android_x']);

/**
 * Starts the Telegram SDK (stack.md §1). Every mount is guarded by `isAvailable()` because older
 * clients lack some features. Returns false when the page is not really inside Telegram, so the
 * caller falls back to the web adapter.
 */
export async function initTelegram(): Promise<boolean> {
  if (import.meta.env.DEV && devMockRequested()) {
    const { installTelegramDevMock } = await import('./dev-mock.js');
    installTelegramDevMock();
  }
  try {
    // Telegram Web's custom style sheet (its scrollbars) would go into a <style> element our
    // content security policy refuses (styles come from our own origin only): the SDK makes none.
    init({ acceptCustomStyles: false });
  } catch (error) {
    console.warn('Telegram SDK could not start, using the web platform', error);
    return false;
  }

  if (miniApp.mount.isAvailable()) miniApp.mount();
  if (themeParams.mount.isAvailable()) {
    themeParams.mount();
    if (themeParams.bindCssVars.isAvailable()) themeParams.bindCssVars();
  }
  if (miniApp.bindCssVars.isAvailable()) miniApp.bindCssVars();
  if (backButton.mount.isAvailable()) backButton.mount();
  if (mainButton.mount.isAvailable()) mainButton.mount();
  if (viewport.mount.isAvailable()) {
    try {
      // A client that never answers the viewport request must not hold the app back.
      await viewport.mount({ timeout: 2000 });
      if (viewport.bindCssVars.isAvailable()) viewport.bindCssVars();
      if (viewport.expand.isAvailable()) viewport.expand();
      requestFullscreenOnMobile();
    } catch (error) {
      console.warn('Telegram viewport unavailable', error);
    }
  }
  await syncCloudSettings();

  const root = document.documentElement;
  const applyScheme = (dark: boolean) => {
    root.classList.add('tg');
    root.classList.toggle('tg-dark', dark);
    root.classList.toggle('tg-light', !dark);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', getComputedStyle(root).getPropertyValue('--tg-theme-bg-color') || '#0f0f14');
  };
  applyScheme(themeParams.isDark());
  themeParams.isDark.sub((dark) => applyScheme(dark));

  if (miniApp.ready.isAvailable()) miniApp.ready();
  return true;
}

/**
 * Full screen on a phone (Bot API 8.0+): Telegram's header then floats over the page, so the page
 * pads its top by the safe area plus the content safe area (--safe-top + --content-safe-top in
 * styles/tokens.css, from the viewport's bound CSS variables); `tg-fullscreen` marks the state.
 */
function requestFullscreenOnMobile() {
  const root = document.documentElement;
  viewport.isFullscreen.sub((on) => root.classList.toggle('tg-fullscreen', on));
  root.classList.toggle('tg-fullscreen', viewport.isFullscreen());
  let platformName = '';
  try {
    platformName = retrieveLaunchParams().tgWebAppPlatform;
  } catch {
    return;
  }
  if (!MOBILE.has(platformName) || viewport.isFullscreen() || !viewport.requestFullscreen.isAvailable()) return;
  viewport.requestFullscreen().catch((error: unknown) => console.warn('Full screen refused', error));
}
