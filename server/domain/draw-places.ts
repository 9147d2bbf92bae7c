import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { energy as E } from '../../shared/constants.js';
import { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../errors.js';
import { givePlaceBack, placeTaker } from './running-places.js';

/**
 * A paid picture (a Premium member's photo in chat, a creator's gallery photo: 50 coins each) is
 * charged when it is saved, after it was drawn: without a bound, 50 requests sent at once with the
 * coins for one drew 50 pictures (each a call to the image service) and kept one. So a paid draw
 * takes a place first, granted only while the user's draws already running are fewer than their
 * coins pay for (running-places.ts). The place is given back when the draw ends, saved or not.
 */
const PLACES = 'draws:running';
const STALE_MS = 5 * 60_000;

const takeDrawPlace = placeTaker(
  PLACES,
  (userId) => sql<number>`(select gold_balance / ${E.photoCoinCost} from users where id = ${userId})`,
);

/** Draw a paid picture inside a place (2002 at once when the coins are already spoken for). */
export async function withDrawPlace<T>(db: Db, userId: string, now: number, draw: () => Promise<T>): Promise<T> {
  if (!(await takeDrawPlace(db, userId, now, STALE_MS))) throw new AppError(ErrorCode.notEnoughCoins);
  try {
    return await draw();
  } finally {
    await givePlaceBack(db, { userId, name: PLACES });
  }
}
