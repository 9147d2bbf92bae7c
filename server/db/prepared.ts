import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect.js';

/** Stands for the i-th argument (or its field `key`) while a prepared query is compiled. */
class Slot {
  constructor(
    readonly i: number,
    readonly key?: string,
  ) {}
}

/** An object argument stands for its fields: `m.id` compiles to a placeholder for `args[i].id`. */
const slotFor = (value: unknown, i: number) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? new Proxy({}, { get: (_, key) => new Slot(i, String(key)) }) : new Slot(i);

const valueOf = (slot: Slot, args: unknown[]) => (slot.key === undefined ? args[slot.i] : (args[slot.i] as Record<string, unknown>)[slot.key]);

/**
 * A query Kysely builds and compiles once per dialect, then runs with new values. Building and
 * compiling cost about as much as running a small SQLite statement, and every chat turn runs the
 * same dozen: the hot ones are prepared. `build` may use its arguments (and the fields of object
 * arguments) only as values, never in its own logic, so the SQL is the same whatever they are;
 * arrays are not spread into `in (…)` lists: pass their items one by one.
 */
export function prepared<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  return async (db: Db, ...args: A): Promise<R[]> => {
    // Transactions share their database's adapter, so one compiled query serves both.
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, ...(args.map(slotFor) as A)).compile();
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? valueOf(p, args) : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
