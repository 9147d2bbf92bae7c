import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import { turnIsLive } from './chat/pg-queue.js';
import { ownerIsLive } from './chat/pg-listen.js';
import { recoverPendingOrders } from './orders/index.js';
import { drawingProcess, failGeneration, GENERATION_TIMEOUT_MS, launchGeneration, removeFiles } from './custom-characters/generation.js';
import { giveUseBack, TOUR_ALLOWANCE } from './usage.js';

export interface RecoveryReport {
  /** User messages left `pending` by a dead process, now `failed` (the same clientMsgId retries). */
  failedMessages: number;
  /** Character generations started again from their stored appearance. */
  resumedJobs: number;
  /** Character generations failed with their coins (or free creation) given back. */
  failedJobs: number;
  /** Orders whose payment was recorded but not credited. */
  creditedOrders: number;
  ms: number;
}

/**
 * Run at start, before the server answers: finish or undo what a crash (kill -9, power loss)
 * left half-done, so nothing stays stuck and nothing is lost. Every step is safe to run twice
 * and beside another live process on the same database: each settles a row with a guarded
 * write that only one caller can win.
 */
export async function recoverAtStart(deps: Deps): Promise<RecoveryReport> {
  const started = Date.now();
  const failedMessages = await failPendingMessages(deps);
  const jobs = await recoverGenerations(deps);
  const { credited } = await recoverPendingOrders(deps);
  const report = { failedMessages, ...jobs, creditedOrders: credited.length, ms: Date.now() - started };
  if (failedMessages || jobs.resumedJobs || jobs.failedJobs || credited.length) deps.log.warn('recovered after a restart', { ...report });
  return report;
}

/**
 * A `pending` user message is one whose reply was being generated when its process died: it
 * becomes `failed`, which the client offers to retry and a retry with the same clientMsgId
 * answers (nothing was charged: the charge is written with the reply). On PostgreSQL a turn that
 * holds a chat slot of a live process is left to it. One caught in the milliseconds outside its
 * slot (just written, or being saved) is failed, and its process still saves its reply as usual,
 * which sets the message `done`; a retry meanwhile cannot charge twice (the reply's key is unique
 * per session).
 */
export async function failPendingMessages(deps: Deps): Promise<number> {
  let dead = deps.db.updateTable('messages').set({ status: 'failed' }).where('status', '=', 'pending');
  // Several processes: a turn holding a chat slot of a live process (starting beside it, or a
  // deploy's new process) is that process's to finish, not this one's to fail.
  if (deps.dialect === 'postgres') dead = dead.where(sql<boolean>`not ${turnIsLive(sql.ref('messages.id'))}`);
  const failed = await dead.returning('session_id').execute();
  await giveTourMessagesBack(
    deps,
    failed.map((m) => m.session_id),
  );
  return failed.length;
}

/** A visitor's tour turn cut by the crash was never answered: like any unanswered turn, its free message comes back. */
async function giveTourMessagesBack(deps: Deps, sessionIds: string[]) {
  if (!sessionIds.length) return;
  const visitors = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'users.id as userId'])
    .where('sessions.id', 'in', [...new Set(sessionIds)])
    .where('users.is_visitor', '=', 1)
    .execute();
  const userOf = new Map(visitors.map((v) => [v.id, v.userId]));
  const now = deps.clock();
  for (const sessionId of sessionIds) {
    const userId = userOf.get(sessionId);
    if (userId) await giveUseBack(deps.db, userId, TOUR_ALLOWANCE, now);
  }
}

/**
 * Character generations whose process died: a recent one is drawn again from its stored
 * appearance and seed (the job and its charge stay as they were); one older than the
 * generation timeout, or a card import whose uploaded art died with the process, is failed and
 * refunded exactly once (failGeneration deletes the job first; only the deleter refunds). On
 * PostgreSQL a recent job whose process still lives (process_key) is that process's.
 */
export async function recoverGenerations(deps: Deps): Promise<{ resumedJobs: number; failedJobs: number }> {
  const now = deps.clock();
  // Several processes: a job another live process is drawing is left to it (PostgreSQL).
  const live = deps.dialect === 'postgres' ? ownerIsLive(sql.ref('character_jobs.process_key')) : sql<boolean>`${sql.lit(false)}`;
  const jobs = await deps.db
    .selectFrom('character_jobs')
    .innerJoin('custom_characters', 'custom_characters.character_id', 'character_jobs.character_id')
    .select(['character_jobs.character_id', 'character_jobs.job_id', 'character_jobs.started_at', 'custom_characters.mode'])
    .select(live.as('live'))
    .execute();
  let resumedJobs = 0;
  let failedJobs = 0;
  const mine = (await drawingProcess(deps)) ?? null;
  for (const job of jobs) {
    const expired = job.started_at < now - GENERATION_TIMEOUT_MS;
    if (job.live && !expired) continue;
    if (expired || job.mode === 'card') {
      if (await failGeneration(deps, job.character_id, job.job_id)) failedJobs++;
      continue;
    }
    // Restarted now, as this process's: the stale-job sweep measures its age from here. Guarded by
    // the start it was read with (which always moves, even within one millisecond), so that of
    // several processes recovering at once one draws it.
    const r = await deps.db
      .updateTable('character_jobs')
      .set({
        started_at: sql<number>`case when ${now} > started_at then ${now} else started_at + 1 end`,
        process_key: mine,
      })
      .where('job_id', '=', job.job_id)
      .where('started_at', '=', job.started_at)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) continue;
    launchGeneration(deps, job.character_id, job.job_id);
    resumedJobs++;
  }
  return { resumedJobs, failedJobs };
}

/** Names storeImage gives: 128 random bits in hex. Anything else in media/ is left alone. */
const GENERATED = /^[0-9a-f]{32}\.webp$/;

/**
 * Pictures written by a render whose row was never saved (the process died between storing the
 * files and the transaction that records them) are deleted. Only files older than the
 * generation timeout are considered, so a render still running in any process keeps its files.
 * Runs in the background after start: it only frees disk.
 */
export async function sweepOrphanMedia(deps: Deps, opts: { olderThanMs?: number } = {}): Promise<{ scanned: number; removed: number }> {
  const dir = join(deps.config.dataDir, 'media');
  const cutoff = Date.now() - (opts.olderThanMs ?? GENERATION_TIMEOUT_MS);
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    if (!GENERATED.test(name)) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile() && info.mtimeMs < cutoff) old.push(name);
  }
  const orphans: string[] = [];
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const used = new Set<string>();
    const add = (rows: Array<Record<string, string>>) => rows.forEach((r) => Object.values(r).forEach((v) => used.add(v)));
    add(await deps.db.selectFrom('photos').select('file').where('file', 'in', batch).execute());
    add(await deps.db.selectFrom('photos').select('blurred_file').where('blurred_file', 'in', batch).execute());
    add(await deps.db.selectFrom('characters').select('avatar').where('avatar', 'in', batch).execute());
    add(await deps.db.selectFrom('characters').select('cover').where('cover', 'in', batch).execute());
    add(await deps.db.selectFrom('scripts').select('cover').where('cover', 'in', batch).execute());
    orphans.push(...batch.filter((n) => !used.has(n)));
  }
  await removeFiles(deps, orphans);
  if (orphans.length) deps.log.warn('removed pictures no row refers to', { count: orphans.length });
  return { scanned: old.length, removed: orphans.length };
}
