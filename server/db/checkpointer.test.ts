import { afterEach, describe, expect, it } from 'vitest';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { startCheckpointer } from './checkpointer.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function walDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  const file = join(dir, 'app.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table t (id integer primary key, body blob)');
  return { sqlite, file };
}
/** The log's checkpoint sequence (its header, bytes 12–15): one more each time it starts over. */
function walRestarts(file: string): number {
  const header = Buffer.alloc(32);
  const fd = openSync(`${file}-wal`, 'r');
  try {
    readSync(fd, header, 0, 32, 0);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(12);
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const row = Buffer.alloc(200_000, 7);

describe('the SQLite checkpointer thread', () => {
  it('keeps the write-ahead log from growing while commits no longer checkpoint', async () => {
    const { sqlite, file } = walDatabase();
    const warnings: string[] = [];
    const cp = startCheckpointer(sqlite, file, { everyMs: 10, warn: (m) => warnings.push(m) });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    // 20 commits of 200 kB: without checkpoints the log would hold them all (4 MB).
    for (let i = 0; i < 20; i++) {
      sqlite.prepare('insert into t (body) values (?)').run(row);
      await pause(50);
    }
    expect(statSync(`${file}-wal`).size).toBeLessThan(2_000_000);
    await cp.stop();
    await cp.stop(); // a second close of the same database returns too
    expect(warnings).toEqual([]);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 20 });
    sqlite.close();
  });

  it('starts the log over under commits that never pause', async () => {
    const { sqlite, file } = walDatabase();
    const cp = startCheckpointer(sqlite, file, { everyMs: 10, warn: () => undefined });
    await pause(150); // the thread up and checkpointing
    const startedOver = walRestarts(file);
    // 2,000 commits of 4 kB one after another, the event loop turning between them as a busy
    // server's does: about 25 MB of log in all, which a log that never starts over holds.
    const small = row.subarray(0, 4_000);
    for (let i = 0; i < 2000; i++) {
      sqlite.prepare('insert into t (body) values (?)').run(small);
      await new Promise((r) => setImmediate(r));
    }
    await cp.stop();
    // Without the restarts the log holds every commit (about 25 MB, one start-over: the first
    // commit's). How far below that it stays depends on how often a busy machine lets the thread
    // run (9 MB here, 17 MB in a loaded CI run), so the count of start-overs is what is asked.
    expect(walRestarts(file) - startedOver).toBeGreaterThanOrEqual(2);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 2000 });
    sqlite.close();
  });

  it('gives the checkpoints back to the commits when its thread dies', async () => {
    const { sqlite, file } = walDatabase();
    const warnings: string[] = [];
    const cp = startCheckpointer(sqlite, file, { everyMs: 1000, warn: (m) => warnings.push(m) });
    await cp.worker.terminate();
    await pause(10);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(warnings).toEqual(['sqlite checkpointer stopped; back to checkpoints in commits']);
    await cp.stop(); // the close after it returns
    sqlite.close();
  });

  it('lets a script that only opens and closes the database finish its close (the thread is waited for)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    dirs.push(dir);
    const connect = fileURLToPath(new URL('./connect.ts', import.meta.url));
    const script = `const { openDatabase } = await import(${JSON.stringify(connect)});
      const db = await openDatabase(${JSON.stringify(`sqlite:${join(dir, 'app.db')}`)});
      await db.close();
      console.log('closed');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('closed');
  });
});
