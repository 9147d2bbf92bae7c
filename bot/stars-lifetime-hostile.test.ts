import { describe, expect, it } from 'vitest';
import { cancelOrder, createOrder, markPaid } from '../server/domain/orders/index.js';
import { dialects } from '../server/test/harness.js';
import { OrderStatus } from '../shared/enums.js';
import { LIFETIME_VIP_MS } from '../shared/constants.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
const DAY = 24 * 3600_000;

describe.each(dialects)('a Stars subscription of a lifetime member, on %s', (dialect) => {
  it('a renewal charged after lifetime Premium was bought is given back, and the subscription stopped (50 deliveries)', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const monthly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    const period1 = Math.floor((h.t.deps.clock() + 30 * DAY) / 1000);
    await h.subscriptionPayment(tg, monthly.id, 650, 'life-sub-1', period1, true);
    // Lifetime bought on top (by card here): the monthly Stars subscription has nothing left to buy.
    const life = await createOrder(h.t.deps, (await findTelegramUser(h.t.deps.db, tg.id))!, {
      kind: 'vip',
      itemId: 'vip-lifetime',
      comeFrom: '',
    });
    expect((await markPaid(h.t.deps, { orderId: life.id, providerRef: `life-${life.id}`, payMethod: 'OceanPayment' })).credited).toBe(true);
    const before = (await findTelegramUser(h.t.deps.db, tg.id))!;
    expect(before.vip_expire_at).toBeGreaterThanOrEqual(LIFETIME_VIP_MS);

    h.t.tick(30 * DAY);
    await Promise.all(
      Array.from({ length: 50 }, () => h.subscriptionPayment(tg, monthly.id, 650, 'life-sub-2', period1 + 30 * 86400, false)),
    );
    // Telegram took 650 Stars for nothing: they go back once, and it renews no more.
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([{ user_id: tg.id, telegram_payment_charge_id: 'life-sub-2' }]);
    expect(h.tg.callsOf('editUserStarSubscription').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'life-sub-1', is_canceled: true },
    ]);
    const after = (await findTelegramUser(h.t.deps.db, tg.id))!;
    expect(after.gold_balance).toBe(before.gold_balance);
    expect(after.vip_expire_at).toBe(before.vip_expire_at);
    const credited = await h.t.deps.db
      .selectFrom('orders')
      .select('id')
      .where('provider_ref', '=', 'life-sub-2')
      .where('status', '=', OrderStatus.hasPay)
      .execute();
    expect(credited).toEqual([]);
  });
});

describe.each(dialects)('a lifetime purchase on top of a Stars subscription, on %s', (dialect) => {
  it('stops the monthly Stars subscription at Telegram at once, so it is never charged again (50 deliveries of the card payment)', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const monthly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await h.subscriptionPayment(tg, monthly.id, 650, 'life-now-1', Math.floor((h.t.deps.clock() + 30 * DAY) / 1000), true);
    expect(h.tg.callsOf('editUserStarSubscription')).toEqual([]);
    const life = await createOrder(h.t.deps, (await findTelegramUser(h.t.deps.db, tg.id))!, {
      kind: 'vip',
      itemId: 'vip-lifetime',
      comeFrom: '',
    });
    // The gateway delivers its webhook 50 times at once: one credit, one cancel.
    const results = await Promise.all(
      Array.from({ length: 50 }, () => markPaid(h.t.deps, { orderId: life.id, providerRef: `life-${life.id}`, payMethod: 'OceanPayment' })),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(h.tg.callsOf('editUserStarSubscription').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'life-now-1', is_canceled: true },
    ]);
    const row = await h.t.deps.db.selectFrom('star_subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.canceled).toBe(1);
  });

  it('leaves the subscription alone when what was bought is not lifetime', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const monthly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await h.subscriptionPayment(tg, monthly.id, 650, 'keep-sub-1', Math.floor((h.t.deps.clock() + 30 * DAY) / 1000), true);
    const yearly = await createOrder(h.t.deps, (await findTelegramUser(h.t.deps.db, tg.id))!, {
      kind: 'vip',
      itemId: 'vip-yearly',
      comeFrom: '',
    });
    expect((await markPaid(h.t.deps, { orderId: yearly.id, providerRef: `y-${yearly.id}`, payMethod: 'OceanPayment' })).credited).toBe(
      true,
    );
    expect(h.tg.callsOf('editUserStarSubscription')).toEqual([]);
  });
});

describe.each(dialects)('a Stars subscription whose first charge is refunded, on %s', (dialect) => {
  it('a subscription paid for an order cancelled meanwhile is refunded and stopped at Telegram, so it never renews', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await cancelOrder(h.t.deps, user, order.id);
    // Telegram had already accepted the checkout: the first charge of a subscription arrives.
    await h.subscriptionPayment(tg, order.id, 650, 'cancelled-sub-1', Math.floor((h.t.deps.clock() + 30 * DAY) / 1000), true);
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'cancelled-sub-1' },
    ]);
    expect(h.tg.callsOf('editUserStarSubscription').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'cancelled-sub-1', is_canceled: true },
    ]);
    expect((await findTelegramUser(h.t.deps.db, tg.id))!.vip_expire_at).toBe(user.vip_expire_at);
  });
});
