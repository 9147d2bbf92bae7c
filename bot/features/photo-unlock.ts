import { Composer } from 'grammy';
import type { UserRow } from '../../server/db/database.js';
import { unlockPhoto, visiblePhoto } from '../../server/domain/chat/photos.js';
import { clearPhotoIds } from '../../server/domain/catalogue.js';
import { AppError } from '../../server/errors.js';
import { energy as E } from '../../shared/constants.js';
import { ErrorCode } from '../../shared/errors.js';
import type { BotContext } from '../context.js';
import { parseStartPayload } from '../deep-link.js';
import { mediaPhoto } from '../links.js';
import { coinPackRows } from './purchase.js';
import { creditPaidMedia, PHOTO_STARS, paidMediaPayload } from '../../server/domain/stars/paid-media.js';
import { starsTexts } from '../i18n/stars-texts.js';
import { refundPaidMedia } from '../../server/domain/stars/paid-media-refund.js';

const UNLOCK = /^unlock:(.+)$/;

/** Unlock (free for Premium and for photos already bought) and send the clear picture. */
async function sendClear(ctx: BotContext, user: UserRow, photoId: string) {
  const { url } = await unlockPhoto(ctx.deps, user, { photoId });
  await ctx.replyWithPhoto(mediaPhoto(ctx.deps.config, url.replace(/^\/media\//, '')), { caption: ctx.t.photoUnlocked });
}

/**
 * A locked photo in the bot's chat: Telegram paid media priced in Stars (Telegram blurs it until
 * bought, the clear file goes to Telegram only), with the app's own price in coins as a button.
 * Exported for every place the bot sends a locked photo.
 */
export async function sendLockedPhoto(ctx: BotContext, user: UserRow, photo: { id: string; file: string }) {
  const t = ctx.t;
  return ctx.api.sendPaidMedia(
    ctx.chat?.id ?? ctx.from!.id,
    PHOTO_STARS,
    [{ type: 'photo', media: mediaPhoto(ctx.deps.config, photo.file) }],
    {
      payload: paidMediaPayload(photo.id),
      caption: `${starsTexts(ctx.locale).paidMediaCaption({ stars: PHOTO_STARS })}\n${t.unlockOffer({ cost: E.unlockCoinCost, balance: user.gold_balance })}`,
      reply_markup: { inline_keyboard: [[{ text: t.unlockButton({ cost: E.unlockCoinCost }), callback_data: `unlock:${photo.id}` }]] },
    },
  );
}

/** `bot_unlock_photo_<photoId>`: the locked photo, for Stars or for 50 coins. */
async function offerUnlock(ctx: BotContext, photoId: string) {
  const user = await ctx.account();
  const photo = await visiblePhoto(ctx.deps.db, user, photoId);
  if (!photo) return ctx.reply(ctx.t.linkInvalid);
  if ((await clearPhotoIds(ctx.deps.db, user, [photo.id], ctx.deps.clock())).has(photo.id)) return sendClear(ctx, user, photo.id);
  await sendLockedPhoto(ctx, user, photo);
}

export const photoUnlockFeature = new Composer<BotContext>();

photoUnlockFeature.command('start', async (ctx, next) => {
  const payload = parseStartPayload(ctx.match);
  if (payload.kind !== 'unlockPhoto') return next();
  await offerUnlock(ctx, payload.photoId);
});

photoUnlockFeature.callbackQuery(UNLOCK, async (ctx) => {
  // Answered at once: the button stops spinning whatever comes of the photo.
  await ctx.answerCallbackQuery();
  const user = await ctx.account();
  try {
    await sendClear(ctx, user, ctx.match[1] ?? '');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code !== ErrorCode.notEnoughCoins) return ctx.reply(ctx.t.linkInvalid);
    return ctx.reply(ctx.t.notEnoughCoins({ cost: E.unlockCoinCost, balance: user.gold_balance }), {
      reply_markup: { inline_keyboard: await coinPackRows(ctx) },
    });
  }
  // The teaser has done its job: its 25-Star offer would now sell a photo already theirs. Telegram
  // deletes a message up to 48 h old; past that the button goes, and a purchase is refunded.
  await ctx.deleteMessage().catch(() =>
    ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch((e: unknown) => {
      ctx.deps.log.info('unlock button not removed', { error: String(e) });
    }),
  );
});

// Bought with Stars in the chat: the same unlock as coins, so the app shows it clear too (once).
// A photo unlocked already (coins, the app) was bought for nothing: the Stars go back, said once.
photoUnlockFeature.on('purchased_paid_media', async (ctx) => {
  const { from, paid_media_payload: payload } = ctx.update.purchased_paid_media!;
  const outcome = await creditPaidMedia(ctx.deps, from.id, payload);
  if (outcome === 'unknown_user' || outcome === 'unknown_photo')
    ctx.deps.log.warn('paid media not matched', { telegramUserId: from.id, payload, outcome });
  else if (outcome === 'unlocked') await ctx.api.sendMessage(from.id, starsTexts(ctx.locale).paidMediaUnlocked);
  else if (outcome === 'bought_nothing' && (await refundPaidMedia(ctx.deps, { telegramUserId: from.id, payload })))
    await ctx.api.sendMessage(from.id, starsTexts(ctx.locale).paidMediaRefunded({ stars: PHOTO_STARS }));
});
