import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { SessionRow } from '../../db/database.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { newId } from '../ids.js';
import { takeUse, usesOf } from '../usage.js';
import { isUniqueViolation } from '../orders/db-errors.js';
import { groupTransaction } from '../../db/group-commit.js';
import { compiled, onPostgres, type Arg } from '../../db/compiled.js';

/**
 * Relationship state per chat (docs/memory.md): affection 0..100 and the stage it gives. The rules,
 * all decided by guarded statements (a daily allowance is a usage counter, a one-time change is
 * the unique key of its history row):
 * - start: from her relationship type (romantic types start as partners, a friend as a friend);
 * - each answered message +1, at most MESSAGE_DAILY a day per chat;
 * - a gift +3, at most GIFT_DAILY gifts a day per chat count (coins cannot buy a stage);
 * - a finished story (STORY_REPLIES replies in a story chat) +10, once per chat.
 * Nothing here touches coins or energy.
 */
export const stages = ['stranger', 'friend', 'close', 'partner'] as const;
export type Stage = (typeof stages)[number];
export const STAGE_FROM: Record<Stage, number> = { stranger: 0, friend: 20, close: 50, partner: 80 };
export const MESSAGE_POINTS = 1;
export const MESSAGE_DAILY = 10;
export const GIFT_POINTS = 3;
export const GIFT_DAILY = 3;
export const STORY_POINTS = 10;
export const STORY_REPLIES = 20;

const START: Record<string, number> = {
  girlfriend: 80,
  wife: 85,
  mistress: 80,
  'friends with benefits': 60,
  friend: 35,
  classmate: 15,
  colleague: 15,
  mentor: 10,
  teacher: 10,
  stepmother: 10,
  stepdaughter: 10,
};

export const stageOf = (affection: number): Stage =>
  affection >= STAGE_FROM.partner
    ? 'partner'
    : affection >= STAGE_FROM.close
      ? 'close'
      : affection >= STAGE_FROM.friend
        ? 'friend'
        : 'stranger';

export const startAffection = (relationship: string) => START[relationship.toLowerCase()] ?? 10;

/** The stage as SQL, so the statement that moves affection also sets the stage it gives. */
const stageSql = (affection: ReturnType<typeof sql>) =>
  sql<string>`CASE WHEN ${affection} >= ${STAGE_FROM.partner} THEN 'partner' WHEN ${affection} >= ${STAGE_FROM.close} THEN 'close' WHEN ${affection} >= ${STAGE_FROM.friend} THEN 'friend' ELSE 'stranger' END`;

export interface RelationshipState {
  affection: number;
  stage: Stage;
  /** The last change (+N), 0 if none yet. */
  lastDelta: number;
  updateTime: number;
}

/** The chat's row, created at her starting point the first time it is needed. */
export async function ensureRelationship(
  db: Db,
  session: Pick<SessionRow, 'id' | 'character_id'>,
  now: number,
): Promise<RelationshipState> {
  const existing = await db.selectFrom('relationships').selectAll().where('session_id', '=', session.id).executeTakeFirst();
  if (existing) return toState(existing);
  const character = await db.selectFrom('characters').select('relationship').where('id', '=', session.character_id).executeTakeFirst();
  const affection = startAffection(character?.relationship ?? '');
  await db
    .insertInto('relationships')
    .values({ session_id: session.id, affection, stage: stageOf(affection), last_delta: 0, update_time: now })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
  return toState(await db.selectFrom('relationships').selectAll().where('session_id', '=', session.id).executeTakeFirstOrThrow());
}

const allowanceName = (reason: ChangeReason, sessionId: string, now: number) =>
  `affection:${reason}:${sessionId}:${new Date(now).toISOString().slice(0, 10)}`;

const stateWithAllowance = compiled((db, arg: Arg<{ sessionId: string; userId: string; allowance: string }>) =>
  db
    .selectFrom('relationships')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('usage_counters')
        .select('used')
        .where('user_id', '=', arg('userId'))
        .where('name', '=', arg('allowance'))
        .as('used_today'),
    )
    .where('session_id', '=', arg('sessionId')),
);

