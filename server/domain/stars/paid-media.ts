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

/** `bought_nothing`: the photo was unlocked already (with coins, in the app), so the Stars go back. */
export type PaidMediaOutcome = 'unlocked' | 'bought_nothing' | 'already' | 'unknown_user' | 'unknown_photo';

/**
 * purchased_paid_media: the photo is unlocked in the app too, with the same unlock record the
 * coins path writes (photo_unlocks), and the purchase kept once per user and photo (its primary
 * key) for the daily reconciliation. Nothing is charged here: Telegram took the Stars. The unlock
 * row is written first, in the same transaction: if it was there already, this purchase bought
 * nothing, and its row says so (`refund`). Of any number of deliveries, the one that writes the
 * purchase row acts; a concurrent one waits on the unlock row, then finds the purchase row.
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
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const unlocked = await trx
      .insertInto('photo_unlocks')
      .values({ user_id: userId, photo_id: photo.id, create_time: now })
      .onConflict((oc) => oc.columns(['user_id', 'photo_id']).doNothing())
      .executeTakeFirst();
    const fresh = Number(unlocked.numInsertedOrUpdatedRows ?? 0n) === 1;
    const bought = await trx
      .insertInto('star_media_purchases')
      .values({
        user_id: userId,
        photo_id: photo.id,
        telegram_user_id: telegramUserId,
        create_time: now,
        outcome: fresh ? 'unlocked' : 'refund',
      })
      .onConflict((oc) => oc.columns(['user_id', 'photo_id']).doNothing())
      .executeTakeFirst();
    if (Number(bought.numInsertedOrUpdatedRows ?? 0n) !== 1) return 'already' as const;
    return fresh ? ('unlocked' as const) : ('bought_nothing' as const);
  });
  if (outcome !== 'already') deps.log.info('paid media bought', { userId, photoId: photo.id, outcome });
  return outcome;
}
