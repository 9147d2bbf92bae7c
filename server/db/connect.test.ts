import { afterEach, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { makeTestApp, testDialect, type TestApp } from '../test/harness.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it.runIf(testDialect === 'postgres')('DATABASE_POOL_MAX bounds the PostgreSQL connections a process uses at once', async () => {
  t = await makeTestApp({ env: { DATABASE_POOL_MAX: '2' } });
  const { db } = t.deps;
  const [{ name }] = (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows as [{ name: string }];
  const sleeps = Array.from({ length: 6 }, () => sql`select pg_sleep(0.3)`.execute(db));
  const admin = new pg.Client({ connectionString: inject('pgTemplateUrl')!.replace(/\/app_template$/, '/postgres') });
  await admin.connect();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like 'select pg_sleep%'`,
    [name],
  );
  await Promise.all(sleeps);
  await admin.end();
  expect(rows[0]!.n).toBe(2);
});

it.runIf(testDialect === 'postgres')(
  'a connection dropped by PostgreSQL while held between statements does not end the process',
  async () => {
    t = await makeTestApp();
    const { db } = t.deps;
    const crashes: unknown[] = [];
    const onUncaught = (e: unknown) => void crashes.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      // A transaction holds its connection between statements; the server restarts meanwhile.
      const failed = await db
        .transaction()
        .execute(async (trx) => {
          const [{ pid }] = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows as [{ pid: number }];
          await sql`select pg_terminate_backend(${pid}) from (select pg_sleep(0)) s`.execute(db);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => false,
          () => true,
        );
      expect(failed).toBe(true);
      expect(crashes).toEqual([]);
      // The pool dropped that connection and goes on with a new one.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  },
);
