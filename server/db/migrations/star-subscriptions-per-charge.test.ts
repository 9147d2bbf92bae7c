import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { starSubscriptionsPerChargeMigration } from './2026-12-23-star-subscriptions-per-charge.js';

let t: TestApp;
afterEach(async () => t?.close());

describe.each(dialects)('migration 2026-12-23-star-subscriptions-per-charge on %s', (dialect) => {
  it('one row per user becomes one per subscription: the rows kept, a second subscription of the user a row of its own', async () => {
    t = await makeTestApp({ dialect });
    const { db } = t.deps;
    const m = await t.member();
    const row = (charge: string, order: string) => ({
      charge_id: charge,
      user_id: m.uid,
      telegram_user_id: 7100,
      order_id: order,
      plan_id: 'vip-monthly',
      stars: 650,
      expires_at: 1_000,
      canceled: 0,
      create_time: 1,
      update_time: 1,
    });
    // As it was: down() leaves one row per user (the newest), the key the user.
    await db
      .insertInto('star_subscriptions')
      .values([row('sub-a', 'ord-a'), { ...row('sub-b', 'ord-b'), create_time: 2 }])
      .execute();
    await starSubscriptionsPerChargeMigration().down(db);
    expect(await db.selectFrom('star_subscriptions').select('charge_id').execute()).toEqual([{ charge_id: 'sub-b' }]);
    await starSubscriptionsPerChargeMigration().up(db);
    await db.insertInto('star_subscriptions').values(row('sub-c', 'ord-c')).execute();
    const kept = await db.selectFrom('star_subscriptions').select(['charge_id', 'order_id']).orderBy('charge_id').execute();
    expect(kept).toEqual([
      { charge_id: 'sub-b', order_id: 'ord-b' },
      { charge_id: 'sub-c', order_id: 'ord-c' },
    ]);
    await expect(db.insertInto('star_subscriptions').values(row('sub-c', 'ord-d')).execute()).rejects.toThrow();
  });
});
