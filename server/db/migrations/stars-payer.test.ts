import { afterEach, describe, expect, it } from 'vitest';
import { createOrder, markPaid } from '../../domain/orders/index.js';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { fillStarsPayers } from './2026-12-21-stars-payer.js';

let t: TestApp;
afterEach(async () => t?.close());

describe.each(dialects)('migration 2026-12-21-stars-payer on %s', (dialect) => {
  it("finds the payer of each Stars payment recorded before: the subscription's account, else the owner's Telegram account", async () => {
    t = await makeTestApp({ dialect });
    const { db } = t.deps;
    const now = t.deps.clock();
    const userOf = async (uid: string) => db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
    const telegram = await userOf((await t.member()).uid);
    await db
      .insertInto('identities')
      .values({ id: 'idn_payer_test', user_id: telegram.id, type: 'telegram', subject: '7001', create_time: now })
      .execute();
    const web = await userOf((await t.member()).uid);
    const paid = async (uid: string, itemId: string, charge: string) => {
      const order = await createOrder(t.deps, await userOf(uid), { kind: 'gold', itemId, comeFrom: 'bot' });
      await markPaid(t.deps, { orderId: order.id, providerRef: charge, payMethod: 'TelegramStar' });
      return order.id;
    };
    const coins = await paid(telegram.id, 'gold-100', 'old-coins');
    const subscribed = await paid(web.id, 'gold-300', 'old-sub-first');
    const unknown = await paid(web.id, 'gold-600', 'old-unknown');
    await db
      .insertInto('star_subscriptions')
      .values({
        user_id: web.id,
        telegram_user_id: 7002,
        charge_id: 'old-sub-first',
        order_id: subscribed,
        plan_id: 'vip-monthly',
        stars: 650,
        expires_at: now,
        canceled: 0,
        create_time: now,
        update_time: now,
      })
      .execute();
    // As the payments were kept before: no payer on the order.
    await db.updateTable('orders').set({ payer_telegram_id: null }).execute();
    await fillStarsPayers(db);
    await fillStarsPayers(db);
    const payers = await db
      .selectFrom('orders')
      .select(['id', 'payer_telegram_id'])
      .where('id', 'in', [coins, subscribed, unknown])
      .execute();
    expect(Object.fromEntries(payers.map((o) => [o.id, o.payer_telegram_id]))).toEqual({
      [coins]: 7001,
      [subscribed]: 7002,
      [unknown]: null,
    });
  });
});
