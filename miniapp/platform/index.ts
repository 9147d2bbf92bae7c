import type { PlatformAdapter } from './types.js';
import { detectPlatformKind } from './detect.js';
import { createWebPlatform } from './web.js';

let current: PlatformAdapter | undefined;

/**
 * Picks the adapter once at startup. The Telegram SDK is imported only when the page was
 * launched by Telegram, so web and PWA users never download it.
 */
export async function startPlatform(): Promise<PlatformAdapter> {
  const kind = detectPlatformKind();
  if (kind === 'telegram') {
    const [{ initTelegram }, { createTelegramPlatform }] = await Promise.all([import('./init.js'), import('./telegram.js')]);
    if (await initTelegram()) {
      current = createTelegramPlatform();
      return current;
    }
  }
  current = createWebPlatform(kind === 'pwa' ? 'pwa' : 'web');
  return current;
}

export function platform(): PlatformAdapter {
  return current ?? (current = createWebPlatform('web'));
}
