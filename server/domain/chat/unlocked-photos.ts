import type { Db } from '../../db/connect.js';
import { mediaUrl } from '../catalogue.js';

/**
 * The photos a user paid for, newest first (docs/money.md: unlocks with coins or Stars, chat photos
 * bought as Premium, delivered orders all write `photo_unlocks`). Each is shown in the clear
 * whatever became of her since: a character her creator deleted keeps the photos her buyers paid
 * for, so this is where they find them once her page is gone.
 */
export async function unlockedPhotos(db: Db, userId: string, page: number, pageSize: number) {
  const base = db
    .selectFrom('photo_unlocks as u')
    .innerJoin('photos as p', 'p.id', 'u.photo_id')
    .innerJoin('characters as c', 'c.id', 'p.character_id')
    .where('u.user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(['p.id', 'p.file', 'p.width', 'p.height', 'c.id as characterId', 'c.name', 'c.delete_time', 'u.create_time'])
      .orderBy('u.create_time', 'desc')
      .orderBy('p.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      url: mediaUrl(r.file),
      width: r.width,
      height: r.height,
      characterId: r.characterId,
      characterName: r.name,
      characterGone: r.delete_time !== null,
      unlockTime: Number(r.create_time),
    })),
    total: Number(count.n),
  };
}
