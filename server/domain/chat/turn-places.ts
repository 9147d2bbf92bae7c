import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { compiled, type Arg } from '../../db/compiled.js';
import { takePlace } from '../running-places.js';
import { energy as E } from '../../../shared/constants.js';

/**
 * A paid turn is charged when her reply is written, after the model has streamed it: without a
 * bound, 10 turns sent at once with 1 energy each streamed a whole reply and 9 then failed to
 * charge (2001), 9 replies read for nothing. So a paid turn takes a place before the model runs,
 * granted only while the user's turns already running are fewer than the balance pays for
 * (energy at 1 a turn, then coins at 5). One guarded upsert of `usage_counters` decides, so
 * concurrent turns on any number of processes agree; the place is given back with the turn's
 * charge and reply (in the same statement or transaction), or alone when the turn failed. A place older than a whole reply may take is void (its
 * process died), so a crash never locks a user out.
 */
const PLACES = 'turns:running';

export const takeTurnPlace = (db: Db, userId: string, now: number, staleMs: number) =>
  takePlace(
    db,
    userId,
    PLACES,
    sql<number>`(select energy / ${E.messageCost} + gold_balance / ${E.messageCoinCost} from users where id = ${userId})`,
    now,
    staleMs,
  );

/** The place given back, as a query the turn's save writes together with her reply (reply.ts). */
export const givePlaceBack = compiled((db, arg: Arg<{ userId: string; now: number }>) =>
  db
    .updateTable('usage_counters')
    .set({ used: sql`used - 1`, update_time: arg('now') })
    .where('user_id', '=', arg('userId'))
    .where('name', '=', PLACES)
    .where('used', '>', 0),
);

/** A turn that ended without its save (refused, failed, stopped before any text) gives its place back. */
export async function giveTurnPlaceBack(db: Db, userId: string, now: number): Promise<void> {
  await db.executeQuery(givePlaceBack.bind(db, { userId, now }));
}
