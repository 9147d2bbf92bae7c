import { DEFAULT_CHANNEL } from '../../shared/constants.js';
import { safeStorage } from '../platform/storage.js';

const CHANNEL_KEY = 'channel';

/** Stores the acquisition channel, only when non-empty after trimming (spec §5). */
export function rememberChannel(raw: string | null | undefined): void {
  const value = raw?.trim();
  if (value) safeStorage.set(CHANNEL_KEY, value.slice(0, 128));
}

export function forgetChannel(): void {
  safeStorage.remove(CHANNEL_KEY);
}

export function currentChannel(): string {
  const stored = safeStorage.get(CHANNEL_KEY)?.trim();
  return stored || DEFAULT_CHANNEL;
}
