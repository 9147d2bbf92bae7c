import { sql, type RawBuilder } from 'kysely';
import type { UserRow } from '../../db/database.js';
import { preferenceScore, preferencesOf } from '../preferences.js';

/**
 * Whether a character likes the user back: the one rule of Meet (docs/meet.md), as SQL over a
 * `characters` row so the deck, the lists and the like itself all decide it in the database.
 * She likes you when
 *   1. you have talked with her: a message of yours in any chat with her, or
 *   2. her card fits your onboarding answers with a score of at least LIKE_BACK_SCORE
 *      (ethnicity counts 3; hair colour, body, personality or a wanted scenario 2; eyes, a
 *      specific or a shared kink 1), or
 *   3. you gave no onboarding answers it can rank by: nothing of hers can disappoint you.
 * Nothing random: the same user and character always answer the same.
 */
export const LIKE_BACK_SCORE = 2;

export function likesBack(user: Pick<UserRow, 'id' | 'preferences'>): RawBuilder<boolean> {
  const talked = sql`exists (select 1 from sessions ms inner join messages mm on mm.session_id = ms.id
    where ms.user_id = ${user.id} and ms.character_id = characters.id and mm.role = 'user')`;
  const score = preferenceScore(preferencesOf(user));
  return score ? sql<boolean>`(${talked} or ${score} >= ${sql.lit(LIKE_BACK_SCORE)})` : sql<boolean>`(1 = 1)`;
}

/** How well she fits the onboarding answers, to put the best fits first (null without answers). */
export function fitScore(user: Pick<UserRow, 'preferences'>): RawBuilder<number> | null {
  return preferenceScore(preferencesOf(user));
}

/** Order a characters query best fit first, when the answers say anything (a bare `0` would be a column position). */
export function bestFitFirst<Q extends { orderBy(e: RawBuilder<number>, d: 'desc'): Q }>(q: Q, user: Pick<UserRow, 'preferences'>): Q {
  const score = fitScore(user);
  return score ? q.orderBy(score, 'desc') : q;
}
