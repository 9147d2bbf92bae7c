import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type Dialect, type TestApp } from '../test/harness.js';
import { prepared } from './prepared.js';

const metaOf = prepared((db, key: string) => db.selectFrom('app_meta').select('value').where('key', '=', key));
const putMeta = prepared((db, row: { key: string; value: string }) => db.insertInto('app_meta').values({ key: row.key, value: row.value }));

let t: TestApp | undefined;
let dialect: Dialect = 'sqlite';
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe.each(dialects)('prepared queries on %s', (d) => {
  beforeAll(() => {
    dialect = d;
  });

  it('compile once and run with each call’s values, object fields included', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    await putMeta(db, { key: 'p-a', value: 'one' });
    await putMeta(db, { key: 'p-b', value: 'two' });
    expect(await metaOf(db, 'p-a')).toEqual([{ value: 'one' }]);
    expect(await metaOf(db, 'p-b')).toEqual([{ value: 'two' }]);
    expect(await metaOf(db, 'p-none')).toEqual([]);
  });

  it('run inside the caller’s transaction', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    await expect(
      db.transaction().execute(async (trx) => {
        await putMeta(trx, { key: 'p-tx', value: 'kept?' });
        expect(await metaOf(trx, 'p-tx')).toEqual([{ value: 'kept?' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await metaOf(db, 'p-tx')).toEqual([]);
  });
});
