/**
 * One `reply_stats` row per chat reply the model was asked for (migration 2026-12-10): the model,
 * the time to its first piece and in all, and whether the provider failed. The console charts
 * them by model and day (numbers.ts); no user id and no text are kept, only timings.
 */
import { compiled, type Arg } from '../../db/compiled.js';
import type { ReplyStatTable } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { newTimeId } from '../ids.js';

/**
 * Times one reply with the monotonic clock, from asking the model to its end. The chat turn reads
 * the model's stream itself and ticks `piece()`: a wrapper around the stream would cost every
 * piece another generator step. The row's time is the deps clock, like every other row.
 */
export class ReplyTimer {
  private started = 0;
  private firstToken: number | null = null;

  /** The model is asked now. */
  start() {
    this.started = performance.now();
  }

  /** Was the model asked? A turn that failed before (its prompt) keeps no row. */
  get asked() {
    return this.started > 0;
  }

  piece() {
    if (this.firstToken === null) this.firstToken = Math.round(performance.now() - this.started);
  }

  /** The row: finished, cut by the content guard or stopped are answered (`error` empty); a provider error is a failure. */
  row(model: string, error: unknown, now: number): ReplyStatTable {
    const message = error ? (error instanceof Error ? error.message : String(error)).slice(0, 200) || 'failed' : '';
    return {
      id: newTimeId('rs'),
      model: model.slice(0, 100),
      first_token_ms: this.firstToken,
      total_ms: Math.round(performance.now() - this.started),
      ok: message ? 0 : 1,
      error: message,
      create_time: now,
    };
  }
}

/** Written in the transaction that saves the reply, so a reply costs no commit of its own for it. */
export const insertReplyStat = compiled((db, r: Arg<ReplyStatTable>) =>
  db.insertInto('reply_stats').values({
    id: r('id'),
    model: r('model'),
    first_token_ms: r('first_token_ms'),
    total_ms: r('total_ms'),
    ok: r('ok'),
    error: r('error'),
    create_time: r('create_time'),
  }),
);

/** A turn that saved no reply (the provider failed, nothing to charge) still keeps its row; never fails the turn. */
export async function keepReplyStat(deps: Pick<Deps, 'db' | 'log'>, row: ReplyStatTable) {
  await insertReplyStat(deps.db, row).catch((e: unknown) =>
    deps.log.warn('reply stat not kept', { error: e instanceof Error ? e.message : String(e) }),
  );
}
