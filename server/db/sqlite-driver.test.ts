import { createHook } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, sql, type KyselyPlugin, type PluginTransformResultArgs } from 'kysely';
import { QueuedSqliteDialect } from './sqlite-driver.js';
import { execute } from './compiled.js';
import type { Db } from './connect.js';

interface Schema {
  notes: { id: number; text: string };
}

const require = createRequire(import.meta.url);
let db: Kysely<Schema> | undefined;
let raw: SQLite.Database | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function open(dialect = (database: SQLite.Database) => new QueuedSqliteDialect(database)) {
  raw = new SQLite(':memory:');
  db = new Kysely<Schema>({ dialect: dialect(raw) });
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  return db;
}
const asDb = (k: Kysely<Schema>) => k as unknown as Db;
const insertNote = (id: number, text: string) => CompiledQuery.raw('insert into notes (id, text) values (?, ?)', [id, text]);
const noteTexts = CompiledQuery.raw('select text from notes order by id');

/** A transaction that holds the connection until `open` is called. */
function heldTransaction(k: Kysely<Schema>, work: (trx: Kysely<Schema>) => Promise<void>) {
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  let begun!: () => void;
  const started = new Promise<void>((resolve) => (begun = resolve));
  const done = k.transaction().execute(async (trx) => {
    await work(trx);
    begun();
    await gate;
  });
  return { started, letGo, done };
}

describe('the SQLite driver hands its one connection on in turn', () => {
  it('reads asked while a transaction holds the connection run after its commit, in the order asked, and see its writes', async () => {
    const k = await open();
    const held = heldTransaction(k, async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'first' }).execute();
      // The transaction's own statement runs at once: it holds the connection.
      await execute(asDb(trx), insertNote(2, 'second'));
    });
    await held.started;
    // Each writes what it saw when it ran, in the order they run (an automatic id).
    const seenNow = (name: string) => CompiledQuery.raw(`insert into notes (text) select ? || ':' || count(*) from notes`, [name]);
    const waiting = [
      execute(asDb(k), seenNow('compiled')),
      k
        .insertInto('notes')
        .columns(['text'])
        .expression((eb) => eb.selectFrom('notes').select(sql<string>`'built:' || count(*)`.as('text')))
        .execute(),
      execute(asDb(k), seenNow('compiled again')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing waiting has run (read on the handle itself, beside the driver).
    expect(raw!.prepare('select count(*) as n from notes').get()).toEqual({ n: 2 });
    held.letGo();
    await Promise.all([held.done, ...waiting]);
    const texts = (await execute(asDb(k), noteTexts)).rows.map((r) => (r as { text: string }).text);
    expect(texts).toEqual(['first', 'second', 'compiled:2', 'built:3', 'compiled again:4']);
  });

  it('statements waiting for a transaction that is rolled back do not see its writes', async () => {
    const k = await open();
    const rolled = k.transaction().execute(async (trx) => {
      await execute(asDb(trx), insertNote(1, 'rolled back'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('refused');
    });
    await new Promise((resolve) => setImmediate(resolve));
    const read = execute(asDb(k), noteTexts);
    await expect(rolled).rejects.toThrow('refused');
    expect((await read).rows).toEqual([]);
  });

  it('a failing statement is refused alone: the ones queued after it still run', async () => {
    const k = await open();
    const held = heldTransaction(k, async () => undefined);
    await held.started;
    const bad = execute(asDb(k), CompiledQuery.raw('insert into nowhere values (1)'));
    const duplicate = [execute(asDb(k), insertNote(1, 'a')), execute(asDb(k), insertNote(1, 'again'))];
    const good = execute(asDb(k), noteTexts);
    held.letGo();
    await expect(bad).rejects.toThrow(/no such table/);
    await expect(duplicate[0]).resolves.toBeDefined();
    await expect(duplicate[1]).rejects.toThrow(/UNIQUE/);
    expect((await good).rows).toEqual([{ text: 'a' }]);
    // And the connection is free again: a transaction gets it.
    await k.transaction().execute(async (trx) => void (await execute(asDb(trx), insertNote(2, 'b'))));
    expect((await execute(asDb(k), noteTexts)).rows).toHaveLength(2);
  });

  it('a compiled statement inside a connection scope runs on the connection the scope holds', async () => {
    const k = await open();
    const inScope = k.connection().execute(async (conn) => {
      await execute(asDb(conn), insertNote(1, 'in scope'));
      return (await execute(asDb(conn), noteTexts)).rows;
    });
    const timeout = new Promise((resolve) => setTimeout(() => resolve('stuck'), 500));
    expect(await Promise.race([inScope, timeout])).toEqual([{ text: 'in scope' }]);
  });

  it("a plugin sees the results of statements run straight through the driver, as through Kysely's executor", async () => {
    const k = await open();
    const seen: unknown[] = [];
    const watcher: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args: PluginTransformResultArgs) => {
        seen.push(args.queryId);
        return args.result;
      },
    };
    const query = insertNote(1, 'watched');
    await execute(asDb(k.withPlugin(watcher)), query);
    expect(seen).toEqual([query.queryId]);
  });

  // Kysely's own SQLite driver wakes every waiter at each release and all but one wait again: 400
  // waiting made about four times the promises 200 did. Counted, not timed.
  it('waiters are woken one at a time: the promises made grow with their number, not its square', async () => {
    const promisesFor = async (waiting: number) => {
      const k = await open();
      const held = heldTransaction(k, async () => undefined);
      await held.started;
      let made = 0;
      const hook = createHook({ init: (_id, type) => void (type === 'PROMISE' && made++) }).enable();
      const reads = Array.from({ length: waiting }, () => k.selectFrom('notes').selectAll().execute());
      held.letGo();
      await Promise.all([held.done, ...reads]);
      hook.disable();
      await k.destroy();
      db = undefined;
      return made;
    };
    const [few, many] = [await promisesFor(200), await promisesFor(400)];
    expect(many / few).toBeLessThan(2.5);
  });
});

