import { request } from '../api/client.js';
import { platform } from './index.js';

/**
 * Share the invite: inside Telegram as the bot's prepared message (shareMessage: a card with a
 * button to the bot's `ref_` link, so a friend who starts it brings the referral's 10 energy),
 * else the link itself (Telegram's share sheet, the Web Share API or the clipboard).
 */
export async function shareInvite(link: string, text: string): Promise<boolean> {
  const p = platform();
  if (p.kind === 'telegram') {
    try {
      const { id } = await request('/user/invite/prepare', {}, { silent: true });
      if (await p.sharePrepared(id)) return true;
    } catch {
      // No bot or no Telegram account behind this session: the link still works.
    }
  }
  return p.share(link, text);
}
