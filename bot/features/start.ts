import { Composer } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { brandForUrl } from '../../shared/brands.js';
import { energy as E } from '../../shared/constants.js';
import { creditReferral } from '../../server/domain/rewards.js';
import type { BotContext } from '../context.js';
import { parseStartPayload } from '../deep-link.js';
import { appButton, localizeMenuButton } from '../links.js';
import { messagesFor } from '../i18n/index.js';
import { findUserChat } from '../notifier.js';
import { giftButtonRow } from './gift.js';

/** The warm welcome with the "Open app" button (and the gift while it is unclaimed). */
export async function sendWelcome(ctx: BotContext) {
  const user = await ctx.account();
  const { config } = ctx.deps;
  const rows: InlineKeyboardButton[][] = [[appButton(config, ctx.t.openApp, '/', ctx.locale)], ...(await giftButtonRow(ctx, user.id))];
  await ctx.reply(ctx.t.welcome({ name: ctx.from?.first_name ?? user.nick, brand: brandForUrl(config.publicUrl, config.brand).title }), {
    reply_markup: { inline_keyboard: rows },
  });
}

/**
 * `/start` without a payload a feature claimed: register the user, pay a referral (new users only:
 * an old account opening a friend's link is not an invite), then welcome.
 */
export const startFeature = new Composer<BotContext>();

startFeature.command('start', async (ctx) => {
  const payload = parseStartPayload(ctx.match);
  await ctx.account();
  if (payload.kind === 'referral' && ctx.isNewUser) {
    const result = await creditReferral(ctx.deps, ctx.user!.id, payload.referrerId);
    if (result.credited) await tellReferrer(ctx, payload.referrerId);
  }
  await sendWelcome(ctx);
  if (ctx.locale !== 'en') await localizeMenuButton(ctx);
});

async function tellReferrer(ctx: BotContext, referrerId: string) {
  const chat = await findUserChat(ctx.deps.db, referrerId);
  if (!chat) return;
  try {
    await ctx.api.sendMessage(chat.chatId, messagesFor(chat.lang).friendJoined({ energy: E.inviteEnergy }));
  } catch (err) {
    // The referrer may have blocked the bot; the energy is theirs anyway.
    ctx.deps.log.warn('referral notice not sent', { referrerId, error: String(err) });
  }
}
