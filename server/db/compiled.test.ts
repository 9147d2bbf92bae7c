import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { compiled, readTogether, writeTogether, type Arg, type Lit } from './compiled.js';

const metaOf = compiled((db, arg: Arg<{ key: string }>) => db.selectFrom('app_meta').select('value').where('key', '=', arg('key')));
const putMeta = compiled((db, arg: Arg<{ key: string; value: string }>) =>
  db.insertInto('app_meta').values({ key: arg('key'), value: arg('value') }),
);
const metaRow = compiled((db, arg: Arg<{ key: string }>) => db.selectFrom('app_meta').selectAll().where('key', '=', arg('key')));
const putMetaBack = compiled((db, arg: Arg<{ key: string; value: string }>) =>
  db
    .insertInto('app_meta')
    .values({ key: arg('key'), value: arg('value') })
    .returning('value'),
);
const usersBy = compiled((db, arg: Arg<{ limit: number }>) =>
  db.selectFrom('users').select(['id', 'energy', 'vip_expire_at', 'nsfw', 'tags']).orderBy('id').limit(arg('limit')),
);
type KeysFrom = { from: string; limit: number };
const keysFrom = compiled((db, arg: Arg<KeysFrom>, lit: Lit<KeysFrom>) =>
  db.selectFrom('app_meta').select('key').where('key', 'like', 'l-%').where('key', '>=', arg('from')).orderBy('key').limit(lit('limit')),
);
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

  // SQLite plans a LIMIT bound as `?` with the value of that run: such a statement was prepared
  // again at every run, a third of a chat turn's reads. Written as a number, it is planned once.
  it('write a LIMIT into the text as a number: lit gives one compiled query per value, plain limits too', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    for (const key of ['l-a', 'l-b', 'l-c']) await putMeta(db, { key, value: key });
    const two = keysFrom.bind(db, { from: 'l-', limit: 2 });
    const three = keysFrom.bind(db, { from: 'l-', limit: 3 });
    expect(two.sql).toMatch(/ limit 2$/);
    expect(three.sql).toMatch(/ limit 3$/);
    expect(two.parameters).toEqual(['l-%', 'l-']);
    expect(keysFrom.bind(db, { from: 'l-b', limit: 2 }).sql).toBe(two.sql);
    expect(await keysFrom(db, { from: 'l-', limit: 2 })).toEqual([{ key: 'l-a' }, { key: 'l-b' }]);
    expect(await keysFrom(db, { from: 'l-b', limit: 3 })).toEqual([{ key: 'l-b' }, { key: 'l-c' }]);
    // Only an integer is written into SQL, and only a few values (a limit chosen by plan, not by a request).
    expect(() => keysFrom.bind(db, { from: 'l-', limit: '1; drop table users' as unknown as number })).toThrow(/must be an integer/);
    expect(() => {
      for (let n = 1; n <= 20; n++) keysFrom.bind(db, { from: 'l-', limit: n });
    }).toThrow(/more than 16 values/);
    // A plain Kysely limit: a number in SQLite's text, a bound value on PostgreSQL (which plans it once either way).
    const plain = db.selectFrom('app_meta').select('key').orderBy('key').limit(2).compile();
    expect(plain.sql).toMatch(dialect === 'sqlite' ? / limit 2$/ : / limit \$1$/);
    expect(await db.selectFrom('app_meta').select('key').where('key', 'like', 'l-%').orderBy('key').limit(1).execute()).toEqual([
      { key: 'l-a' },
    ]);
  });

  it('write together: one statement on PostgreSQL, all or nothing, answering the last one’s rows', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    let statements = 0;
    const counted = db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => (statements++, a.result) });
    const rows = await counted
      .transaction()
      .execute((trx) =>
        writeTogether(
          trx,
          [putMeta.bind(trx, { key: 't-a', value: '1' }), putMeta.bind(trx, { key: 't-b', value: '2' })],
          putMetaBack.bind(trx, { key: 't-c', value: '3' }),
        ),
      );
    expect(rows).toEqual([{ value: '3' }]);
    expect(statements).toBe(dialect === 'postgres' ? 1 : 3);
    expect(await metaIn(db, { a: 't-a', b: 't-b' })).toEqual([{ value: '1' }, { value: '2' }]);

    // The last write breaks a unique key: the earlier ones are not kept either.
    await expect(
      db
        .transaction()
        .execute((trx) =>
          writeTogether(trx, [putMeta.bind(trx, { key: 't-d', value: '4' })], putMetaBack.bind(trx, { key: 't-a', value: '5' })),
        ),
    ).rejects.toThrow();
    expect(await metaOf(db, { key: 't-d' })).toEqual([]);
    expect(await metaOf(db, { key: 't-a' })).toEqual([{ value: '1' }]);
  });

  it('read together: one statement on PostgreSQL, each read’s rows in order, with the types a lone read gives', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    for (const [key, value] of [
      ['r-a', 'x'],
      ['r-b', 'y'],
      ['r-c', 'z'],
    ])
      await putMeta(db, { key: key!, value: value! });
    const user = { nick: 'Ann', energy: 7, energy_refilled_at: 0, create_time: 1, update_time: 1, vip_expire_at: 0, nsfw: 0 };
    await db
      .insertInto('users')
      .values({ ...user, id: 'u-2' } as never)
      .execute();
    await db
      .insertInto('users')
      .values({ ...user, id: 'u-1', vip_expire_at: 1_790_000_000_123, nsfw: 1, tags: '["a"]' } as never)
      .execute();
    let statements = 0;
    const counted = db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => (statements++, a.result) });
    const [both, none, row, users] = await readTogether(counted, [
      metaIn.bind(counted, { a: 'r-c', b: 'r-a' }),
      metaOf.bind(counted, { key: 'r-none' }),
      metaRow.bind(counted, { key: 'r-b' }),
      usersBy.bind(counted, { limit: 2 }),
    ]);
    expect(statements).toBe(dialect === 'postgres' ? 1 : 4);
    expect(both).toEqual([{ value: 'x' }, { value: 'z' }]);
    expect(none).toEqual([]);
    expect(row).toEqual([{ key: 'r-b', value: 'y' }]);
    // Numbers (bigint times, integer balances) and texts come back as a lone read has them.
    expect(users).toEqual(await usersBy(db, { limit: 2 }));
    expect(users[0]).toEqual({ id: 'u-1', energy: 7, vip_expire_at: 1_790_000_000_123, nsfw: 1, tags: '["a"]' });
  });
});
