import { PostgresAdapter, sql, type Compilable, type CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import type { Db } from './connect.js';
import { keepPrepared } from './named-statements.js';
import { runOnSqlite } from './sqlite-driver.js';

/** A compiled query run on `db`: straight through the driver on SQLite, through Kysely elsewhere. */
export function execute<R>(db: Db, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  return runOnSqlite(db, query) ?? db.executeQuery(query);
}

/** Where the value named `name` goes in a compiled query. */
class Slot {
  constructor(readonly name: string) {}
}

/** A placeholder for the call's value `name`: an SQL expression, usable wherever Kysely takes a value. */
export type Arg<P> = <K extends keyof P & string>(name: K) => RawBuilder<P[K]>;

/**
 * The call's integer `name` written into the SQL text itself: one compiled query per value, so
 * for a value that takes a few (a LIMIT chosen by plan). SQLite plans a LIMIT bound as `?` with
 * the value bound at that run, and so prepares the statement again at every run (3.53: about a third of
 * the CPU of a chat turn's reads); a LIMIT written as a number is planned once.
 */
export type Lit<P> = <K extends keyof P & string>(name: K) => RawBuilder<P[K]>;

/** More values of a query's `lit` than this are a misuse (a value from a request): refused. */
const MAX_VARIANTS = 16;

/**
 * A query built and compiled once per database, then run with each call's values. Building and
 * compiling cost about as much as running a small SQLite statement, and every chat turn runs the
 * same dozen (`scripts/bench-chat.ts`: ~0.5 ms of server CPU a reply; docs/architecture.md).
 *
 * The builder never sees the values: it gets `arg(name)`, an SQL expression standing for one, so
 * it has nothing to branch on and the SQL is the same for every call by construction. (A builder
 * that needs to branch is not a compiled query: write it as a plain Kysely query.) Lists are not
 * spread into `in (…)`: name their items one by one. `lit(name)` writes an integer into the text
 * (see Lit): one compiled query per value.
 */
export function compiled<P extends object, R>(build: (db: Db, arg: Arg<P>, lit: Lit<P>) => Compilable<R>) {
  const byAdapter = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  const arg: Arg<P> = (name) => sql`${new Slot(name)}`;
  /** The names `lit` was asked for, learnt at the first build (the builder never branches). */
  let lits: string[] | undefined;
  const variantOf = (values: Record<string, unknown>) =>
    !lits?.length ? '' : lits.length === 1 ? String(values[lits[0]!]) : lits.map((name) => values[name]).join(',');
  /** The query for `db` with this call's values in place, not run. */
  const bind = (db: Db, values: P): CompiledQuery<R> => {
    // Transactions share their database's adapter (its dialect), so one compiled query serves both.
    const adapter = db.getExecutor().adapter;
    let variants = byAdapter.get(adapter);
    if (!variants) byAdapter.set(adapter, (variants = new Map()));
    const named = values as Record<string, unknown>;
    let query = lits && variants.get(variantOf(named));
    if (!query) {
      const asked: string[] = [];
      const lit: Lit<P> = (name) => {
        const value = named[name];
        if (!Number.isSafeInteger(value)) throw new Error(`compiled query: ${name} must be an integer, got ${String(value)}`);
        asked.push(name);
        return sql.lit(value as number) as RawBuilder<never>;
      };
      query = build(db, arg, lit).compile();
      lits = asked;
      if (variants.size >= MAX_VARIANTS) throw new Error(`compiled query: more than ${MAX_VARIANTS} values of ${asked.join(', ')}`);
      keepPrepared(query.sql);
      variants.set(variantOf(named), query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? named[p.name] : p));
    return { ...query, parameters };
  };
  const run = async (db: Db, values: P): Promise<R[]> => (await execute(db, bind(db, values))).rows;
  return Object.assign(run, { bind });
}

/**
 * Independent writes of one transaction (none reads what another writes), then `last`, whose
 * rows are answered. On PostgreSQL they go as one statement, the others as data-modifying WITH
 * parts of `last`: one round trip instead of one each (a chat turn's reply is saved this way). On
 * SQLite, where a statement costs no round trip, they run one after another.
 */
export async function writeTogether<R>(db: Db, writes: CompiledQuery<unknown>[], last: CompiledQuery<R>): Promise<R[]> {
  if (!writes.length || !onPostgres(db)) {
    for (const w of writes) await execute(db, w);
    return (await execute(db, last)).rows;
  }
  const text = writesBefore(writes, last);
  return (await db.executeQuery<R>({ ...last, sql: text, parameters: [...writes, last].flatMap((q) => q.parameters) })).rows;
}

/**
 * PostgreSQL: the text of `writes` run as data-modifying WITH parts of `last`, one statement;
 * its parameters are theirs in order, then last's. (The chat queue enters with a turn's message
 * this way, on its own pool.)
 */
export function writesBefore(writes: readonly Statement[], last: Statement): string {
  if (/^\s*with\b/i.test(last.sql)) throw new Error(`cannot combine after a WITH: ${last.sql}`);
  return combined(
    'write',
    [...writes, last],
    (parts) =>
      `with ${parts
        .slice(0, -1)
        .map((part, i) => `w${i} as (${part})`)
        .join(', ')} ${parts.at(-1)}`,
  );
}

/** What combining reads of a query: its text and its values. */
type Statement = Pick<CompiledQuery<unknown>, 'sql' | 'parameters'>;

/** The name under which `writeAfter`'s writes read the rows its first statement answered. */
export const FIRST_ROWS = 'first_rows';

/**
 * PostgreSQL only: `first` (a data-modifying statement with RETURNING), then `writes`, which may
 * read first's rows as `FIRST_ROWS`, then `last`, all as one statement: one round trip, and as
 * atomic as a transaction, since an error in any part (a CHECK refusing an overdraft) writes none
 * of them. Answers last's rows, each with first's columns beside it.
 */
export async function writeAfter<F, R>(
  db: Db,
  first: CompiledQuery<F>,
  writes: CompiledQuery<unknown>[],
  last: CompiledQuery<R>,
): Promise<Array<R & F>> {
  if (!onPostgres(db)) throw new Error('writeAfter is for PostgreSQL');
  const all = [first, ...writes, last];
  if (all.some((q) => /^\s*with\b/i.test(q.sql))) throw new Error('cannot combine a WITH');
  const text = combined(
    'after',
    all,
    (parts) =>
      `with ${FIRST_ROWS} as (${parts[0]}), ${parts
        .slice(1, -1)
        .map((part, i) => `w${i} as (${part}), `)
        .join('')}last_rows as (${parts.at(-1)}) select * from last_rows, ${FIRST_ROWS}`,
  );
  return (await db.executeQuery<R & F>({ ...last, sql: text, parameters: all.flatMap((q) => q.parameters) })).rows;
}

type RowsOf<T extends readonly CompiledQuery<unknown>[]> = { -readonly [K in keyof T]: T[K] extends CompiledQuery<infer R> ? R[] : never };

/**
 * Independent reads, answered in order. On PostgreSQL they go as one statement, each read's rows
 * as a JSON array in a column of its own (as Kysely's jsonArrayFrom does): one round trip instead
 * of one each (a chat turn's prompt is read this way). Values come back as JSON has them, which
 * for our columns (text, bigint and integer times and counts, booleans) is what the pool gives.
 */
export async function readTogether<const T extends readonly CompiledQuery<unknown>[]>(db: Db, reads: T): Promise<RowsOf<T>> {
  if (reads.length < 2 || !onPostgres(db)) return (await Promise.all(reads.map(async (q) => (await execute(db, q)).rows))) as RowsOf<T>;
  const text = combined(
    'read',
    reads,
    (parts) => `select ${parts.map((part, i) => `(select coalesce(json_agg(r), '[]') from (${part}) as r) as r${i}`).join(', ')}`,
  );
  const { rows } = await db.executeQuery<Record<string, unknown[]>>({
    ...reads[0]!,
    sql: text,
    parameters: reads.flatMap((q) => q.parameters),
  });
  return reads.map((_, i) => rows[0]![`r${i}`]) as RowsOf<T>;
}

/** Whether `db` (or a transaction of it) runs on PostgreSQL. */
export function onPostgres(db: Db) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The PostgreSQL text of several compiled queries joined by `join` (given each one's SQL with its
 * `$n` renumbered after the ones before), made once per combination and kept prepared.
 */
function combined(kind: 'read' | 'write' | 'after', queries: readonly Statement[], join: (parts: string[]) => string): string {
  const key = [kind, ...queries.map((q) => q.sql)].join('\0');
  let text = combinedTexts.get(key);
  if (!text) {
    let offset = 0;
    text = join(
      queries.map((q) => {
        // Kysely writes one $n per parameter: a `$` in a literal would be renumbered too.
        if ((q.sql.match(/\$\d+/g) ?? []).length !== q.parameters.length) throw new Error(`cannot combine: ${q.sql}`);
        const renumbered = q.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
        offset += q.parameters.length;
        return renumbered;
      }),
    );
    keepPrepared(text);
    combinedTexts.set(key, text);
  }
  return text;
}
const combinedTexts = new Map<string, string>();
