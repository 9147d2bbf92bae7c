import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/connect.js';
import type { StoredImage } from '../../providers/image/types.js';
import type { CharacterRow, UserRow } from '../../db/database.js';
import type { Appearance } from '../../../shared/attributes.js';
import type { PhotoLimitData } from '../../../shared/schemas/chat.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { energy as E, isPremium } from '../../../shared/constants.js';
import { AppError, notFound } from '../../errors.js';
import { storeImage } from '../../providers/image/store.js';
import { newId, newTimeId } from '../ids.js';
import { applyLedger } from '../ledger.js';
import { assertCharacterKept, ownSession } from './sessions.js';
import { isPublished } from '../catalogue.js';
import { withDrawPlace } from '../draw-places.js';
import { nextMessageTime, toMessage } from './messages.js';

const TEASER_EVERY_MS = 3600_000;
const SIZE = { width: 768, height: 1024 };
/** Where her photos in a chat are taken; each names a place the renderer draws (builtin/background.ts). */
export const photoScenes = [
  'in her bedroom by warm lamplight',
  'taking a mirror selfie',
  'on the balcony at sunset',
  'in a cosy café',
  'by the window on a rainy day',
  'getting ready for a night out',
];

/**
 * A new picture of her, drawn from her stored appearance and fixed seed so it is unmistakably
 * her; a later variant each time. Fails with 3001 'Failed to generate image' (nothing charged).
 */
export async function renderNewPhoto(deps: Deps, c: CharacterRow) {
  const appearance: Appearance = {
    style: c.style as Appearance['style'],
    age: c.age,
    ethnicity: c.ethnicity as Appearance['ethnicity'],
    eyeColor: c.eye_color as Appearance['eyeColor'],
    hairstyle: c.hairstyle as Appearance['hairstyle'],
    hairColor: c.hair_color as Appearance['hairColor'],
    body: c.body as Appearance['body'],
    breast: c.breast as Appearance['breast'],
    hip: c.hip as Appearance['hip'],
    clothing: c.clothing as Appearance['clothing'],
  };
  const count = await deps.db
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('character_id', '=', c.id)
    .executeTakeFirstOrThrow();
  const variant = 10 + Number(count.n);
  try {
    const bytes = await deps.image.generate(
      { appearance, seed: c.seed, variant, scene: photoScenes[variant % photoScenes.length], ...SIZE },
      AbortSignal.timeout(120_000),
    );
    return { stored: await storeImage(deps.config.dataDir, bytes, SIZE), variant, scene: photoScenes[variant % photoScenes.length]! };
  } catch (e) {
    // A picture the content policy refuses (2004) says so; any other failure is the image service's.
    if (e instanceof AppError) throw e;
    deps.log.warn('photo generation failed', { error: String(e) });
    throw new AppError(ErrorCode.aiUnavailable, ErrorText.imageFailed);
  }
}

/** Delete the files of a stored picture (its database rows were never written). */
export async function removeStoredImage(deps: Deps, stored: StoredImage): Promise<void> {
  const dir = join(deps.config.dataDir, 'media');
  await Promise.all([stored.file, stored.blurredFile].map((f) => rm(join(dir, f), { force: true })));
}

/** Save a drawn picture's rows in one transaction; when it fails, its files go too (no orphans). */
export async function saveStoredImage<T>(deps: Deps, stored: StoredImage, save: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(save);
  } catch (e) {
    await removeStoredImage(deps, stored);
    throw e;
  }
}

