import {
  CompiledQuery,
  SqliteDialect,
  SqliteQueryCompiler,
  ValueNode,
  type LimitNode,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import type SQLite from 'better-sqlite3';

/** Each SQLite database's driver, by its adapter (its transactions share it). */
const drivers = new WeakMap<DialectAdapter, QueuedSqliteDriver>();

/**
 * Kysely's SQLite dialect with a driver that hands its one connection to those waiting for it in
 * the order they asked. Kysely's own wakes every waiter at each release (each loops on one shared
 * promise) and all but one wait again: under 50 chat users, reads queue behind each shared
 * commit's transaction, and that wake-up of all of them at every statement's release was a third
 * of what a reply allocated. What runs, and in what order of arrival, is unchanged: one holder at
 * a time, a transaction holding it from its begin to its commit.
 */
export class QueuedSqliteDialect extends SqliteDialect {
  readonly #driver: QueuedSqliteDriver;
  constructor(database: SQLite.Database) {
    super({ database });
    this.#driver = new QueuedSqliteDriver(database);
  }
  override createDriver(): Driver {
    return this.#driver;
  }
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitCompiler();
  }
  override createAdapter(): DialectAdapter {
    const adapter = super.createAdapter();
    drivers.set(adapter, this.#driver);
    return adapter;
  }
}

/**
 * SQLite's compiler with a LIMIT given as a number written into the text (`limit 20`), not bound
 * (`limit ?`). SQLite plans a bound LIMIT with the value bound at that run, so a statement with
 * one is prepared again at every run (3.53), which costs about what running it does. The texts
 * are as many as the limits the code asks for (page sizes are bounded by the contract).
 */
class LiteralLimitCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode) {
    if (ValueNode.is(node.limit) && Number.isSafeInteger(node.limit.value)) this.append(`limit ${node.limit.value as number}`);
    else super.visitLimit(node);
  }
}

/**
 * `query` run at once on an SQLite `db` whose connection is free, or on the transaction holding
 * it, without Kysely's executor, whose acquire, run and release spend a dozen promises on a
 * statement that better-sqlite3 runs synchronously (a chat turn runs about twenty). The result
 * goes through the plugins as Kysely's would. Undefined when the statement must wait, and on
 * PostgreSQL: the caller then takes Kysely's path.
 */
export function runOnSqlite<R>(db: Kysely<any>, query: CompiledQuery<R>): Promise<QueryResult<R>> | undefined {
  const executor = db.getExecutor();
  const driver = drivers.get(executor.adapter);
  if (!driver) return undefined;
  // Held by someone else (or by a connection scope `db` belongs to, which only Kysely's executor
  // knows): the statement waits its turn through Kysely's path, still in this driver's queue.
  if (!db.isTransaction && driver.held) return undefined;
  const ran = driver.runNow<R>(query);
  const { plugins } = executor;
  if (!plugins.length) return ran;
  return ran.then(async (ranResult) => {
    let result = ranResult as QueryResult<UnknownRow>;
    for (const plugin of plugins) result = await plugin.transformResult({ result, queryId: query.queryId });
    return result as QueryResult<R>;
  });
}

class QueuedSqliteDriver implements Driver {
  readonly #connection: SqliteConnection;
  readonly #database: SQLite.Database;
  #held = false;
  /** Those waiting for the connection, oldest first. */
  readonly #waiting: Array<() => void> = [];

  constructor(database: SQLite.Database) {
    this.#database = database;
    this.#connection = new SqliteConnection(database);
  }
  async init() {}
  /** Whether someone holds the connection (a transaction, a query between its acquire and release). */
  get held() {
    return this.#held;
  }
  /**
   * One statement at once, for a caller that may: the connection is free (a statement runs
   * synchronously, so nothing can come between) or the caller is the transaction holding it.
   */
  runNow<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#connection.executeQuery<R>(query);
  }
  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve(this.#connection);
    }
    return new Promise((resolve) => this.#waiting.push(() => resolve(this.#connection)));
  }
  async releaseConnection() {
    // Handed to the oldest waiter, it stays held; with none, it is free.
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
  /**
   * `begin immediate`: the write lock is taken at the start, where SQLite waits for it (busy_timeout)
   * while the checkpointer's RESTART holds it. A deferred `begin` took it at the first write, and a
   * transaction that had read first then got SQLITE_BUSY at once, without waiting: SQLite never
   * waits to turn a read into a write. This process is the only writer, so nothing waits longer.
   */
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async savepoint(connection: DatabaseConnection, name: string, _compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, _compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, _compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }
  async destroy() {
    this.#database.close();
  }
}

