import {
  addToHomeScreen,
  backButton,
  checkHomeScreenStatus,
  mainButton,
  hapticFeedback,
  invoice,
  miniApp,
  openLink,
  openTelegramLink,
  retrieveRawInitData,
  shareMessage,
  shareURL,
  viewport,
} from '@tma.js/sdk-react';
import type { PlatformAdapter } from './types.js';
import { safeStorage } from './storage.js';

/** The adapter over @tma.js/sdk; created only after initTelegram() succeeded. */
export function createTelegramPlatform(): PlatformAdapter {
  const rawInitData = safe(() => retrieveRawInitData());
  const initParams = new URLSearchParams(rawInitData ?? '');
  const user = parseJson<{ language_code?: string }>(initParams.get('user'));

  return {
    kind: 'telegram',
    plat: 'miniapp',
    loginInitData: () => rawInitData || undefined,
    startParam: () => initParams.get('start_param') ?? undefined,
    hostLanguage: () => user?.language_code,
    async openPayment(url) {
      if (/^https:\/\/t\.me\/\$|^https:\/\/t\.me\/invoice\//.test(url) && invoice.openUrl.isAvailable()) {
        const status = await invoice.openUrl(url);
        return status === 'paid' || status === 'cancelled' || status === 'failed' ? status : 'pending';
      }
      if (openLink.isAvailable()) openLink(url);
      else window.location.assign(url);
      return 'opened';
    },
    // Inside Telegram the purchase is a Stars invoice (openInvoice); card pages would leave the app.
    payMethods: () => ['TelegramStar'],
    async installApp() {
      if (!addToHomeScreen.isAvailable()) return 'unavailable';
      // Already on the home screen: nothing to prompt, the reward's wait runs as after a prompt.
      const status = checkHomeScreenStatus.isAvailable() ? await checkHomeScreenStatus().catch(() => 'unknown') : 'unknown';
      if (status === 'unsupported') return 'unavailable';
      if (status !== 'added') addToHomeScreen();
      return 'prompted';
    },
    openLink(url) {
      if (url.startsWith('https://t.me/') && openTelegramLink.isAvailable()) openTelegramLink(url);
      else if (openLink.isAvailable()) openLink(url);
      else window.open(url, '_blank', 'noopener');
    },
    backButton: {
      native: backButton.isMounted(),
      show: () => backButton.show.isAvailable() && backButton.show(),
      hide: () => backButton.hide.isAvailable() && backButton.hide(),
      onClick: (listener) => (backButton.onClick.isAvailable() ? backButton.onClick(listener) : () => {}),
    },
    mainButton: {
      native: mainButton.isMounted(),
      set(state) {
        if (!mainButton.setParams.isAvailable()) return;
        mainButton.setParams({ text: state.text, isVisible: state.visible, isEnabled: state.enabled, isLoaderVisible: state.loading });
      },
      onClick: (listener) => (mainButton.onClick.isAvailable() ? mainButton.onClick(listener) : () => {}),
    },
    haptic(kind) {
      if (kind === 'selection') {
        if (hapticFeedback.selectionChanged.isAvailable()) hapticFeedback.selectionChanged();
      } else if (kind === 'success' || kind === 'warning' || kind === 'error') {
        if (hapticFeedback.notificationOccurred.isAvailable()) hapticFeedback.notificationOccurred(kind);
      } else if (hapticFeedback.impactOccurred.isAvailable()) {
        hapticFeedback.impactOccurred(kind);
      }
    },
    async share(url, text) {
      if (!shareURL.isAvailable()) return false;
      shareURL(url, text);
      return true;
    },
    async sharePrepared(messageId) {
      if (!shareMessage.isAvailable()) return false;
      try {
        await shareMessage(messageId);
        return true;
      } catch {
        // Closed without sending, or an older client: the caller falls back to the link.
        return false;
      }
    },
    storage: safeStorage,
    safeAreas() {
      if (!viewport.isMounted()) return { top: 0, bottom: 0, left: 0, right: 0 };
      const a = viewport.safeAreaInsets();
      const c = viewport.contentSafeAreaInsets();
      return { top: a.top + c.top, bottom: a.bottom + c.bottom, left: a.left + c.left, right: a.right + c.right };
    },
    close() {
      if (miniApp.close.isAvailable()) miniApp.close();
    },
  };
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function parseJson<T>(raw: string | null): T | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
