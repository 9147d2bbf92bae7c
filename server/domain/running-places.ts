import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.js';
import { compiled, type Arg } from '../db/compiled.js';

/**
 * Places (counter `name`) for paid work that is charged only when it ends (a chat turn, a drawn
 * picture): a place is granted only while the user's running ones are fewer than `payable(userId)`
 * (what the balance pays for, read in the same statement), so one guarded upsert of
 * `usage_counters` decides across processes. A counter untouched for `staleMs` is void (its
 * process died): a crash never locks a user out. The upsert is compiled once: every turn takes one.
 */
export function placeTaker(name: string, payable: (userId: RawBuilder<string>) => RawBuilder<number>) {
  const take = compiled((db, arg: Arg<{ userId: string; now: number; stale: number }>) =>
    db
      .insertInto('usage_counters')
      .values({ user_id: arg('userId'), name, used: 1, update_time: arg('now') })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'name'])
          .doUpdateSet({
            used: sql`case when usage_counters.update_time < ${arg('stale')} then 1 else usage_counters.used + 1 end`,
            update_time: arg('now'),
          })
          .where((eb) =>
            eb.or([eb('usage_counters.update_time', '<', arg('stale')), eb('usage_counters.used', '<', payable(arg('userId')))]),
          ),
      )
      .returning('used'),
  );
  return async (db: Db, userId: string, now: number, staleMs: number) => (await take(db, { userId, now, stale: now - staleMs })).length > 0;
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
