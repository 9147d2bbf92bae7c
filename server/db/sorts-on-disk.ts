import { sql } from 'kysely';
import type { Db } from './connect.js';
import { onPostgres } from './compiled.js';

/**
 * `work` on SQLite's connection with its temporary storage in files, as SQLite has it by default.
 * The connection keeps it in memory (connect.ts), where a sort that does not fit SQLite's cache
 * would grow the process instead of spilling: a report over a month of rows (the console's
 * Numbers) runs here. The connection is held for the whole of `work` (other statements wait, as
 * they would for its synchronous queries anyway) and is given back with memory again, even when
 * `work` fails. PostgreSQL, or a transaction already running: `work` as it is.
 */
export async function withSortsOnDisk<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (onPostgres(db) || db.isTransaction) return work(db);
  return db.connection().execute(async (conn) => {
    await sql`pragma temp_store = file`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`pragma temp_store = memory`.execute(conn);
    }
  });
}
