import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { applyLedger } from '../domain/ledger.js';
import { groupTransaction } from './group-commit.js';
import type { Db } from './connect.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const putMeta = (db: Db, key: string, value = 'v') => db.insertInto('app_meta').values({ key, value }).execute();
const metaKeys = async (db: Db, prefix: string) =>
  (await db.selectFrom('app_meta').select('key').where('key', 'like', `${prefix}%`).orderBy('key').execute()).map((r) => r.key);
const settled = (all: Promise<unknown>[]) =>
  Promise.allSettled(all).then((rs) => rs.map((r) => (r.status === 'fulfilled' ? 'ok' : String((r.reason as Error).message))));

describe.each(dialects)('transactions sharing a commit on %s', (dialect) => {
  it('50 spends at once from 10 energy: 10 pass with their ledger rows, 40 are refused and write nothing', async () => {
    t = await makeTestApp({ dialect });
    const { db } = t.deps;
    const { uid } = await t.member();
    await db.updateTable('users').set({ energy: 10 }).where('id', '=', uid).execute();
    const before = await db.selectFrom('ledger').select(db.fn.countAll().as('n')).where('user_id', '=', uid).executeTakeFirstOrThrow();
    const outcomes = await settled(
      Array.from({ length: 50 }, (_, i) =>
        groupTransaction(db, async (trx) => {
          await applyLedger(trx, { userId: uid, currency: 'energy', amount: -1, reason: 'chat', refId: `g${i}`, now: Date.now() });
          await putMeta(trx, `spent-${String(i).padStart(2, '0')}`);
        }),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    const user = await db.selectFrom('users').select('energy').where('id', '=', uid).executeTakeFirstOrThrow();
    expect(Number(user.energy)).toBe(0);
    const after = await db.selectFrom('ledger').select(db.fn.countAll().as('n')).where('user_id', '=', uid).executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(10);
    expect(await metaKeys(db, 'spent-')).toHaveLength(10);
  });

  it('one that fails keeps none of its writes; the others of its commit keep theirs', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    const outcomes = await settled([
      groupTransaction(db, (trx) => putMeta(trx, 'unit-a')),
      groupTransaction(db, async (trx) => {
        await putMeta(trx, 'unit-b');
        throw new Error('b refused');
      }),
      // The same key as a's: whichever comes second is a unique violation, refused alone (on SQLite
      // that is this one; on PostgreSQL the two run side by side and either may be first).
      groupTransaction(db, (trx) => putMeta(trx, 'unit-a', 'second')),
      groupTransaction(db, async (trx) => {
        await putMeta(trx, 'unit-c');
        return 'c answered';
      }),
    ]);
    if (dialect === 'sqlite') expect(outcomes[0]).toBe('ok');
    expect([outcomes[0], outcomes[2]].filter((o) => o === 'ok')).toHaveLength(1);
    expect([outcomes[0], outcomes[2]].find((o) => o !== 'ok')).toMatch(/unique/i);
    expect(outcomes[1]).toBe('b refused');
    expect(outcomes[3]).toBe('ok');
    expect(await metaKeys(db, 'unit-')).toEqual(['unit-a', 'unit-c']);
    const a = await db.selectFrom('app_meta').select('value').where('key', '=', 'unit-a').executeTakeFirstOrThrow();
    expect(a.value).toBe(outcomes[0] === 'ok' ? 'v' : 'second');
  });

  it('alone in its commit: one that fails keeps none of its writes, one that passes keeps them', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    await expect(
      groupTransaction(db, async (trx) => {
        await putMeta(trx, 'alone-refused');
        throw new Error('refused alone');
      }),
    ).rejects.toThrow('refused alone');
    await expect(groupTransaction(db, (trx) => putMeta(trx, 'alone-kept').then(() => 'kept'))).resolves.toBe('kept');
    expect(await metaKeys(db, 'alone-')).toEqual(['alone-kept']);
  });

  it('a commit that fails refuses every transaction it carried (SQLite) or only its own (PostgreSQL)', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    const orphan = groupTransaction(db, async (trx) => {
      // SQLite: a foreign key checked at commit, so the commit itself fails (PostgreSQL checks it here).
      if (dialect === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(trx);
      await trx
        .insertInto('tokens')
        .values({ hash: 'orphan-token', user_id: 'no-such-user', create_time: 1, expires_at: 2, revoked_at: null })
        .execute();
    });
    const outcomes = await settled([groupTransaction(db, (trx) => putMeta(trx, 'shared-before')), orphan]);
    expect(outcomes[1]).not.toBe('ok');
    const tokens = await db.selectFrom('tokens').select('hash').where('hash', '=', 'orphan-token').execute();
    expect(tokens).toEqual([]);
    if (dialect === 'sqlite') {
      expect(outcomes[0]).not.toBe('ok');
      expect(await metaKeys(db, 'shared-')).toEqual([]);
    } else {
      expect(outcomes[0]).toBe('ok');
      expect(await metaKeys(db, 'shared-')).toEqual(['shared-before']);
    }
  });

  it('inside a transaction, runs in it', async () => {
    const { db } = (t = await makeTestApp({ dialect })).deps;
    await expect(
      db.transaction().execute(async (trx) => {
        await groupTransaction(trx, (inner) => putMeta(inner, 'nested-a'));
        throw new Error('outer refused');
      }),
    ).rejects.toThrow('outer refused');
    expect(await metaKeys(db, 'nested-')).toEqual([]);
  });
});
