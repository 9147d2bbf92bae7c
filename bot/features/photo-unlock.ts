import { Composer } from 'grammy';
import type { Db } from '../../server/db/connect.js';
import type { UserRow } from '../../server/db/database.js';
import { unlockPhoto } from '../../server/domain/chat/photos.js';
import { AppError } from '../../server/errors.js';
import { energy as E, isPremium } from '../../shared/constants.js';
import { ErrorCode } from '../../shared/errors.js';
import { Release, Visibility } from '../../shared/enums.js';
import type { BotContext } from '../context.js';
import { parseStartPayload } from '../deep-link.js';
import { mediaPhoto } from '../links.js';
import { coinPackRows } from './purchase.js';

const UNLOCK = /^unlock:(.+)$/;

/**
 * The photo as this user may see it, by the same rules as `unlockPhoto`: a gallery photo of a
 * published character (or their own), or a photo she sent in one of the user's chats.
 */
async function visiblePhoto(db: Db, user: UserRow, photoId: string) {
  const p = await db.selectFrom('photos').innerJoin('characters', 'characters.id', 'photos.character_id')
    .select(['photos.id', 'photos.blurred_file', 'photos.in_chat', 'characters.release', 'characters.visibility', 'characters.owner_id'])
    .where('photos.id', '=', photoId).executeTakeFirst();
  if (!p) return undefined;
  if (p.in_chat === 1) {
    const mine = await db.selectFrom('messages').innerJoin('sessions', 'sessions.id', 'messages.session_id').select('messages.id')
      .where('messages.photo_id', '=', p.id).where('sessions.user_id', '=', user.id).executeTakeFirst();
    return mine ? p : undefined;
  }
  return (p.release === Release.release && p.visibility === Visibility.open) || p.owner_id === user.id ? p : undefined;
}

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
  const bought = await ctx.deps.db.selectFrom('photo_unlocks').select('photo_id')
    .where('user_id', '=', user.id).where('photo_id', '=', photo.id).executeTakeFirst();
  if (bought || isPremium(user.vip_expire_at, ctx.deps.clock())) return sendClear(ctx, user, photo.id);
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
