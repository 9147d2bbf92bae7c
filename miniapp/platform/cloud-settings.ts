import { cloudStorage } from '@tma.js/sdk-react';
import { safeStorage, setStorageMirror } from './storage.js';
import { planCloudSync } from './cloud-merge.js';

/**
 * Settings kept on the device that should follow a Telegram user to their other devices: the
 * first-time hints already seen and the notices closed. What the server already stores (language,
 * Premium, balances, proactive-message consent) stays on the server, the only truth for it; the
 * session token and device ids never leave the device.
 */
export const CLOUD_KEYS = ['guideMarkers', 'hiddenNotices'] as const;
const synced = new Set<string>(CLOUD_KEYS);
/** Telegram's limit for one CloudStorage value. */
const MAX_VALUE = 4096;

/**
 * Before the app reads its settings: values in CloudStorage fill what this device lacks, values
 * only here are copied up; from then on every write of a synced key is copied too. A slow or
 * missing CloudStorage never holds the app for more than `timeoutMs`.
 */
export async function syncCloudSettings(timeoutMs = 1500): Promise<void> {
  if (!cloudStorage.getItems.isAvailable()) return;
  try {
    const cloud: Record<string, string> = await cloudStorage.getItems([...CLOUD_KEYS], { timeout: timeoutMs });
    const plan = planCloudSync(CLOUD_KEYS, (key) => safeStorage.get(key), cloud);
    for (const [key, value] of plan.toLocal) safeStorage.set(key, value);
    for (const [key, value] of plan.toCloud) push(key, value);
  } catch (error) {
    console.warn('CloudStorage unavailable; settings stay on this device', error);
  }
  setStorageMirror((key, value) => {
    if (synced.has(key)) push(key, value);
  });
}

function push(key: string, value: string | null) {
  const done = value === null ? cloudStorage.deleteItem(key) : value.length <= MAX_VALUE ? cloudStorage.setItem(key, value) : null;
  void done?.catch((error: unknown) => console.warn(`CloudStorage did not keep ${key}`, error));
}
