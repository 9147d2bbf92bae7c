import type { Deps } from '../../deps.js';
import type { Db } from '../../db/connect.js';
import type { LlmProvider, ChatTurn } from '../../providers/llm/types.js';
import { FOLD_EVERY_REPLIES, FOLD_RETRIES, FOLD_RETRY_MS, memoryLimits, SESSION_FOLDS_PER_MINUTE } from '../memory/limits.js';
import { foldOffline, foldWithModel, FoldPreempted, isOfflineModel, type FoldInput, type FoldResult } from '../memory/fold.js';
import { mergeFacts } from '../memory/facts.js';
import { backgroundWork } from '../background-work.js';

/**
 * Memory work (facts and the story so far) runs after replies, in the chat queue's background
 * lane: it takes a model slot only while no reply waits, and a reply that arrives stops it (the
 * fold is tried again a little later, nothing is lost). Bounded (memory/limits.ts): one fold per
 * session at a time, one every FOLD_EVERY_REPLIES replies of a session, and model folds per
 * minute per session and for all processes together (deps.foldBudget); a fold over a minute's
 * budget stays due and the session's next reply asks again (its messages wait behind the cursor,
 * so nothing is skipped). On PostgreSQL, where several processes each see part of a session's
 * replies, a model fold is also claimed in the database (claimFold): one at a time per session and
 * FOLD_CLAIM_MS apart, whichever process.
 */
const running = new Set<string>();
/** Replies since the last fold, per session. */
const sinceLast = new Map<string, number>();
const folds = backgroundWork();
/** Start times of each session's model folds this minute (the per-session bound; the global one is deps.foldBudget). */
const recentBySession = new Map<string, number[]>();

/** For tests and shutdown: wait until background memory updates have finished. */
export const memoryIdle = folds.idle;

export interface FoldRequest {
  sessionId: string;
  premium: boolean;
  lang: string;
}

/** Called after each reply: every few replies, a fold of this session in the background. */
export function scheduleMemoryUpdate(deps: Deps, llm: LlmProvider, model: string, sessionId: string, premium: boolean, lang: string) {
  if (running.has(sessionId)) return;
  const n = (sinceLast.get(sessionId) ?? FOLD_EVERY_REPLIES - 1) + 1;
  if (n < FOLD_EVERY_REPLIES) {
    sinceLast.set(sessionId, n);
    return;
  }
  const withModel = !isOfflineModel(llm);
  if (withModel && !takeSessionFold(sessionId, Date.now())) {
    // Over the session's minute: stay due, the next reply of this session asks again.
    sinceLast.set(sessionId, FOLD_EVERY_REPLIES - 1);
    return;
  }
  if (sinceLast.size > 100_000) sinceLast.clear();
  sinceLast.set(sessionId, 0);
  running.add(sessionId);
  folds.track(
    deps,
    (withModel ? mayFoldWithModel(deps, sessionId) : Promise.resolve(true))
      .then((go) => (go ? foldWithRetries(deps, llm, model, { sessionId, premium, lang }) : undefined))
      .catch((e) => deps.log.warn('memory update failed', { sessionId, error: String(e) }))
      .finally(() => running.delete(sessionId)),
  );
}

/** This process's count of the session's model folds this minute: true, and counted, while under it. */
function takeSessionFold(sessionId: string, now: number) {
  const mine = (recentBySession.get(sessionId) ?? []).filter((t) => t > now - 60_000);
  if (mine.length >= SESSION_FOLDS_PER_MINUTE) return false;
  if (recentBySession.size > 100_000) recentBySession.clear();
  recentBySession.set(sessionId, [...mine, now]);
  return true;
}

/**
 * Whether a model fold of the session may start: on PostgreSQL it is claimed in the database first
 * (several processes each count a session's replies), then it takes one of the minute's folds of
 * all processes. Over the minute's budget, the session stays due and its next reply asks again.
 */
async function mayFoldWithModel(deps: Deps, sessionId: string) {
  if (deps.dialect === 'postgres' && !(await claimFold(deps.db, sessionId, Date.now()))) return false;
  if (await deps.foldBudget.take()) return true;
  sinceLast.set(sessionId, FOLD_EVERY_REPLIES - 1);
  return false;
}

