import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, type Db } from './connect.js';
import { groupTransaction } from './group-commit.js';
import { withSortsOnDisk } from './sorts-on-disk.js';

let dir = '';
let opened: Awaited<ReturnType<typeof openDatabase>> | undefined;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sorts-on-disk-'));
  opened = await openDatabase(`sqlite:${join(dir, 'app.db')}`);
  // 100 rows of 2 KB: some fifty pages, each journalled when a savepoint rewrites it.
  await sql`create table big (id integer primary key, body text not null)`.execute(opened.db);
  for (let i = 0; i < 100; i++) await sql`insert into big (body) values (${'x'.repeat(2000)})`.execute(opened.db);
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Files this process holds open that are already deleted: SQLite's temporary files. */
const tempFilesOpen = () =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).endsWith('(deleted)');
    } catch {
      return false;
    }
  }).length;

const tempStore = async (db: Db) => (await sql<{ temp_store: number }>`pragma temp_store`.execute(db)).rows[0]!.temp_store;

it("keeps a shared commit's savepoint journal in memory, where SQLite's default writes it to a temporary file", async () => {
  const during = await groupTransaction(opened!.db, async (trx) => {
    await sql`update big set body = body || 'y'`.execute(trx);
    return tempFilesOpen();
  });
  expect(during).toBe(0);

  // The same savepoint on a connection with SQLite's default: the journal outgrows 64 KB and spills.
  const plain = new SQLite(join(dir, 'app.db'));
  try {
    const before = tempFilesOpen();
    plain.exec("begin; savepoint unit; update big set body = body || 'z'");
    expect(tempFilesOpen()).toBeGreaterThan(before);
    plain.exec('rollback');
  } finally {
    plain.close();
  }
});

it('runs a report with temporary storage on disk, holding the connection, and puts memory back after', async () => {
  const { db } = opened!;
  expect(await tempStore(db)).toBe(2);
  const order: string[] = [];
  let waiting: Promise<number> | undefined;
  const inside = await withSortsOnDisk(db, async (conn) => {
    // Asked meanwhile by another request: it waits for the report, and sees memory again.
    waiting = tempStore(db).then((v) => (order.push('other'), v));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const v = await tempStore(conn);
    order.push('report');
    return v;
  });
  expect(inside).toBe(1);
  expect(await waiting).toBe(2);
  expect(order).toEqual(['report', 'other']);

  await expect(withSortsOnDisk(db, () => Promise.reject(new Error('report failed')))).rejects.toThrow('report failed');
  expect(await tempStore(db)).toBe(2);
});