/** Take the chat's hourly teaser (one guarded update), so concurrent requests draw one picture. */
const takeTeaser = async (deps: Deps, sessionId: string, now: number) =>
  Number(
    (
      await deps.db
        .updateTable('sessions')
        .set({ teaser_at: now })
        .where('id', '=', sessionId)
        .where('teaser_at', '<=', now - TEASER_EVERY_MS)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;
/** When this chat's next free teaser may be asked for (the app tells a free user). */
const nextTeaserAt = async (deps: Deps, sessionId: string) => {
  const row = await deps.db.selectFrom('sessions').select('teaser_at').where('id', '=', sessionId).executeTakeFirstOrThrow();
  return Number(row.teaser_at) + TEASER_EVERY_MS;
};
/** A teaser that could not be drawn or saved gives the hour back. */
const giveTeaserBack = (deps: Deps, sessionId: string, takenAt: number) =>
  deps.db.updateTable('sessions').set({ teaser_at: 0 }).where('id', '=', sessionId).where('teaser_at', '=', takenAt).execute();

/**
 * She sends a photo in chat. Premium: 50 coins, drawn from her stored appearance and seed so it is
 * unmistakably her. Free users get the same picture as a locked teaser (one an hour per chat,
 * taken before drawing) which they can unlock for 50 coins or see with Premium.
 */
export async function requestPhoto(deps: Deps, user: UserRow, sessionId: string) {
  const { db } = deps;
  const now = deps.clock();
  const session = await ownSession(db, user, sessionId);
  // Her creator deleted her (custom-characters/delete.ts): nothing new of hers is sold.
  await assertCharacterKept(db, session);
  const premium = isPremium(user.vip_expire_at, now);
  if (premium && user.gold_balance < E.photoCoinCost) throw new AppError(ErrorCode.notEnoughCoins);
  if (!premium && !(await takeTeaser(deps, session.id, now)))
    throw new AppError(ErrorCode.premiumRequired, 'Get Premium to receive more photos from her', {
      nextPhotoAt: await nextTeaserAt(deps, session.id),
    } satisfies PhotoLimitData);
  const photoId = newId('p');
  const messageId = newTimeId('m');
  const drawAndSave = async () => {
    const c = await db.selectFrom('characters').selectAll().where('id', '=', session.character_id).executeTakeFirstOrThrow();
    const { stored, variant } = await renderNewPhoto(deps, c);
    const sentAt = await nextMessageTime(db, session.id, now);
    await saveStoredImage(deps, stored, async (trx) => {
      await trx
        .insertInto('photos')
        .values({
          id: photoId,
          character_id: c.id,
          file: stored.file,
          blurred_file: stored.blurredFile,
          width: stored.width,
          height: stored.height,
          sort: variant,
          like_count: 0,
          prompt: photoScenes[variant % photoScenes.length]!,
          seed: c.seed,
          in_chat: 1,
          create_time: now,
        })
        .execute();
      if (premium) {
        await applyLedger(trx, {
          userId: user.id,
          currency: 'gold',
          amount: -E.photoCoinCost,
          reason: 'photo_request',
          refId: photoId,
          now,
        });
        // Paid for: it stays clear after Premium ends (Premium alone shows every photo clear).
        await trx.insertInto('photo_unlocks').values({ user_id: user.id, photo_id: photoId, create_time: now }).execute();
      }
      await trx
        .insertInto('messages')
        .values({
          id: messageId,
          session_id: session.id,
          role: 'assistant',
          kind: 'photo',
          content: '📸',
          photo_id: photoId,
          gift_id: null,
          client_msg_id: null,
          status: 'done',
          create_time: sentAt,
        })
        .execute();
      await trx.updateTable('sessions').set({ last_message: '📸', update_time: now }).where('id', '=', session.id).execute();
    });
  };
  try {
    // Paid: drawn only within what the coins pay for (draw-places.ts); free: the hour's teaser.
    await (premium ? withDrawPlace(db, user.id, now, drawAndSave) : drawAndSave());
  } catch (e) {
    if (!premium) await giveTeaserBack(deps, session.id, now);
    throw e;
  }
  const fresh = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  const row = await db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
  return { message: await toMessage(db, row, fresh, now), goldBalance: fresh.gold_balance, locked: !premium };
}

/**
 * The photo if this user may see it (clear once unlocked or Premium): a gallery photo of a
 * published character or of their own, or a photo she sent in one of the user's chats
 * (`inTheirChat`: the caller already found it in one of their messages). Of a character her
 * creator deleted but kept for its buyers (custom-characters/delete.ts), a gallery photo only to
 * those who unlocked it.
 */
export async function visiblePhoto(db: Db, user: UserRow, photoId: string, inTheirChat = false) {
  const p = await db
    .selectFrom('photos')
    .innerJoin('characters', 'characters.id', 'photos.character_id')
    .select([
      'photos.id',
      'photos.file',
      'photos.blurred_file',
      'photos.in_chat',
      'characters.release',
      'characters.visibility',
      'characters.owner_id',
      'characters.delete_time',
    ])
    .where('photos.id', '=', photoId)
    .executeTakeFirst();
  if (!p) return undefined;
  if (p.delete_time !== null && p.in_chat === 0) return (await unlockedBy(db, user.id, p.id)) ? p : undefined;
  if (p.in_chat === 1) {
    if (inTheirChat) return p;
    const mine = await db
      .selectFrom('messages')
      .innerJoin('sessions', 'sessions.id', 'messages.session_id')
      .select('messages.id')
      .where('messages.photo_id', '=', p.id)
      .where('sessions.user_id', '=', user.id)
      .executeTakeFirst();
    return mine ? p : undefined;
  }
  return isPublished(p) || p.owner_id === user.id ? p : undefined;
}

/** A photo of a character deleted but kept for its buyers (custom-characters/delete.ts), if it is one. */
export const keptPhoto = (db: Db, photoId: string) =>
  db
    .selectFrom('photos')
    .innerJoin('characters', 'characters.id', 'photos.character_id')
    .select(['photos.id', 'photos.file'])
    .where('photos.id', '=', photoId)
    .where('characters.delete_time', 'is not', null)
    .executeTakeFirst();

const unlockedBy = async (db: Db, userId: string, photoId: string) =>
  Boolean(
    await db
      .selectFrom('photo_unlocks')
      .select('photo_id')
      .where('user_id', '=', userId)
      .where('photo_id', '=', photoId)
      .executeTakeFirst(),
  );

/**
 * Unlock one photo for 50 coins: a gallery photo of a visible character or a photo she sent in
 * one of this user's chats. Unlocking twice never charges twice; Premium sees it free.
 */
export async function unlockPhoto(deps: Deps, user: UserRow, ref: { messageId?: string; photoId?: string }) {
  const { db } = deps;
  const now = deps.clock();
  let photoId = ref.photoId;
  if (ref.messageId) {
    const m = await db
      .selectFrom('messages')
      .innerJoin('sessions', 'sessions.id', 'messages.session_id')
      .select('messages.photo_id')
      .where('messages.id', '=', ref.messageId)
      .where('sessions.user_id', '=', user.id)
      .executeTakeFirst();
    if (!m?.photo_id) throw notFound('Photo');
    photoId = m.photo_id;
  }
  // Reached through one of the user's own messages, a chat photo is theirs to see.
  const photo = await visiblePhoto(db, user, photoId!, Boolean(ref.messageId));
  if (!photo) throw notFound('Photo');

  if (!isPremium(user.vip_expire_at, now)) {
    await db.transaction().execute(async (trx) => {
      // Her row held (key share) until this commits: a deletion waits for it and sees the unlock, or
      // went first and this sees her deleted (custom-characters/delete.ts). Nobody pays for a
      // deleted character's photo; one already unlocked stays so, free.
      let current = trx
        .selectFrom('photos')
        .innerJoin('characters', 'characters.id', 'photos.character_id')
        .select('characters.delete_time')
        .where('photos.id', '=', photo.id);
      if (deps.dialect === 'postgres') current = current.forKeyShare();
      const her = await current.executeTakeFirst();
      if (!her) throw notFound('Photo');
      if (her.delete_time !== null) {
        if (await unlockedBy(trx, user.id, photo.id)) return;
        throw notFound('Photo');
      }
      const inserted = await trx
        .insertInto('photo_unlocks')
        .values({ user_id: user.id, photo_id: photo.id, create_time: now })
        .onConflict((oc) => oc.columns(['user_id', 'photo_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
        await applyLedger(trx, {
          userId: user.id,
          currency: 'gold',
          amount: -E.unlockCoinCost,
          reason: 'photo_unlock',
          refId: photo.id,
          now,
        });
      }
    });
  }
  const fresh = await db.selectFrom('users').select('gold_balance').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { photoId: photo.id, url: `/media/${photo.file}`, goldBalance: fresh.gold_balance };
}
