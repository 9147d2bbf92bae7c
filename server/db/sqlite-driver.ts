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
  type SqliteDatabase,
  type UnknownRow,
} from 'kysely';

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
  constructor(database: SqliteDatabase) {
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
  readonly #database: SqliteDatabase;
  #held = false;
  /** Those waiting for the connection, oldest first. */
  readonly #waiting: Array<() => void> = [];

  constructor(database: SqliteDatabase) {
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

/** better-sqlite3 runs a statement synchronously: a reader answers its rows, a writer its changes. */
class SqliteConnection implements DatabaseConnection {
  constructor(private readonly db: SqliteDatabase) {}
  /** Never throws: a failing statement answers a rejected promise, as an async call would. */
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const stmt = this.db.prepare(query.sql);
      if (stmt.reader) return Promise.resolve({ rows: stmt.all(query.parameters) as R[] });
      const { changes, lastInsertRowid } = stmt.run(query.parameters);
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
    for (const row of this.db.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }
}