/** A savepoint's name as an SQLite identifier. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A prepared statement with, for a reader, how to build its rows (see readerOf). */
interface Prepared {
  stmt: SQLite.Statement;
  /** A reader's; a writer has none. */
  make?: (values: unknown[]) => UnknownRow;
  /** The reader's columns when its maker was made. */
  width: number;
}

/** More SQL texts than this and the kept statements start again (the app's are a few hundred). */
const MAX_PREPARED = 2000;

/**
 * A reader's rows as plain objects, built from better-sqlite3's raw rows (arrays) by a function
 * made once per statement: `(v) => ({ "id": v[0], "name": v[1], … })`. better-sqlite3 builds an
 * object row by setting each column by name, looking the name up in V8's string table every time;
 * a literal of a known shape costs half (a 25-column row: 6.4 → 3.3 µs, 20 rows: 117 → 53 µs), and
 * every row of the statement shares one hidden class. The same keys in the same order, a later
 * column of a repeated name winning, as better-sqlite3's own rows. Names are written as JSON
 * strings; a `__proto__` column (which a literal would take as the prototype) is set as a field.
 */
function readerOf(stmt: SQLite.Statement): Prepared {
  const names = stmt.columns().map((c) => c.name);
  const make = names.includes('__proto__')
    ? (v: unknown[]) => Object.fromEntries(names.map((name, i) => [name, v[i]]))
    : (new Function('v', `return { ${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')} };`) as Prepared['make']);
  return { stmt: stmt.raw(true), make, width: names.length };
}

/** Statements that change the schema (the migrations'): kept statements' rows may change. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/**
 * better-sqlite3 runs a statement synchronously: a reader answers its rows, a writer its changes.
 * Statements are prepared once per SQL text (preparing costs about as much as running a small
 * query, and the app issues the same few hundred texts over and over).
 */
class SqliteConnection implements DatabaseConnection {
  readonly #prepared = new Map<string, Prepared>();
  constructor(private readonly db: SQLite.Database) {}

  #prepare(source: string): Prepared {
    let prepared = this.#prepared.get(source);
    if (!prepared) {
      const stmt = this.db.prepare(source);
      prepared = stmt.reader ? readerOf(stmt) : { stmt, width: 0 };
      if (this.#prepared.size >= MAX_PREPARED) this.#prepared.clear();
      this.#prepared.set(source, prepared);
    }
    return prepared;
  }

  /**
   * Rows of a maker's statement. Another connection's schema change (SQLite then prepares the
   * statement again by itself) can change its columns: rows of another width get a new maker.
   */
  #built(prepared: Prepared, rows: unknown[][]): UnknownRow[] {
    if (rows.length && rows[0]!.length !== prepared.width) Object.assign(prepared, readerOf(prepared.stmt));
    return rows.map(prepared.make!);
  }

  /** Never throws: a failing statement answers a rejected promise, as an async call would. */
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const prepared = this.#prepare(query.sql);
      const { stmt } = prepared;
      if (stmt.reader) {
        const rows = stmt.all(query.parameters) as unknown[];
        return Promise.resolve({ rows: (prepared.make ? this.#built(prepared, rows as unknown[][]) : rows) as R[] });
      }
      const { changes, lastInsertRowid } = stmt.run(query.parameters);
      // A migration may change what a kept statement's rows hold: their makers are made again.
      if (SCHEMA_CHANGE.test(query.sql)) this.#prepared.clear();
      return Promise.resolve({
        numAffectedRows: changes == null ? undefined : BigInt(changes),
        insertId: lastInsertRowid == null ? undefined : BigInt(lastInsertRowid),
        rows: [],
      });
    } catch (e) {
      return Promise.reject(e);
    }
  }
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const prepared = this.#prepare(query.sql);
    for (const row of prepared.stmt.iterate(query.parameters))
      yield { rows: [(prepared.make ? this.#built(prepared, [row as unknown[]])[0] : row) as R] };
  }
}