describe('rows read through the driver', () => {
  it('are plain objects keyed by column, as better-sqlite3 makes them, whatever the names', async () => {
    const k = await open();
    await k.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    const query = CompiledQuery.raw(
      'select id, text, text as "two words", 2 as id, null as "x""y", length(text) as "constructor" from notes',
    );
    const [row] = (await execute(asDb(k), query)).rows as Record<string, unknown>[];
    const [own] = raw!.prepare(query.sql).all() as Record<string, unknown>[];
    // The later of two columns of one name wins, as in better-sqlite3's rows.
    expect(row).toEqual(own);
    expect(Object.keys(row!)).toEqual(Object.keys(own!));
    expect(row!.id).toBe(2);
    // A `__proto__` column is a field, not the row's prototype (better-sqlite3 would set it).
    const [odd] = (await execute(asDb(k), CompiledQuery.raw('select id as "__proto__", text from notes'))).rows as object[];
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(odd, '__proto__')?.value).toBe(1);
    expect(odd).toHaveProperty('text', 'a');
    expect(row!['x"y']).toBeNull();
    // Through Kysely's executor too, and streamed.
    expect(await k.selectFrom('notes').select(['text', 'id']).execute()).toEqual([{ text: 'a', id: 1 }]);
    const streamed = [];
    for await (const r of k.selectFrom('notes').selectAll().stream()) streamed.push(r);
    expect(streamed).toEqual([{ id: 1, text: 'a' }]);
  });

  it('follow a change of the table: a column added by a migration, or by another connection', async () => {
    const k = await open();
    await k.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    const all = CompiledQuery.raw('select * from notes');
    expect((await execute(asDb(k), all)).rows).toEqual([{ id: 1, text: 'a' }]);
    await sql`alter table notes add column mood text default 'calm'`.execute(k);
    expect((await execute(asDb(k), all)).rows).toEqual([{ id: 1, text: 'a', mood: 'calm' }]);
    // Another connection on the same file: SQLite prepares the kept statement again by itself.
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-rows-'));
    const file = join(dir, 'app.db');
    raw = new SQLite(file);
    const mine = new Kysely<Schema>({ dialect: new QueuedSqliteDialect(raw) });
    await sql`create table notes (id integer primary key, text text not null)`.execute(mine);
    await mine.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    expect((await execute(asDb(mine), all)).rows).toEqual([{ id: 1, text: 'a' }]);
    const other = new SQLite(file);
    other.exec('alter table notes add column size integer default 3');
    other.close();
    expect((await execute(asDb(mine), all)).rows).toEqual([{ id: 1, text: 'a', size: 3 }]);
    await mine.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('of a write that returns rows are built the same, and the write runs once', async () => {
    const k = await open();
    const inserted = await k.insertInto('notes').values({ id: 7, text: 'b' }).returning(['id', 'text']).execute();
    expect(inserted).toEqual([{ id: 7, text: 'b' }]);
    expect(await k.selectFrom('notes').select('id').execute()).toEqual([{ id: 7 }]);
  });
});

describe('a transaction while another connection holds the write lock a moment (the checkpointer)', () => {
  it('waits for it and commits, also when it reads before it writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-lock-'));
    const file = join(dir, 'app.db');
    raw = new SQLite(file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('busy_timeout = 5000');
    db = new Kysely<Schema>({ dialect: new QueuedSqliteDialect(raw) });
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    // Another thread takes the write lock and keeps it 300 ms, as a RESTART checkpoint does.
    const holder = new Worker(
      `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
       const db = new Database(${JSON.stringify(file)});
       db.exec('begin immediate');
       require('node:worker_threads').parentPort.postMessage('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
       db.exec('commit');
       db.close();`,
      { eval: true },
    );
    await new Promise((resolve) => holder.once('message', resolve));
    const k = db;
    await k.transaction().execute(async (trx) => {
      await trx.selectFrom('notes').selectAll().execute();
      await trx.insertInto('notes').values({ id: 1, text: 'after the lock' }).execute();
    });
    expect((await k.selectFrom('notes').select('text').execute()).map((r) => r.text)).toEqual(['after the lock']);
    await holder.terminate();
    rmSync(dir, { recursive: true, force: true });
  });
});
