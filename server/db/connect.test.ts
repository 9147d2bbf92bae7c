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
