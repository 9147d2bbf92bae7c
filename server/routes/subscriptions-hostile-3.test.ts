import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatus, SubscriptionStatus } from '../../shared/enums.js';
import { ErrorText } from '../../shared/errors.js';
import { dialects } from '../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { createOrder, markPaid, refundOrder } from '../domain/orders/index.js';
import { cancelSubscription, renewDueSubscriptions, subscriptionInfo } from '../domain/subscriptions.js';

const DAY = 24 * 3600_000;
let t: PaymentTestApp;
afterEach(() => t.close());

/** A member who bought the monthly plan and linked a card: renewed by the card every 30 days. */
async function subscriber() {
  const m = await t.member();
  const order = await createOrder(t.deps, await t.userRow(m.uid), { kind: 'vip', itemId: 'vip-monthly', comeFrom: '' });
  expect((await markPaid(t.deps, { orderId: order.id, providerRef: `first-${order.id}`, payMethod: 'OceanPayment' })).credited).toBe(true);
  const bound = await t.call('/v1/user-payment/bind', { cardNumber: '4242 4242 4242 4242', expiry: '12/30' }, { token: m.token });
  expect(bound.code).toBe(0);
  return { ...m, firstOrderId: order.id };
}

const renewalsOf = (uid: string) =>
  t.deps.db.selectFrom('orders').selectAll().where('user_id', '=', uid).where('come_from', '=', 'renewal').execute();

describe.each(dialects)('card subscriptions under attack on %s', (dialect) => {
  it('never charges a lifetime member: resume answers 1000 and a due period ends without a charge', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await subscriber();
    const life = await createOrder(t.deps, await t.userRow(uid), { kind: 'vip', itemId: 'vip-lifetime', comeFrom: '' });
    expect((await markPaid(t.deps, { orderId: life.id, providerRef: `life-${life.id}`, payMethod: 'OceanPayment' })).credited).toBe(true);
    // Lifetime ended the renewals; "Resume" must not start charging the card again for nothing.
    const resumed = await t.call('/v1/vip/subscription/resume', {}, { token });
    expect(resumed.code).toBe(1000);
    expect((await t.call('/v1/vip/subscription/info', {}, { token })).data.subscription.status).toBe(SubscriptionStatus.cancel);
    const gold = (await t.userRow(uid)).gold_balance;

    // Even a row that says it renews (written before this rule) never charges a lifetime member.
    await t.deps.db.updateTable('subscriptions').set({ status: SubscriptionStatus.subIn }).where('user_id', '=', uid).execute();
    t.tick(31 * DAY);
    const run = await renewDueSubscriptions(t.deps);
    expect(run.renewed).toEqual([]);
    expect((await renewalsOf(uid)).filter((o) => o.status === OrderStatus.hasPay)).toEqual([]);
    const u = await t.userRow(uid);
    expect(u.gold_balance).toBe(gold);
    expect((await subscriptionInfo(t.deps, u)).subscription?.status).toBe(SubscriptionStatus.cancel);
  });

  it('a plan sold for Stars only is never charged on the card: no change to it, and a period at it ends without a charge', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await subscriber();
    await t.deps.db.updateTable('vip_plans').set({ only_pay_tg_star: 1 }).where('id', '=', 'vip-quarterly').execute();
    const changed = await t.call('/v1/vip/subscription/change-plan', { id: 'vip-quarterly' }, { token });
    expect(changed).toMatchObject({ code: 1000, message: ErrorText.paymentNotSupported });
    expect((await t.call('/v1/vip/subscription/info', {}, { token })).data.subscription.planId).toBe('vip-monthly');

    // The plan it renews at became Stars-only after it was chosen.
    await t.deps.db.updateTable('vip_plans').set({ only_pay_tg_star: 1 }).where('id', '=', 'vip-monthly').execute();
    const gold = (await t.userRow(uid)).gold_balance;
    t.tick(31 * DAY);
    const run = await renewDueSubscriptions(t.deps);
    expect(run.renewed).toEqual([]);
    expect(run.ended).toHaveLength(1);
    expect((await renewalsOf(uid)).filter((o) => o.status === OrderStatus.hasPay)).toEqual([]);
    expect((await t.userRow(uid)).gold_balance).toBe(gold);
  });

  it('a cancel racing the renewal run is never undone, and no period is charged twice (50 subscribers)', async () => {
    t = await makePaymentTestApp({ dialect });
    const subs = [];
    for (let i = 0; i < 50; i++) subs.push(await subscriber());
    t.tick(30 * DAY);
    const rows = await Promise.all(subs.map((s) => t.userRow(s.uid)));
    // The renewal run reads who is due, then each cancel lands while it charges.
    const [run, ...cancels] = await Promise.all([
      renewDueSubscriptions(t.deps),
      ...rows.map((u) =>
        cancelSubscription(t.deps, u).then(
          () => 'cancelled' as const,
          () => 'refused' as const,
        ),
      ),
    ]);
    expect(run.failed).toEqual([]);
    expect(cancels.every((c) => c === 'cancelled')).toBe(true);
    for (const s of subs) {
      const u = await t.userRow(s.uid);
      // The member said stop: the subscription stays stopped, whether this period was charged or not.
      expect((await subscriptionInfo(t.deps, u)).subscription?.status).toBe(SubscriptionStatus.cancel);
      const paid = (await renewalsOf(s.uid)).filter((o) => o.status === OrderStatus.hasPay);
      expect(paid.length).toBeLessThanOrEqual(1);
      expect((await renewalsOf(s.uid)).every((o) => o.status !== OrderStatus.wait)).toBe(true);
    }
    // And the next period charges nobody.
    t.tick(31 * DAY);
    const next = await renewDueSubscriptions(t.deps);
    expect(next.renewed).toEqual([]);
  });

  it('a refund racing the renewal run: refunded members are not charged again after the refund (50 subscribers)', async () => {
    t = await makePaymentTestApp({ dialect });
    const subs = [];
    for (let i = 0; i < 50; i++) subs.push(await subscriber());
    t.tick(30 * DAY);
    const [run, ...refunds] = await Promise.all([
      renewDueSubscriptions(t.deps),
      ...subs.map((s) => refundOrder(t.deps, s.firstOrderId, 'test')),
    ]);
    expect(run.failed).toEqual([]);
    expect(refunds.every((r) => r.refunded)).toBe(true);
    for (const s of subs) {
      const u = await t.userRow(s.uid);
      expect((await subscriptionInfo(t.deps, u)).subscription?.status).toBe(SubscriptionStatus.cancel);
      expect((await renewalsOf(s.uid)).filter((o) => o.status === OrderStatus.hasPay).length).toBeLessThanOrEqual(1);
    }
    t.tick(31 * DAY);
    expect((await renewDueSubscriptions(t.deps)).renewed).toEqual([]);
  });
});