/**
 * The chat's state as a turn reads it for its prompt, with how much of today's message allowance
 * is spent, in one statement: the reply then moves affection without reading either again. Not
 * run: the turn reads it with its other reads (readTogether), then relationshipFrom.
 */
export function relationshipRead(db: Db, session: Pick<SessionRow, 'id' | 'user_id'>, now: number) {
  return stateWithAllowance.bind(db, {
    sessionId: session.id,
    userId: session.user_id,
    allowance: allowanceName('message', session.id, now),
  });
}

/** The state from relationshipRead's rows; a chat without a row yet gets its first one. */
export async function relationshipFrom(
  db: Db,
  session: Pick<SessionRow, 'id' | 'character_id' | 'user_id'>,
  now: number,
  rows: Awaited<ReturnType<typeof stateWithAllowance>>,
): Promise<RelationshipState & { messagesToday: number }> {
  const [row] = rows;
  if (row) return { ...toState(row), messagesToday: Number(row.used_today ?? 0) };
  return { ...(await ensureRelationship(db, session, now)), messagesToday: 0 };
}

function toState(r: { affection: number; stage: string; last_delta: number; update_time: number }): RelationshipState {
  return { affection: Number(r.affection), stage: r.stage as Stage, lastDelta: Number(r.last_delta), updateTime: Number(r.update_time) };
}

export type ChangeReason = 'message' | 'gift' | 'story';

/**
 * Move affection by `points` for one event, in one transaction with its history row. `refId`
 * names the event: the same (chat, reason, refId) changes it once. Daily allowances are taken
 * first; over them nothing changes. Answers the new state and the change actually made.
 */
