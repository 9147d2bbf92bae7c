/**
 * Repeated refusals pause an account's chat and put it in the operator's review queue. The
 * database decides: each refusal is a row, and one guarded upsert counts the last hour's rows and
 * starts a pause only when none is running, so 50 concurrent refusals make exactly one pause.
 */
import { sql } from 'kysely';
import type { RefusalSource } from '../../../shared/enums.js';
import type { Db } from '../../db/connect.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { pausedText } from './messages.js';

export const REFUSALS_TO_PAUSE = 3;
export const REFUSAL_WINDOW_MS = 60 * 60_000;
export const PAUSE_MS = 24 * 60 * 60_000;

/** Where a refusal happened: the user's chat message, a bot DM, or a character's reply cut mid-stream. */
export type { RefusalSource } from '../../../shared/enums.js';

export interface Refusal {
  userId: string;
  source: RefusalSource;
  category: string;
  rule: string;
  /** What the operator reads; empty for a cut reply (its text is never kept). */
  excerpt: string;
  now: number;
}

/**
 * 2004 for a paused chat, saying in the user's language how long the pause still runs, and why
 * only when the content policy set it (`byTeam`: an operator's, whose reason is theirs to tell).
 */
export const pausedError = (lang: string, until: number, now: number, byTeam = false) =>
  new AppError(ErrorCode.contentNotAllowed, pausedText(lang, (until - now) / 3_600_000, byTeam));

/** The review status an operator's restriction writes (admin/people.ts `restrict`). */
export const OPERATOR_PAUSE = 'operator';

/**
 * Keeps the refusal and, when it is the third of the hour caused by the user, pauses the chat.
 * Returns the end of a pause this refusal started, else null.
 */
export async function recordRefusal(db: Db, r: Refusal): Promise<number | null> {
  await db
    .insertInto('moderation_flags')
    .values({
      id: newId('mf'),
      user_id: r.userId,
      source: r.source,
      category: r.category,
      rule: r.rule.slice(0, 100),
      excerpt: r.excerpt.slice(0, 500),
      create_time: r.now,
    })
    .execute();
  if (r.source === 'reply') return null;
  const until = r.now + PAUSE_MS;
  // INSERT … SELECT … WHERE count ≥ 3, ON CONFLICT only when the previous pause is over: the
  // count and the one-pause rule are both decided inside the statement (SQLite and PostgreSQL).
  const result = await sql<{ until: number }>`
    INSERT INTO chat_restrictions (user_id, until, episodes, review_status, create_time)
    SELECT CAST(${r.userId} AS TEXT), CAST(${until} AS BIGINT), 1, 'pending', CAST(${r.now} AS BIGINT)
    WHERE (SELECT count(*) FROM moderation_flags WHERE user_id = ${r.userId} AND source <> 'reply' AND create_time > ${r.now - REFUSAL_WINDOW_MS}) >= ${REFUSALS_TO_PAUSE}
    ON CONFLICT (user_id) DO UPDATE SET until = excluded.until, create_time = excluded.create_time,
      episodes = chat_restrictions.episodes + 1, review_status = 'pending'
    WHERE chat_restrictions.until <= excluded.create_time
    RETURNING until`.execute(db);
  const row = result.rows[0];
  return row ? Number(row.until) : null;
}

/**
 * 2004 while the user's chat is paused: for what her reply would answer (a gift's thanks), so
 * nothing is charged for a reply the pause would refuse.
 */
export async function assertChatNotPaused(db: Db, userId: string, lang: string, now: number): Promise<void> {
  const pause = await db
    .selectFrom('chat_restrictions')
    .select(['until', 'review_status'])
    .where('user_id', '=', userId)
    .where('until', '>', now)
    .executeTakeFirst();
  if (pause) throw pausedError(lang, Number(pause.until), now, pause.review_status === OPERATOR_PAUSE);
}
