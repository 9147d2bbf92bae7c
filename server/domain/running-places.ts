import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { compiled, type Arg } from '../db/compiled.js';

/**
 * Places for paid work that is charged only when it ends (a chat turn, a drawn picture): a place is
 * granted only while the user's running ones are fewer than `payable` (what the balance pays for,
 * read in the same statement), so one guarded upsert of `usage_counters` decides across processes.
 * A counter untouched for `staleMs` is void (its process died): a crash never locks a user out.
 */
export async function takePlace(db: Db, userId: string, name: string, payable: RawBuilder<number>, now: number, staleMs: number) {
  const stale = now - staleMs;
  const row = await db
    .insertInto('usage_counters')
    .values({ user_id: userId, name, used: 1, update_time: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'name'])
        .doUpdateSet({
          used: sql`case when usage_counters.update_time < ${stale} then 1 else usage_counters.used + 1 end`,
          update_time: now,
        })
        .where((eb) => eb.or([eb('usage_counters.update_time', '<', stale), eb('usage_counters.used', '<', payable)])),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A place given back when its work ends, saved or not (a chat turn's save writes it with her
 * reply: chat/reply.ts). `update_time` stays that of the latest place taken: it is what says the
 * counter's process died.
 */
export const givePlaceBack = compiled((db, arg: Arg<{ userId: string; name: string }>) =>
  db
    .updateTable('usage_counters')
    .set({ used: sql`used - 1` })
    .where('user_id', '=', arg('userId'))
    .where('name', '=', arg('name'))
    .where('used', '>', 0),
);
