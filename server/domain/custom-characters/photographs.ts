import type { Deps } from '../../deps.js';
import type { UserRow } from '../../db/database.js';
import { energy, isPremium } from '../../../shared/constants.js';
import { ErrorCode } from '../../../shared/errors.js';
import { applyLedger } from '../ledger.js';
import { newId } from '../ids.js';
import { renderNewPhoto, saveStoredImage } from '../chat/photos.js';
import { Like } from '../../../shared/enums.js';
import { AppError, badParams, notFound } from '../../errors.js';
import { isPublished, mediaUrl, visibleCharacter } from '../catalogue.js';
import { withDrawPlace } from '../draw-places.js';
import { removeFiles } from './generation.js';

/** Gallery photos of the user's own characters, in the clear: they are hers to see. */
export async function ownPhotos(deps: Deps, user: UserRow, q: { characterId?: string; page: number; pageSize: number }) {
  let base = deps.db
    .selectFrom('photos')
    .innerJoin('characters', 'characters.id', 'photos.character_id')
    .where('characters.owner_id', '=', user.id)
    .where('characters.delete_time', 'is', null)
    .where('photos.in_chat', '=', 0);
  if (q.characterId) base = base.where('photos.character_id', '=', q.characterId);
  const [rows, count] = await Promise.all([
    base
      .selectAll('photos')
      .orderBy('photos.create_time', 'desc')
      .orderBy('photos.sort')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((p) => ({
      id: p.id,
      characterId: p.character_id,
      url: mediaUrl(p.file),
      blurred: false,
      locked: false,
      unlockPrice: energy.unlockCoinCost,
      width: p.width,
      height: p.height,
      likeCount: p.like_count,
    })),
    total: Number(count.n),
  };
}

async function ownPhoto(deps: Deps, user: UserRow, photoId: string) {
  const p = await deps.db
    .selectFrom('photos')
    .innerJoin('characters', 'characters.id', 'photos.character_id')
    .select(['photos.id', 'photos.file', 'photos.blurred_file', 'photos.character_id', 'characters.cover'])
    .where('photos.id', '=', photoId)
    .where('characters.owner_id', '=', user.id)
    .where('characters.delete_time', 'is', null)
    .where('photos.in_chat', '=', 0)
    .executeTakeFirst();
  if (!p) throw notFound('Photo');
  return p;
}

/** Make a gallery photo the cover, or remove it (not the cover itself). */
export async function editPhoto(deps: Deps, user: UserRow, e: { photoId: string; setCover?: boolean; remove?: boolean }) {
  const p = await ownPhoto(deps, user, e.photoId);
  // Checked before anything is written: a refused call changes nothing (not even the cover).
  if (e.remove && (e.setCover || p.cover === p.file)) throw badParams('This photo is the cover: choose another cover first');
  if (e.setCover) {
    await deps.db.updateTable('characters').set({ cover: p.file, update_time: deps.clock() }).where('id', '=', p.character_id).execute();
  }
  if (e.remove) {
    await deps.db.transaction().execute(async (trx) => {
      // Held first: an unlock in flight (holding it shared) commits before the check below sees it.
      if (deps.dialect === 'postgres') await trx.selectFrom('photos').select('id').where('id', '=', p.id).forUpdate().execute();
      const bought = await trx
        .selectFrom('photo_unlocks')
        .select('photo_id')
        .where('photo_id', '=', p.id)
        .where('user_id', '!=', user.id)
        .executeTakeFirst();
      // What a buyer paid for stays theirs (docs/money.md).
      if (bought) throw badParams('Others bought this photo: it stays in the gallery');
      await trx.deleteFrom('photos').where('id', '=', p.id).execute();
    });
    await removeFiles(deps, [p.file, p.blurred_file]);
  }
  return { photoId: p.id, removed: Boolean(e.remove), cover: e.setCover ? mediaUrl(p.file) : undefined };
}

/**
 * Like, unlike or clear, once per user and photo; like_count counts the likes. Each change of the
 * user's row is one statement that finds the row as it stands (insert if absent, update only if
 * different, delete), so the count moves by what that statement really changed: concurrent calls
 * of one user cannot each add their own +1 from a stale read.
 */
export async function likePhoto(deps: Deps, user: UserRow, photoId: string, like: -1 | 0 | 1) {
  const p = await deps.db
    .selectFrom('photos')
    .innerJoin('characters', 'characters.id', 'photos.character_id')
    .select(['photos.id', 'characters.release', 'characters.visibility', 'characters.owner_id'])
    .where('photos.id', '=', photoId)
    .where('photos.in_chat', '=', 0)
    .executeTakeFirst();
  const visible = p && (isPublished(p) || p.owner_id === user.id);
  if (!p || !visible) throw notFound('Photo');
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    let delta = 0;
    if (like === Like.none) {
      const gone = await trx
        .deleteFrom('photo_likes')
        .where('user_id', '=', user.id)
        .where('photo_id', '=', p.id)
        .returning('value')
        .executeTakeFirst();
      delta = gone?.value === Like.like ? -1 : 0;
    } else {
      // Twice at most: a row deleted by a concurrent clear between the two statements is inserted again.
      for (let attempt = 0; attempt < 2; attempt++) {
        const added = await trx
          .insertInto('photo_likes')
          .values({ user_id: user.id, photo_id: p.id, value: like, create_time: now })
          .onConflict((oc) => oc.columns(['user_id', 'photo_id']).doNothing())
          .returning('value')
          .executeTakeFirst();
        if (added) {
          delta = like === Like.like ? 1 : 0;
          break;
        }
        // The row held the other value (likes are 1 or -1): a like replaces an unlike or the reverse.
        const flipped = await trx
          .updateTable('photo_likes')
          .set({ value: like, create_time: now })
          .where('user_id', '=', user.id)
          .where('photo_id', '=', p.id)
          .where('value', '!=', like)
          .returning('value')
          .executeTakeFirst();
        if (flipped) {
          delta = like === Like.like ? 1 : -1;
          break;
        }
        const stands = await trx
          .selectFrom('photo_likes')
          .select('value')
          .where('user_id', '=', user.id)
          .where('photo_id', '=', p.id)
          .executeTakeFirst();
        if (stands) break;
      }
    }
    const row =
      delta !== 0
        ? await trx
            .updateTable('photos')
            .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
            .where('id', '=', p.id)
            .returning('like_count')
            .executeTakeFirstOrThrow()
        : await trx.selectFrom('photos').select('like_count').where('id', '=', p.id).executeTakeFirstOrThrow();
    return { photoId: p.id, like, likeCount: row.like_count };
  });
}

