import { sql } from 'kysely';
import { placeTaker } from '../running-places.js';
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

/** A place for a paid turn, void after `staleMs` (the longest a reply may take). */
export const takeTurnPlace = placeTaker(
  PLACES,
  (userId) => sql<number>`(select energy / ${E.messageCost} + gold_balance / ${E.messageCoinCost} from users where id = ${userId})`,
);

/** Which place a turn gives back (running-places.ts `givePlaceBack`), with her reply or alone when it failed. */
export const turnPlace = (userId: string) => ({ userId, name: PLACES });
