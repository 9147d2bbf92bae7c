import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import { QueuedSqliteDialect } from './sqlite-driver.js';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { startCheckpointer } from './checkpointer.js';
import { nameFixedQueries } from './named-statements.js';

export type Db = Kysely<Database>;
/**
 * The open database, with the driver handle under Kysely for code that speaks to the driver
 * itself (the rate limiter's store): the same connection (SQLite) or pool (PostgreSQL).
 */
export type OpenDb = { db: Db; close(): Promise<void> } & (
  { dialect: 'sqlite'; sqlite: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool }
);

// PostgreSQL returns bigint (int8) and numeric as strings; our times and counts fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** How often the SQLite checkpointer's thread copies the write-ahead log into the file (checkpointer.ts). */
const CHECKPOINT_MS = 1000;

/**
 * Open and migrate the database named by `url`: `sqlite:<file>`, `sqlite::memory:` or `postgres://…`.
 * `poolMax`: PostgreSQL connections of this process (DATABASE_POOL_MAX).
 */
export async function openDatabase(url: string, opts: { poolMax?: number } = {}): Promise<OpenDb> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // An idle connection is kept a minute (pg's default is 10 s): a new one prepares every statement again.
    const pool = new pg.Pool({ connectionString: url, max: opts.poolMax ?? 10, idleTimeoutMillis: 60_000 });
    // A client dropped by the server (restart, failover) must not crash the process. pg reports
    // an idle one on the pool, but one held between statements (a transaction) has no listener of
    // pg's: each client gets one here, which logs both (its next query fails; the pool drops it).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', (e) => console.warn(JSON.stringify({ level: 'warn', msg: 'postgres client error', error: e.message })));
      nameFixedQueries(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db, true);
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Temporary storage in memory: the shared commit's savepoints (group-commit.ts) journal each page
  // a transaction touches, and past 64 KB SQLite moved that journal to a temp file, about 18
  // writes a chat turn to a file that is thrown away. Queries that sort a great many rows run
  // with it on disk again (sorts-on-disk.ts).
  sqlite.pragma('temp_store = MEMORY');
  // The default 2 MB page cache is outgrown by a busy chat table; a miss is a read system call.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const db = new Kysely<Database>({ dialect: new QueuedSqliteDialect(sqlite) });
  await migrateToLatest(db, false);
  if (file === ':memory:') return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
  const checkpointer = startCheckpointer(sqlite, file, {
    everyMs: CHECKPOINT_MS,
    warn: (msg, error) => console.warn(JSON.stringify({ level: 'warn', msg, error })),
  });
  const close = async () => {
    await checkpointer.stop();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', sqlite, close };
}

/**
 * The rate limiter's store (rate-limiter-flexible) calls `prepare` for every count; preparing
 * costs about as much as running a small query. This hands it the methods it uses (prepare,
 * transaction) with prepared statements reused by SQL text. A plain object, not a Proxy: nothing
 * else of the handle is reached. (Kysely's statements are kept by the SQLite driver itself,
 * sqlite-driver.ts.)
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase & Pick<SQLite.Database, 'transaction'> {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    transaction: (fn) => sqlite.transaction(fn),
    prepare(source: string) {
      let stmt = cache.get(source);
      if (!stmt) {
        stmt = sqlite.prepare(source);
        // Schema changes (migrations, tests) make old statements stale: cap and keep it simple.
        if (cache.size > 2000) cache.clear();
        cache.set(source, stmt);
      }
      return stmt;
    },
  };
}
