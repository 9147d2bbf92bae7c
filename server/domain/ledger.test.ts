import { afterEach, describe, expect, it } from 'vitest';
import { compiled, type Arg } from '../db/compiled.js';
import { makeTestApp, testDialect, type TestApp } from '../test/harness.js';
import { spendTogether } from './ledger.js';

const putMeta = compiled((db, arg: Arg<{ key: string; value: string }>) =>
  db.insertInto('app_meta').values({ key: arg('key'), value: arg('value') }),
);
const putMetaBack = compiled((db, arg: Arg<{ key: string; value: string }>) =>
  db
    .insertInto('app_meta')
    .values({ key: arg('key'), value: arg('value') })
    .returning('value'),
);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// One statement for a chat turn's charge and its writes: PostgreSQL only (SQLite's transaction costs no round trip).
describe.runIf(testDialect === 'postgres')('spendTogether on postgres', () => {
  it('50 spends at once from a balance of 3: 3 written with their ledger rows and writes, 47 refused with nothing written', async () => {
    t = await makeTestApp({ dialect: 'postgres' });
    const { db } = t.deps;
    const { uid } = await t.member();
    await db.updateTable('users').set({ energy: 3 }).where('id', '=', uid).execute();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        spendTogether(
          db,
          { userId: uid, currency: 'energy', amount: -1, reason: 'chat', refId: `r${i}`, now: 1 },
          [putMeta.bind(db, { key: `w${i}`, value: 'write' })],
          putMetaBack.bind(db, { key: `l${i}`, value: `last ${i}` }),
        ),
      ),
    );
    const spent = results.flatMap((r, i) => (r ? [i] : []));
    expect(spent).toHaveLength(3);
    expect(results.filter((r) => r === null)).toHaveLength(47);
    // Each answer carries the balance it left and the last write's rows.
    expect(spent.map((i) => results[i]!.balances.energy).sort()).toEqual([0, 1, 2]);
    for (const i of spent) expect(results[i]!.rows.map((r) => r.value)).toEqual([`last ${i}`]);

    const keys = (await db.selectFrom('app_meta').select('key').where('key', 'like', 'w%').execute()).map((r) => r.key);
    expect(keys.sort()).toEqual(spent.map((i) => `w${i}`).sort());
    expect(await db.selectFrom('app_meta').select('key').where('key', 'like', 'l%').execute()).toHaveLength(3);
    const ledger = await db
      .selectFrom('ledger')
      .select(['amount', 'ref_id', 'balance_after'])
      .where('user_id', '=', uid)
      .where('reason', '=', 'chat')
      .execute();
    expect(ledger.map((l) => l.ref_id).sort()).toEqual(spent.map((i) => `r${i}`).sort());
    expect(ledger.map((l) => l.balance_after).sort()).toEqual([0, 1, 2]);
    expect((await db.selectFrom('users').select('energy').where('id', '=', uid).executeTakeFirstOrThrow()).energy).toBe(0);
  });

  it('an error in any write writes none of it, the spend included', async () => {
    t = await makeTestApp({ dialect: 'postgres' });
    const { db } = t.deps;
    const { uid } = await t.member();
    await db.updateTable('users').set({ energy: 3 }).where('id', '=', uid).execute();
    await putMeta(db, { key: 'taken', value: 'before' });
    await expect(
      spendTogether(
        db,
        { userId: uid, currency: 'energy', amount: -1, reason: 'chat', refId: 'r', now: 1 },
        [putMeta.bind(db, { key: 'new', value: 'x' })],
        putMetaBack.bind(db, { key: 'taken', value: 'again' }),
      ),
    ).rejects.toThrow();
    expect((await db.selectFrom('users').select('energy').where('id', '=', uid).executeTakeFirstOrThrow()).energy).toBe(3);
    expect(await db.selectFrom('ledger').select('id').where('user_id', '=', uid).where('reason', '=', 'chat').execute()).toEqual([]);
    expect(await db.selectFrom('app_meta').select('key').where('key', '=', 'new').execute()).toEqual([]);
  });
});
