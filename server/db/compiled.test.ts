import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { compiled, type Arg } from './compiled.js';

const metaOf = compiled((db, arg: Arg<{ key: string }>) => db.selectFrom('app_meta').select('value').where('key', '=', arg('key')));
const putMeta = compiled((db, arg: Arg<{ key: string; value: string }>) =>
  db.insertInto('app_meta').values({ key: arg('key'), value: arg('value') }),
);
const metaRow = compiled((db, arg: Arg<{ key: string }>) => db.selectFrom('app_meta').selectAll().where('key', '=', arg('key')));
const metaIn = compiled((db, arg: Arg<{ a: string; b: string }>) =>
  db
    .selectFrom('app_meta')
    .select('value')
    .where('key', 'in', [arg('a'), arg('b')])
    .orderBy('value'),
);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe.each(dialects)('compiled queries on %s', (dialect) => {
  it('compile once and run with each call’s values', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    await putMeta(db, { key: 'p-a', value: 'one' });
    await putMeta(db, { key: 'p-b', value: 'two' });
    expect(await metaOf(db, { key: 'p-a' })).toEqual([{ value: 'one' }]);
    expect(await metaOf(db, { key: 'p-b' })).toEqual([{ value: 'two' }]);
    expect(await metaOf(db, { key: 'p-none' })).toEqual([]);
    expect(await metaIn(db, { a: 'p-b', b: 'p-a' })).toEqual([{ value: 'one' }, { value: 'two' }]);
  });

  it('run inside the caller’s transaction', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    await expect(
      db.transaction().execute(async (trx) => {
        await putMeta(trx, { key: 'p-tx', value: 'kept?' });
        expect(await metaOf(trx, { key: 'p-tx' })).toEqual([{ value: 'kept?' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await metaOf(db, { key: 'p-tx' })).toEqual([]);
  });

  // Parsing and planning each call was a third of PostgreSQL's CPU a reply (scripts/bench-scale.ts).
  it.runIf(dialect === 'postgres')('stay prepared on a PostgreSQL connection: parsed once, run many times', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    const runs = await db.transaction().execute(async (trx) => {
      for (const key of ['p-1', 'p-2', 'p-3']) await metaOf(trx, { key });
      const { rows } = await sql<{ statement: string; runs: number }>`
        select statement, generic_plans + custom_plans as runs from pg_prepared_statements`.execute(trx);
      return rows.filter((r) => r.statement.includes('from "app_meta"') && r.statement.includes('"key" = $1'));
    });
    expect(runs).toHaveLength(1);
    expect(Number(runs[0]!.runs)).toBeGreaterThanOrEqual(3);
  });

  it.runIf(dialect === 'postgres')('keep working when a migration changes a table under a prepared select *', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    await putMeta(db, { key: 'p-s', value: 'one' });
    expect(await metaRow(db, { key: 'p-s' })).toEqual([{ key: 'p-s', value: 'one' }]);
    await sql`alter table app_meta add column extra text default 'x'`.execute(db);
    expect(await metaRow(db, { key: 'p-s' })).toEqual([{ key: 'p-s', value: 'one', extra: 'x' }]);
  });
});