/** Gallery figures of a visible character, with what this viewer liked. */
export async function photoStatics(deps: Deps, viewer: UserRow | undefined, characterId: string) {
  await visibleCharacter(deps.db, characterId, viewer);
  const totals = await deps.db
    .selectFrom('photos')
    .where('character_id', '=', characterId)
    .where('in_chat', '=', 0)
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('like_count').as('likes')])
    .executeTakeFirstOrThrow();
  const mine = viewer
    ? await deps.db
        .selectFrom('photo_likes')
        .innerJoin('photos', 'photos.id', 'photo_likes.photo_id')
        .select(['photo_likes.photo_id', 'photo_likes.value'])
        .where('photo_likes.user_id', '=', viewer.id)
        .where('photos.character_id', '=', characterId)
        .execute()
    : [];
  return {
    characterId,
    photoCount: Number(totals.n),
    likeCount: Number(totals.likes ?? 0),
    myLikes: Object.fromEntries(mine.map((m) => [m.photo_id, m.value])),
  };
}

/**
 * One more gallery photo of the user's own character (Premium, 50 coins): drawn from her stored
 * appearance and seed, then saved and charged together. A failed drawing charges nothing.
 */
export async function generateOwnPhoto(deps: Deps, user: UserRow, characterId: string) {
  const now = deps.clock();
  const c = await deps.db
    .selectFrom('characters')
    .selectAll()
    .where('id', '=', characterId)
    .where('owner_id', '=', user.id)
    .where('delete_time', 'is', null)
    .executeTakeFirst();
  if (!c) throw notFound('Character');
  if (!isPremium(user.vip_expire_at, now)) throw new AppError(ErrorCode.premiumRequired, 'Generating photos is a Premium feature');
  if (user.gold_balance < energy.photoCoinCost) throw new AppError(ErrorCode.notEnoughCoins);
  const id = newId('p');
  const character = c;
  // Drawn only within what the coins pay for (draw-places.ts).
  const stored = await withDrawPlace(deps.db, user.id, now, async () => {
    const { stored: image, variant, scene } = await renderNewPhoto(deps, character);
    // A refused charge (the coins went elsewhere while she was drawn) leaves no file behind.
    await saveStoredImage(deps, image, async (trx) => {
      await trx
        .insertInto('photos')
        .values({
          id,
          character_id: character.id,
          file: image.file,
          blurred_file: image.blurredFile,
          width: image.width,
          height: image.height,
          sort: variant,
          like_count: 0,
          prompt: scene,
          seed: character.seed,
          in_chat: 0,
          create_time: now,
        })
        .execute();
      await applyLedger(trx, {
        userId: user.id,
        currency: 'gold',
        amount: -energy.photoCoinCost,
        reason: 'generate_image',
        refId: id,
        now,
      });
    });
    return image;
  });
  const fresh = await deps.db.selectFrom('users').select('gold_balance').where('id', '=', user.id).executeTakeFirstOrThrow();
  return {
    photo: {
      id,
      characterId: c.id,
      url: mediaUrl(stored.file),
      blurred: false,
      locked: false,
      unlockPrice: energy.unlockCoinCost,
      width: stored.width,
      height: stored.height,
      likeCount: 0,
    },
    goldBalance: fresh.gold_balance,
  };
}
