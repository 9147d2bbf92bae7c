import { sql, type Compilable, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from './connect.js';
import { keepPrepared } from './named-statements.js';

/** Where the value named `name` goes in a compiled query. */
class Slot {
  constructor(readonly name: string) {}
}

/** A placeholder for the call's value `name`: an SQL expression, usable wherever Kysely takes a value. */
export type Arg<P> = <K extends keyof P & string>(name: K) => RawBuilder<P[K]>;

/**
 * A query built and compiled once per database, then run with each call's values. Building and
 * compiling cost about as much as running a small SQLite statement, and every chat turn runs the
 * same dozen (`scripts/bench-chat.ts`: ~0.5 ms of server CPU a reply; docs/architecture.md).
 *
 * The builder never sees the values: it gets `arg(name)`, an SQL expression standing for one, so
 * it has nothing to branch on and the SQL is the same for every call by construction. (A builder
 * that needs to branch is not a compiled query: write it as a plain Kysely query.) Lists are not
 * spread into `in (…)`: name their items one by one.
 */
export function compiled<P extends object, R>(build: (db: Db, arg: Arg<P>) => Compilable<R>) {
  const byAdapter = new WeakMap<object, CompiledQuery<R>>();
  const arg: Arg<P> = (name) => sql`${new Slot(name)}`;
  return async (db: Db, values: P): Promise<R[]> => {
    // Transactions share their database's adapter (its dialect), so one compiled query serves both.
    const adapter = db.getExecutor().adapter;
    let query = byAdapter.get(adapter);
    if (!query) {
      query = build(db, arg).compile();
      keepPrepared(query.sql);
      byAdapter.set(adapter, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? (values as Record<string, unknown>)[p.name] : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