export async function changeAffection(
  db: Db,
  session: Pick<SessionRow, 'id' | 'character_id' | 'user_id'>,
  reason: ChangeReason,
  refId: string,
  now: number,
  /**
   * From the turn's read (relationshipRead): the row exists, and (when read) how much of today's
   * allowance for this reason was spent then.
   */
  known?: { usedToday?: number },
): Promise<{ state: RelationshipState; delta: number } | null> {
  if (!known) await ensureRelationship(db, session, now);
  const points = reason === 'message' ? MESSAGE_POINTS : reason === 'gift' ? GIFT_POINTS : STORY_POINTS;
  const daily = reason === 'message' ? MESSAGE_DAILY : reason === 'gift' ? GIFT_DAILY : 0;
  const allowance = allowanceName(reason, session.id, now);
  // Most messages of a talkative day come after the allowance is spent: a read skips the
  // transaction then (the guarded take below still decides when it is not).
  if (daily && (known?.usedToday ?? (await usesOf(db, session.user_id, allowance))) >= daily) return null;
  // PostgreSQL: all three in one statement, one round trip instead of a transaction's five. Not a
  // story's: once finished, each reply of its chat asks again, and a refused repeat is an error
  // line in the database's log, where the transaction's refusal is silent.
  if (daily && onPostgres(db)) return changeInOne(db, session, reason, refId, now, points, { allowance, daily });
  // The allowance, the move and its history row in one transaction (on SQLite, sharing the turn's
  // commit); the history row's unique key makes an event count once: a second one rolls the whole
  // transaction back.
  return groupTransaction(db, async (trx) => {
    if (daily && !(await takeUse(trx, session.user_id, allowance, daily, now))) return null;
    const next = sql`CASE WHEN affection + ${points} > 100 THEN 100 ELSE affection + ${points} END`;
    const row = await trx
      .updateTable('relationships')
      .set({
        affection: next as never,
        stage: stageSql(next) as never,
        last_delta: sql`CASE WHEN affection + ${points} > 100 THEN 100 - affection ELSE ${points} END` as never,
        update_time: now,
      })
      .where('session_id', '=', session.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const state = toState(row);
    const counted = await trx
      .insertInto('relationship_events')
      .values({
        id: newId('re'),
        session_id: session.id,
        reason,
        ref_id: refId,
        delta: state.lastDelta,
        affection: state.affection,
        stage: state.stage,
        create_time: now,
      })
      .onConflict((oc) => oc.columns(['session_id', 'reason', 'ref_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!counted) throw new CountedBefore();
    return { state, delta: state.lastDelta };
  }).catch((e: unknown) => {
    if (e instanceof CountedBefore) return null;
    throw e;
  });
}

/** The event moved affection before (its history row exists): this transaction is rolled back. */
class CountedBefore extends Error {}

/**
 * changeAffection as one PostgreSQL statement: the day's allowance taken, the move if it was, and
 * its history row from the moved state. A history row counted before fails its unique key, and
 * the whole statement with it: nothing is taken or moved.
 */
async function changeInOne(
  db: Db,
  session: Pick<SessionRow, 'id' | 'user_id'>,
  reason: ChangeReason,
  refId: string,
  now: number,
  points: number,
  allowance: { allowance: string; daily: number },
): Promise<{ state: RelationshipState; delta: number } | null> {
  const values = { sessionId: session.id, userId: session.user_id, reason, refId, now, points, id: newId('re') };
  try {
    const [row] = await moveWithAllowance(db, { ...values, ...allowance });
    if (!row) return null;
    const state = toState(row);
    return { state, delta: state.lastDelta };
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

type Moved = { affection: number; stage: string; last_delta: number; update_time: number };
type MoveArgs = { sessionId: string; userId: string; reason: ChangeReason; refId: string; now: number; points: number; id: string };

/** changeInOne's statement: `taken` the allowance, `moved` the affection if it was, `counted` its history row. */
const moveWithAllowance = compiled((db, arg: Arg<MoveArgs & { allowance: string; daily: number }>) => {
  const points = sql`cast(${arg('points')} as integer)`;
  const next = sql`CASE WHEN affection + ${points} > 100 THEN 100 ELSE affection + ${points} END`;
  return {
    compile: () =>
      sql<Moved>`with taken as (
          insert into usage_counters (user_id, name, used, update_time) values (${arg('userId')}, ${arg('allowance')}, 1, ${arg('now')})
          on conflict (user_id, name) do update set used = usage_counters.used + 1, update_time = ${arg('now')}
          where usage_counters.used < ${arg('daily')} returning used),
        moved as (
          update relationships set affection = ${next}, stage = ${stageSql(next)},
            last_delta = CASE WHEN affection + ${points} > 100 THEN 100 - affection ELSE ${points} END, update_time = ${arg('now')}
          where session_id = ${arg('sessionId')} and exists (select 1 from taken) returning *),
        counted as (
          insert into relationship_events (id, session_id, reason, ref_id, delta, affection, stage, create_time)
          select ${arg('id')}, ${arg('sessionId')}, ${arg('reason')}, ${arg('refId')}, last_delta, affection, stage, ${arg('now')} from moved)
        select * from moved`.compile(db),
  };
});

export async function relationshipHistory(db: Db, sessionId: string, limit = 20) {
  const rows = await db
    .selectFrom('relationship_events')
    .select(['reason', 'delta', 'affection', 'stage', 'create_time'])
    .where('session_id', '=', sessionId)
    .where('stage', '<>', '')
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    reason: r.reason as ChangeReason,
    delta: Number(r.delta),
    affection: Number(r.affection),
    stage: r.stage as Stage,
    time: Number(r.create_time),
  }));
}

/**
 * A story's condition: the stage (or affection) the user must have reached with her first, in
 * their best chat with her. Stories without a condition row are open to all.
 */
export async function assertStoryCondition(db: Db, userId: string, characterId: string, scriptId: string): Promise<void> {
  const cond = await db.selectFrom('script_conditions').selectAll().where('script_id', '=', scriptId).executeTakeFirst();
  if (!cond) return;
  const best = await db
    .selectFrom('relationships')
    .innerJoin('sessions', 'sessions.id', 'relationships.session_id')
    .select((eb) => eb.fn.max('relationships.affection').as('a'))
    .where('sessions.user_id', '=', userId)
    .where('sessions.character_id', '=', characterId)
    .executeTakeFirst();
  const affection = Number(best?.a ?? 0);
  const need = Math.max(cond.min_affection, cond.min_stage ? (STAGE_FROM[cond.min_stage as Stage] ?? 0) : 0);
  if (affection < need) throw new AppError(ErrorCode.badParams, 'This story opens when you are closer to her');
}
