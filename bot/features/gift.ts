import { Composer } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { energy as E } from '../../shared/constants.js';
import { grantSupportGift, hasSupportGift } from '../../server/domain/rewards.js';
import type { BotContext } from '../context.js';

const CLAIM = 'gift:claim';

/** The "🎁 Claim gift" row, only while the user has not taken the gift (rewards keeps the marker). */
export async function giftButtonRow(ctx: BotContext, userId: string): Promise<InlineKeyboardButton[][]> {
  return (await hasSupportGift(ctx.deps.db, userId)) ? [] : [[{ text: ctx.t.claimGift, callback_data: CLAIM }]];
}

/** The support gift: 20 coins once, granted by the rewards domain (which guards the "once"). */
export const giftFeature = new Composer<BotContext>();

giftFeature.callbackQuery(CLAIM, async (ctx) => {
  const user = await ctx.account();
  const { credited, goldBalance } = await grantSupportGift(ctx.deps, user.id);
  if (!credited) {
    await ctx.answerCallbackQuery({ text: ctx.t.giftAlreadyClaimed, show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery();
  await ctx.reply(ctx.t.giftClaimed({ coins: E.supportGiftCoins, balance: goldBalance }));
});