/** A session's model folds begin at least this far apart, across every process. */
export const FOLD_CLAIM_MS = 60_000 / SESSION_FOLDS_PER_MINUTE;

/**
 * Claims the next fold of a session: true for one caller, and again only FOLD_CLAIM_MS after the
 * last claim, whichever process asks (one guarded upsert; the cursor row is made if missing).
 */
export async function claimFold(db: Db, sessionId: string, now: number): Promise<boolean> {
  const row = await db
    .insertInto('memory_cursors')
    .values({ session_id: sessionId, facts_upto: 0, fold_started_at: now })
    .onConflict((oc) =>
      oc
        .column('session_id')
        .doUpdateSet({ fold_started_at: now })
        .where('memory_cursors.fold_started_at', '<=', now - FOLD_CLAIM_MS),
    )
    .returning('session_id')
    .executeTakeFirst();
  return !!row;
}

async function foldWithRetries(deps: Deps, llm: LlmProvider, model: string, req: FoldRequest) {
  for (let attempt = 0; ; attempt++) {
    try {
      await updateMemory(deps, llm, model, req.sessionId, memoryLimits(req.premium).window, req.lang, req.premium);
      return;
    } catch (e) {
      if (!(e instanceof FoldPreempted)) throw e;
      if (attempt >= FOLD_RETRIES) {
        // Still busy: the session stays due and its next reply asks again.
        sinceLast.set(req.sessionId, FOLD_EVERY_REPLIES - 1);
        return;
      }
      await new Promise((r) => setTimeout(r, FOLD_RETRY_MS).unref());
    }
  }
}

/**
 * One fold of a session: the user's new messages give facts (merged into the user's facts about
 * this character), the turns that left the prompt window join the story so far.
 */
export async function updateMemory(
  deps: Deps,
  llm: LlmProvider,
  model: string,
  sessionId: string,
  windowTurns: number,
  lang: string,
  premium = false,
) {
  const { db } = deps;
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) return;
  const cursor = await db.selectFrom('memory_cursors').select('facts_upto').where('session_id', '=', sessionId).executeTakeFirst();
  const factsUpto = cursor?.facts_upto ?? 0;
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'role', 'content', 'create_time'])
    .where('session_id', '=', sessionId)
    .where('create_time', '>', Math.min(session.memory_upto, factsUpto))
    .where('kind', '=', 'text')
    .where('status', '=', 'done')
    .orderBy('create_time')
    .execute();
  const afterSummary = rows.filter((m) => m.create_time > session.memory_upto);
  const older = afterSummary.slice(0, Math.max(0, afterSummary.length - windowTurns));
  const userMessages = rows.filter((m) => m.role === 'user' && m.create_time > factsUpto);
  if (older.length === 0 && userMessages.length === 0) return;
  const input: FoldInput = {
    previousSummary: session.memory,
    older: older.map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }) as ChatTurn),
    userMessages: userMessages.map((m) => ({ id: m.id, content: m.content })),
    lang,
  };
  const result = await fold(deps, llm, model, input);

  const now = deps.clock();
  await mergeFacts(db, { userId: session.user_id, characterId: session.character_id }, result.facts, memoryLimits(premium).facts, now);
  const lastUser = userMessages.at(-1)?.create_time;
  if (lastUser !== undefined) {
    await db
      .insertInto('memory_cursors')
      .values({ session_id: sessionId, facts_upto: lastUser })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ facts_upto: lastUser }).where('memory_cursors.facts_upto', '<', lastUser))
      .execute();
  }
  if (result.summary !== null && older.length) {
    await db
      .updateTable('sessions')
      .set({ memory: result.summary, memory_upto: older.at(-1)!.create_time })
      .where('id', '=', sessionId)
      .where('memory_upto', '=', session.memory_upto)
      .execute();
  }
}

/** The offline engine folds in place (no model request); a model folds in a background slot. */
async function fold(deps: Deps, llm: LlmProvider, model: string, input: FoldInput): Promise<FoldResult> {
  if (isOfflineModel(llm)) return foldOffline(input);
  const slot = await deps.chatQueue.acquireBackground();
  try {
    if (slot.preempted.aborted) throw new FoldPreempted('a reply needed the slot');
    return await foldWithModel(llm, model, input, slot.preempted);
  } finally {
    slot.release();
  }
}
