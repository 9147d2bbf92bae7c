import type { TestApp } from '../../test/harness.js';
import { markVerified } from '../verification.js';

/** A buyer with coins, and a verified creator who owns a published character of the demo catalogue (with her gallery). */
export async function buyerAndCreator(t: TestApp) {
  const buyer = await t.member();
  const creator = await t.member();
  const db = t.deps.db;
  await db.updateTable('users').set({ gold_balance: 5000 }).where('id', '=', buyer.uid).execute();
  const c = await db
    .selectFrom('characters')
    .select('id')
    .where('release', '=', 30)
    .where('visibility', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('characters').set({ owner_id: creator.uid }).where('id', '=', c.id).execute();
  await markVerified(db, creator.uid, t.deps.clock()); // only a verified creator takes orders
  const photos = await db
    .selectFrom('photos')
    .select('id')
    .where('character_id', '=', c.id)
    .where('in_chat', '=', 0)
    .orderBy('sort')
    .limit(2)
    .execute();
  return { buyer, creator, characterId: c.id, photoIds: photos.map((p) => p.id) };
}
