import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/**
 * Limits decided by one guarded statement each, never by a count read first: concurrent callers
 * queue on the row, and only those that find room take it. Run inside the caller's transaction
 * when the use must fall with what it pays for (a refused charge gives the use back).
 */

/** The visitor's allowance of answered tour messages. */
export const TOUR_ALLOWANCE = 'tour';

/** Take one of `limit` uses of a named allowance (`tour`, `gifts:<day>`); false when all are used. */
export async function takeUse(db: Db, userId: string, name: string, limit: number, now: number): Promise<boolean> {
  if (limit <= 0) return false;
  const row = await db
    .insertInto('usage_counters')
    .values({ user_id: userId, name, used: 1, update_time: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'name'])
        .doUpdateSet({ used: sql`usage_counters.used + 1`, update_time: now })
        .where('usage_counters.used', '<', limit),
    )
    .returning('used')
    .executeTakeFirst();
  return row !== undefined;
}

/** Give a use back (the thing it was taken for did not happen). */
export async function giveUseBack(db: Db, userId: string, name: string, now: number): Promise<void> {
  await db
    .updateTable('usage_counters')
    .set({ used: sql`used - 1`, update_time: now })
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .where('used', '>', 0)
    .execute();
}

export async function usesOf(db: Db, userId: string, name: string): Promise<number> {
  const row = await db
    .selectFrom('usage_counters')
    .select('used')
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.used ?? 0;
}

/**
 * Take a key that may be taken once every `everyMs` (a login code per address a minute). Answers
 * 0 when taken, else how long to wait.
 */
export async function takeCooldown(db: Db, key: string, everyMs: number, now: number): Promise<number> {
  const row = await db
    .insertInto('cooldowns')
    .values({ key, at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ at: now })
        .where('cooldowns.at', '<=', now - everyMs),
    )
    .returning('at')
    .executeTakeFirst();
  if (row) return 0;
  const last = await db.selectFrom('cooldowns').select('at').where('key', '=', key).executeTakeFirst();
  return Math.max(1, (last?.at ?? now) + everyMs - now);
}
