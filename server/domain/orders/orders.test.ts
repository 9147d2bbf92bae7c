import { afterEach, describe, expect, it } from 'vitest';
import { LIFETIME_VIP_MS } from '../../../shared/constants.js';
import { OrderStatus, SubscriptionStatus } from '../../../shared/enums.js';
import { dialects } from '../../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../../providers/payment/test-support/app.js';
import { cancelOrder, checkPayable, createOrder, markPaid, recoverPendingOrders, refundOrder } from './index.js';

const DAY = 24 * 3600_000;
let t: PaymentTestApp;
afterEach(() => t.close());

const ledgerOf = (orderId: string) =>
  t.deps.db.selectFrom('ledger').select(['currency', 'amount', 'reason']).where('ref_id', '=', orderId).orderBy('id').execute();

async function buyer() {
  const v = await t.member();
  return { ...v, user: await t.userRow(v.uid) };
}

describe.each(dialects)('orders on %s', (dialect) => {
  it('prices an order from the server plan and ignores a tampered client amount', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await buyer();
    const r = await t.call(
      '/v1/vip/order/create',
      { id: 'vip-quarterly', comeFrom: 'miniapp_energy', amount: 0.01, price: 0.01, stars: 1 },
      { token },
    );
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      orderStatus: OrderStatus.wait,
      kind: 'vip',
      itemId: 'vip-quarterly',
      amount: 29.99,
      currency: 'USD',
      stars: 1500,
      payMethod: null,
    });
    const row = await t.deps.db.selectFrom('orders').selectAll().where('id', '=', r.data.orderId).executeTakeFirstOrThrow();
    expect(row.amount_cents).toBe(2999);
    const gold = await t.call('/v1/gold/order/create', { id: 'gold-300', comeFrom: 'coins', price: 0 }, { token });
    expect(gold.data).toMatchObject({ kind: 'gold', amount: 2.99, stars: 150 });
  });

  it('refuses unknown plan and coin pack ids with code 1000', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, user } = await buyer();
    const vip = await t.call('/v1/vip/order/create', { id: 'vip-free-forever', comeFrom: '' }, { token });
    expect(vip.code).toBe(1000);
    expect(vip.message).toMatch(/Unknown Premium plan/);
    expect((await t.call('/v1/gold/order/create', { id: 'gold-999999', comeFrom: '' }, { token })).code).toBe(1000);
    await expect(createOrder(t.deps, user, { kind: 'vip', itemId: 'nope', comeFrom: '' })).rejects.toMatchObject({ code: 1000 });
    expect(await t.deps.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it("answers someone else's order exactly like a missing one", async () => {
    t = await makePaymentTestApp({ dialect });
    const alice = await buyer();
    const bob = await buyer();
    const order = await createOrder(t.deps, alice.user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: '' });
    for (const path of ['/v1/vip/order/status', '/v1/vip/order/cancel']) {
      const r = await t.call(path, { orderId: order.id }, { token: bob.token });
      expect(r).toMatchObject({ code: 1000, message: 'Order not found' });
    }
    const pay = await t.call('/v1/vip/order/payment', { orderId: order.id, payMethod: 'OceanPayment' }, { token: bob.token });
    expect(pay).toMatchObject({ code: 1000, message: 'Order not found' });
    expect((await t.call('/v1/vip/order/status', { orderId: 'ord_missing' }, { token: bob.token })).message).toBe('Order not found');
    // A Premium order is not a gold order either.
    expect((await t.call('/v1/gold/order/status', { orderId: order.id }, { token: alice.token })).message).toBe('Order not found');
    expect((await t.call('/v1/vip/order/status', { orderId: order.id }, { token: alice.token })).data.orderStatus).toBe(OrderStatus.wait);
  });

  it('credits a period plan once: Premium from now, energy to 1000, plan coins, ledger rows, subscription', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const now = t.deps.clock();
    const order = await createOrder(t.deps, user, { kind: 'vip', itemId: 'vip-quarterly', comeFrom: '' });
    const r = await markPaid(t.deps, { orderId: order.id, providerRef: 'pay-1', payMethod: 'OceanPayment', amountCents: 2999 });
    expect(r.credited).toBe(true);
    expect(r.order).toMatchObject({
      status: OrderStatus.hasPay,
      provider_ref: 'pay-1',
      pay_method: 'OceanPayment',
      paid_at: now,
      credited_at: now,
    });
    expect(r.user).toMatchObject({ vip_expire_at: now + 90 * DAY, energy: 1000, gold_balance: 1000 });
    expect(await ledgerOf(order.id)).toEqual([
      { currency: 'energy', amount: 900, reason: 'vip_order' },
      { currency: 'gold', amount: 1000, reason: 'vip_order' },
    ]);
    const sub = await t.deps.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).execute();
    expect(sub).toHaveLength(1);
    expect(sub[0]).toMatchObject({ plan_id: 'vip-quarterly', status: SubscriptionStatus.subIn, current_period_end: now + 90 * DAY });

    // Premium extends from the later of now and the current expiry.
    const again = await createOrder(t.deps, r.user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: '' });
    const r2 = await markPaid(t.deps, { orderId: again.id, providerRef: 'pay-2', payMethod: 'OceanPayment' });
    expect(r2.user.vip_expire_at).toBe(now + 120 * DAY);
    expect(r2.user.gold_balance).toBe(1300);
    expect(await ledgerOf(again.id)).toEqual([{ currency: 'gold', amount: 300, reason: 'vip_order' }]);
  });

  it('credits lifetime to the year 2100 with 5000 coins and no renewing subscription', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const order = await createOrder(t.deps, user, { kind: 'vip', itemId: 'vip-lifetime', comeFrom: '' });
    const r = await markPaid(t.deps, { orderId: order.id, providerRef: 'life-1', payMethod: 'TelegramStar', stars: 5000 });
    expect(r.credited).toBe(true);
    expect(r.user.vip_expire_at).toBe(LIFETIME_VIP_MS);
    expect(new Date(r.user.vip_expire_at).getUTCFullYear()).toBe(2100);
    expect(r.user.gold_balance).toBe(5000);
    expect((await ledgerOf(order.id)).find((l) => l.currency === 'gold')).toEqual({ currency: 'gold', amount: 5000, reason: 'vip_order' });
    const subs = await t.deps.db.selectFrom('subscriptions').select('status').where('user_id', '=', user.id).execute();
    expect(subs.every((s) => s.status === SubscriptionStatus.cancel)).toBe(true);
  });

  it('credits a coin pack with its bonus', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const order = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-300', comeFrom: '' });
    const r = await markPaid(t.deps, { orderId: order.id, providerRef: 'g-1', payMethod: 'OceanPayment', amountCents: 299 });
    expect(r.credited).toBe(true);
    expect(r.user.gold_balance).toBe(330);
    expect(r.user.vip_expire_at).toBe(0);
    expect(await ledgerOf(order.id)).toEqual([{ currency: 'gold', amount: 330, reason: 'gold_order' }]);
  });

  it('credits exactly once when 20 deliveries of one payment arrive at the same time', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const order = await createOrder(t.deps, user, { kind: 'vip', itemId: 'vip-yearly', comeFrom: '' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        markPaid(t.deps, { orderId: order.id, providerRef: 'charge-20x', payMethod: 'TelegramStar', stars: 3000 }),
      ),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(results.filter((r) => !r.credited).every((r) => r.reason === 'already_credited' && !r.needsRefund)).toBe(true);
    const u = await t.userRow(user.id);
    expect(u.gold_balance).toBe(5000);
    expect(u.vip_expire_at).toBe(t.deps.clock() + 365 * DAY);
    expect(await ledgerOf(order.id)).toHaveLength(2);
  });

  it('does not credit a payment for a cancelled order, and says it needs a refund', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const order = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: '' });
    expect((await cancelOrder(t.deps, user, order.id)).status).toBe(OrderStatus.cancel);
    expect(await checkPayable(t.deps, order.id)).toEqual({ ok: false, reason: 'Order cancelled' });
    const r = await markPaid(t.deps, { orderId: order.id, providerRef: 'late-1', payMethod: 'TelegramStar', stars: 250 });
    expect(r).toMatchObject({ credited: false, reason: 'order_cancelled', needsRefund: true });
    expect(r.order.status).toBe(OrderStatus.cancel);
    expect((await t.userRow(user.id)).gold_balance).toBe(0);
    expect(await ledgerOf(order.id)).toEqual([]);
    // Nothing for the restart recovery to pick up either.
    expect((await recoverPendingOrders(t.deps)).credited).toEqual([]);
  });

  it('refuses wrong amounts, a second payment for a paid order, and one payment for two orders', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const a = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: '' });
    const b = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: '' });
    expect(await checkPayable(t.deps, a.id, { stars: 49 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Amount does not match/),
    });
    expect(await checkPayable(t.deps, a.id, { stars: 50 })).toMatchObject({ ok: true, order: { id: a.id } });
    expect(await checkPayable(t.deps, 'ord_nope')).toEqual({ ok: false, reason: 'Order not found' });
    const wrong = await markPaid(t.deps, { orderId: a.id, providerRef: 'x-1', payMethod: 'TelegramStar', stars: 1 });
    expect(wrong).toMatchObject({ credited: false, reason: 'amount_mismatch', needsRefund: true });
    expect(wrong.order.provider_ref).toBeNull();
    expect((await markPaid(t.deps, { orderId: a.id, providerRef: 'x-2', payMethod: 'TelegramStar', stars: 50 })).credited).toBe(true);
    expect(await checkPayable(t.deps, a.id)).toEqual({ ok: false, reason: 'Order already paid' });
    expect(await markPaid(t.deps, { orderId: a.id, providerRef: 'x-3', payMethod: 'TelegramStar' })).toMatchObject({
      credited: false,
      reason: 'other_payment_for_order',
      needsRefund: true,
    });
    expect(await markPaid(t.deps, { orderId: b.id, providerRef: 'x-2', payMethod: 'TelegramStar' })).toMatchObject({
      credited: false,
      reason: 'payment_used_by_other_order',
    });
    expect((await t.userRow(user.id)).gold_balance).toBe(100);
  });

  it('refunds a paid order with ledger rows and ends its Premium days', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const now = t.deps.clock();
    const order = await createOrder(t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: '' });
    await markPaid(t.deps, { orderId: order.id, providerRef: 'r-1', payMethod: 'OceanPayment' });
    // The user spent some of the gift coins: only what is left can be taken back.
    await t.deps.db.updateTable('users').set({ gold_balance: 200 }).where('id', '=', user.id).execute();
    const r = await refundOrder(t.deps, order.id, 'customer request');
    expect(r).toMatchObject({ refunded: true, taken: { energy: 900, gold: 200 } });
    expect(r.order.status).toBe(OrderStatus.cancel);
    const u = await t.userRow(user.id);
    expect(u).toMatchObject({ gold_balance: 0, energy: 100, vip_expire_at: now });
    expect((await ledgerOf(order.id)).filter((l) => l.reason === 'refund')).toEqual([
      { currency: 'energy', amount: -900, reason: 'refund' },
      { currency: 'gold', amount: -200, reason: 'refund' },
    ]);
    expect(
      (await t.deps.db.selectFrom('subscriptions').select('status').where('user_id', '=', user.id).executeTakeFirstOrThrow()).status,
    ).toBe(SubscriptionStatus.cancel);
    expect((await refundOrder(t.deps, order.id, 'again')).refunded).toBe(false);
    expect((await t.userRow(user.id)).gold_balance).toBe(0);
  });

  it('credits on restart a payment that was recorded before a crash, exactly once', async () => {
    t = await makePaymentTestApp({ dialect });
    const { user } = await buyer();
    const order = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-1200', comeFrom: '' });
    // The state a crash between markPaid's two steps leaves: the payment recorded, no credit.
    await t.deps.db
      .updateTable('orders')
      .set({ provider_ref: 'crash-1', pay_method: 'TelegramStar', paid_at: t.deps.clock() })
      .where('id', '=', order.id)
      .execute();
    const cancelled = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: '' });
    await t.deps.db
      .updateTable('orders')
      .set({ provider_ref: 'crash-2', status: OrderStatus.cancel })
      .where('id', '=', cancelled.id)
      .execute();
    // A recorded payment counts as paid: no second payment is taken, no cancel undoes it.
    expect(await checkPayable(t.deps, order.id)).toEqual({ ok: false, reason: 'Order already paid' });
    await expect(cancelOrder(t.deps, user, order.id)).rejects.toMatchObject({ message: 'This order has already been paid' });

    const [first, second] = await Promise.all([recoverPendingOrders(t.deps), recoverPendingOrders(t.deps)]);
    expect([...first.credited, ...second.credited]).toEqual([order.id]);
    expect((await recoverPendingOrders(t.deps)).credited).toEqual([]);
    expect((await t.userRow(user.id)).gold_balance).toBe(1440);
    expect(await ledgerOf(order.id)).toEqual([{ currency: 'gold', amount: 1440, reason: 'gold_order' }]);
    // The redelivered payment after the restart changes nothing.
    expect(await markPaid(t.deps, { orderId: order.id, providerRef: 'crash-1', payMethod: 'TelegramStar' })).toMatchObject({
      credited: false,
      reason: 'already_credited',
    });
  });
});
