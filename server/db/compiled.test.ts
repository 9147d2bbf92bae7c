import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { compiled, type Arg } from './compiled.js';

const metaOf = compiled((db, arg: Arg<{ key: string }>) => db.selectFrom('app_meta').select('value').where('key', '=', arg('key')));
const putMeta = compiled((db, arg: Arg<{ key: string; value: string }>) =>
  db.insertInto('app_meta').values({ key: arg('key'), value: arg('value') }),
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
});
