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

const UNLOCK = /^unlock:(.+)$/;

/** Unlock (free for Premium and for photos already bought) and send the clear picture. */
async function sendClear(ctx: BotContext, user: UserRow, photoId: string) {
  const { url } = await unlockPhoto(ctx.deps, user, { photoId });
  await ctx.replyWithPhoto(mediaPhoto(ctx.deps.config, url.replace(/^\/media\//, '')), { caption: ctx.t.photoUnlocked });
}

/** `bot_unlock_photo_<photoId>`: the blurred teaser with an "Unlock for 50 coins" button. */
async function offerUnlock(ctx: BotContext, photoId: string) {
  const user = await ctx.account();
  const photo = await visiblePhoto(ctx.deps.db, user, photoId);
  if (!photo) return ctx.reply(ctx.t.linkInvalid);
  if ((await clearPhotoIds(ctx.deps.db, user, [photo.id], ctx.deps.clock())).has(photo.id)) return sendClear(ctx, user, photo.id);
  await ctx.replyWithPhoto(mediaPhoto(ctx.deps.config, photo.blurred_file), {
    caption: ctx.t.unlockOffer({ cost: E.unlockCoinCost, balance: user.gold_balance }),
    reply_markup: { inline_keyboard: [[{ text: ctx.t.unlockButton({ cost: E.unlockCoinCost }), callback_data: `unlock:${photo.id}` }]] },
  });
}

export const photoUnlockFeature = new Composer<BotContext>();

photoUnlockFeature.command('start', async (ctx, next) => {
  const payload = parseStartPayload(ctx.match);
  if (payload.kind !== 'unlockPhoto') return next();
  await offerUnlock(ctx, payload.photoId);
});

photoUnlockFeature.callbackQuery(UNLOCK, async (ctx) => {
  const user = await ctx.account();
  try {
    await sendClear(ctx, user, ctx.match[1] ?? '');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await ctx.answerCallbackQuery();
    if (err.code !== ErrorCode.notEnoughCoins) return ctx.reply(ctx.t.linkInvalid);
    return ctx.reply(ctx.t.notEnoughCoins({ cost: E.unlockCoinCost, balance: user.gold_balance }), {
      reply_markup: { inline_keyboard: await coinPackRows(ctx) },
    });
  }
  await ctx.answerCallbackQuery();
  // The teaser's button has done its job; a second tap would only resend the photo.
  await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch((e: unknown) => {
    ctx.deps.log.info('unlock button not removed', { error: String(e) });
  });
});
