import type { Api } from 'grammy';
import type { Deps } from '../server/deps.js';
import { brandForUrl } from '../shared/brands.js';
import { starsTexts } from './i18n/stars-texts.js';

/**
 * The invite the mini-app shares with `shareMessage`: a prepared inline message (an article with
 * a button to the bot's `ref_<uid>` deep link, which pays the referral when a new friend starts).
 * Returns the prepared message's id.
 */
export async function prepareInvite(
  bot: { api: Api; botInfo: { username: string } },
  deps: Deps,
  telegramUserId: number,
  referrerId: string,
  locale: string,
): Promise<string> {
  const s = starsTexts(locale);
  const brand = brandForUrl(deps.config.publicUrl, deps.config.brand).title;
  const url = `https://t.me/${bot.botInfo.username}?start=ref_${referrerId}`;
  const prepared = await bot.api.savePreparedInlineMessage(
    telegramUserId,
    {
      type: 'article',
      id: `invite-${referrerId}`.slice(0, 64),
      title: s.inviteTitle({ brand }),
      description: s.inviteText({ brand }),
      input_message_content: { message_text: s.inviteText({ brand }) },
      reply_markup: { inline_keyboard: [[{ text: s.inviteButton({ brand }), url }]] },
    },
    { allow_user_chats: true, allow_group_chats: true },
  );
  return prepared.id;
}
