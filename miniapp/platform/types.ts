import type { PayMethod, Platform } from '../../shared/enums.js';

export type PlatformKind = 'telegram' | 'web' | 'pwa';
export type HapticKind = 'light' | 'medium' | 'heavy' | 'success' | 'warning' | 'error' | 'selection';
export type PaymentOutcome = 'paid' | 'cancelled' | 'failed' | 'pending' | 'opened';
/** 'prompted': the host showed its add-to-home-screen / install prompt; 'unavailable': it has none now. */
export type InstallOutcome = 'prompted' | 'unavailable';

export interface MainButtonState {
  text: string;
  visible: boolean;
  enabled: boolean;
  loading: boolean;
}

export interface SafeAreas {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Everything that differs between the Telegram mini-app, the open web and the installed PWA.
 * Features talk to this interface only and never ask which platform they run on; the ui/ kit
 * reads `native` to decide whether Telegram draws a button or the page does.
 */
export interface PlatformAdapter {
  readonly kind: PlatformKind;
  /** The `plat` field of the request envelope. */
  readonly plat: Platform;
  /** Raw init data for `/v1/login/telegram`; undefined outside Telegram. */
  loginInitData(): string | undefined;
  /** `start_param` of a Telegram deep link, or the `startapp` query parameter on the web. */
  startParam(): string | undefined;
  /** Language of the Telegram user, when the host knows it. */
  hostLanguage(): string | undefined;
  openPayment(url: string): Promise<PaymentOutcome>;
  /** The pay methods this host can use, out of those the server enabled: Stars inside Telegram, card methods elsewhere. */
  payMethods(enabled: readonly PayMethod[]): PayMethod[];
  /** Offer adding the app to the home screen: Telegram's prompt, or the browser's PWA install prompt when it fired. */
  installApp(): Promise<InstallOutcome>;
  openLink(url: string): void;
  backButton: {
    readonly native: boolean;
    show(): void;
    hide(): void;
    onClick(listener: () => void): () => void;
  };
  mainButton: {
    readonly native: boolean;
    set(state: MainButtonState): void;
    onClick(listener: () => void): () => void;
  };
  haptic(kind: HapticKind): void;
  share(url: string, text: string): Promise<boolean>;
  /** Telegram's shareMessage of a message the bot prepared (savePreparedInlineMessage); false where there is none. */
  sharePrepared(messageId: string): Promise<boolean>;
  storage: {
    get(key: string): string | null;
    set(key: string, value: string): void;
    remove(key: string): void;
  };
  safeAreas(): SafeAreas;
  close(): void;
}
