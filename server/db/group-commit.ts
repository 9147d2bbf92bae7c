import { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';
import { execute, onPostgres } from './compiled.js';

/** The statements around each unit (SQLite's savepoints), compiled once. */
const savepoint = CompiledQuery.raw('savepoint unit');
const rollbackTo = CompiledQuery.raw('rollback to unit');
const release = CompiledQuery.raw('release unit');

/** A transaction's work waiting for the next shared commit, and how to answer its caller. */
interface Unit {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Units queued on each database for the commit the event loop's next check phase runs. */
const queued = new WeakMap<Db, Unit[]>();

/**
 * `work` in a transaction of its own, as `db.transaction().execute(work)` runs it: all of it or
 * none, and its caller is answered once it is committed.
 *
 * On SQLite, every such transaction begun in one turn of the event loop shares one commit: each
 * runs in a savepoint of one transaction, in order, so one that fails (a guarded update refusing,
 * a unique key) is rolled back alone and the others commit. A commit writes each page the
 * transactions touched into the write-ahead log, and a chat turn's two commits were its single
 * largest cost (about 65 µs each; the same last page of `messages` and its indexes written again
 * by every turn). SQLite runs one writer at a time whatever we do, so this changes no outcome:
 * the transactions run one after another as they would have, only their commit is shared.
 *
 * `work` must only run statements on `trx`, or straight on the same SQLite connection (the rate
 * limiter's store), never wait on anything else (the others wait for it), and must not open a
 * transaction through Kysely itself. On PostgreSQL each runs alone: its commits are the
 * server's, and transactions there run side by side.
 */
export function groupTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  if (onPostgres(db)) return db.transaction().execute(work);
  return new Promise<T>((resolve, reject) => {
    let units = queued.get(db);
    if (!units) {
      units = [];
      queued.set(db, units);
      setImmediate(() => {
        queued.delete(db);
        void commitTogether(db, units!);
      });
    }
    units.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

/** One transaction, a savepoint each; callers are answered after the commit (or all refused if it fails). */
async function commitTogether(db: Db, units: Unit[]) {
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const unit of units) {
        await execute(trx, savepoint);
        try {
          outcomes.push({ ok: true, value: await unit.work(trx) });
        } catch (error) {
          await execute(trx, rollbackTo);
          outcomes.push({ ok: false, error });
        }
        await execute(trx, release);
      }
    });
  } catch (error) {
    // The commit (or a savepoint statement) failed: nothing of any unit was kept.
    for (const unit of units) unit.reject(error);
    return;
  }
  units.forEach((unit, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) unit.resolve(outcome.value);
    else unit.reject(outcome.error);
  });
}
