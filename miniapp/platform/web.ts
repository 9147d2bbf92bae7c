import type { PlatformAdapter, PlatformKind } from './types.js';
import { safeStorage } from './storage.js';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

// The browser fires `beforeinstallprompt` once, early: keep it for the energy gift's install step.
let installPrompt: InstallPromptEvent | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installPrompt = e as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
  });
}

/**
 * The open web and the installed PWA: the page draws its own back and main buttons, payments
 * open in the same tab (the provider returns to /pay/callback), sharing uses the Web Share API.
 */
export function createWebPlatform(kind: Exclude<PlatformKind, 'telegram'>): PlatformAdapter {
  const noop = () => {};
  return {
    kind,
    plat: kind === 'pwa' ? 'pwa' : 'web',
    loginInitData: () => undefined,
    startParam: () => new URLSearchParams(window.location.search).get('startapp') ?? undefined,
    hostLanguage: () => undefined,
    async openPayment(url) {
      window.location.assign(url);
      return 'opened';
    },
    // Stars exist only inside Telegram ('The web version does not support this payment method').
    payMethods: (enabled) => enabled.filter((m) => m !== 'TelegramStar'),
    async installApp() {
      const prompt = installPrompt;
      if (!prompt) return 'unavailable';
      installPrompt = null;
      try {
        await prompt.prompt();
        return 'prompted';
      } catch {
        return 'unavailable';
      }
    },
    openLink(url) {
      window.open(url, '_blank', 'noopener');
    },
    backButton: { native: false, show: noop, hide: noop, onClick: () => noop },
    mainButton: { native: false, set: noop, onClick: () => noop },
    haptic(feedback) {
      if (feedback === 'error' || feedback === 'warning') navigator.vibrate?.(30);
    },
    async share(url, text) {
      if (navigator.share) {
        try {
          await navigator.share({ url, text });
          return true;
        } catch {
          return false;
        }
      }
      try {
        await navigator.clipboard.writeText(`${text} ${url}`.trim());
        return true;
      } catch {
        return false;
      }
    },
    sharePrepared: async () => false,
    storage: safeStorage,
    safeAreas: () => ({ top: 0, bottom: 0, left: 0, right: 0 }),
    close() {
      window.history.back();
    },
  };
}
