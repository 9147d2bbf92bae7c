import type { Deps } from '../../deps.js';
import { keptPhoto, visiblePhoto } from '../chat/photos.js';
import { userOfTelegramId } from './telegram-id.js';

/**
 * A locked photo sent in the bot's chat as Telegram paid media: 25 Stars, the Stars price of the
 * 50 coins it costs in the app (the smallest coin pack sells 100 coins for 50 Stars).
 */
export const PHOTO_STARS = 25;

const PREFIX = 'photo:';
export const paidMediaPayload = (photoId: string) => `${PREFIX}${photoId}`;
export const photoOfPayload = (payload: string) => (payload.startsWith(PREFIX) ? payload.slice(PREFIX.length) : null);

export type PaidMediaOutcome = 'unlocked' | 'already' | 'unknown_user' | 'unknown_photo';

/**
 * purchased_paid_media: the photo is unlocked in the app too, with the same unlock record the
 * coins path writes (photo_unlocks), and the purchase kept once per user and photo (its primary
 * key) for the daily reconciliation. Nothing is charged here: Telegram took the Stars.
 */
export async function creditPaidMedia(deps: Deps, telegramUserId: number, payload: string): Promise<PaidMediaOutcome> {
  const photoId = photoOfPayload(payload);
  const userId = await userOfTelegramId(deps.db, telegramUserId);
  if (!userId) return 'unknown_user';
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  // Telegram took the Stars already: a photo of a character deleted since (and kept) is still theirs.
  const photo = photoId ? ((await visiblePhoto(deps.db, user, photoId, true)) ?? (await keptPhoto(deps.db, photoId))) : undefined;
  if (!photo) return 'unknown_photo';
  const now = deps.clock();
  const fresh = await deps.db.transaction().execute(async (trx) => {
    const bought = await trx
      .insertInto('star_media_purchases')
      .values({ user_id: userId, photo_id: photo.id, telegram_user_id: telegramUserId, create_time: now })
      .onConflict((oc) => oc.columns(['user_id', 'photo_id']).doNothing())
      .executeTakeFirst();
    await trx
      .insertInto('photo_unlocks')
      .values({ user_id: userId, photo_id: photo.id, create_time: now })
      .onConflict((oc) => oc.columns(['user_id', 'photo_id']).doNothing())
      .execute();
    return Number(bought.numInsertedOrUpdatedRows ?? 0n) === 1;
  });
  if (fresh) deps.log.info('paid media unlocked', { userId, photoId: photo.id });
  return fresh ? 'unlocked' : 'already';
}
