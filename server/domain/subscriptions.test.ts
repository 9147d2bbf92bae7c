import { afterEach, describe, expect, it } from 'vitest';
import { DiscountType, OrderStatus, SubscriptionStatus } from '../../shared/enums.js';
import { ErrorText } from '../../shared/errors.js';
import { dialects } from '../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { createOrder, markPaid } from './orders/index.js';
import { renewDueSubscriptions, subscriptionInfo } from './subscriptions.js';

const DAY = 24 * 3600_000;
let t: PaymentTestApp;
afterEach(() => t.close());

/** A visitor who bought the monthly plan (paid by a one-off payment, no card yet). */
async function subscriber() {
  const v = await t.member();
  const order = await createOrder(t.deps, await t.userRow(v.uid), { kind: 'vip', itemId: 'vip-monthly', comeFrom: '' });
  expect((await markPaid(t.deps, { orderId: order.id, providerRef: `first-${order.id}`, payMethod: 'OceanPayment' })).credited).toBe(true);
  return v;
}

describe.each(dialects)('subscriptions on %s', (dialect) => {
  it('cancels keeping Premium, resumes only with a card, changes plan, answers the spec texts', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await subscriber();
    const end = t.deps.clock() + 30 * DAY;
    const info = await t.call('/v1/vip/subscription/info', {}, { token });
    expect(info.data).toEqual({
      subscription: {
        id: expect.any(String),
        planId: 'vip-monthly',
        planTitle: 'Monthly',
        status: SubscriptionStatus.subIn,
        currentPeriodEnd: end,
        cardId: null,
      },
      card: null,
    });

    const cancelled = await t.call('/v1/vip/subscription/cancel', {}, { token });
    expect(cancelled.data.subscription.status).toBe(SubscriptionStatus.cancel);
    expect((await t.call('/v1/user/my-profile', {}, { token })).data).toMatchObject({ isVip: true, vipExpireAt: end });
    expect(await t.call('/v1/vip/subscription/cancel', {}, { token })).toMatchObject({ code: 1000, message: ErrorText.noSubscription });
    expect(await t.call('/v1/vip/subscription/resume', {}, { token })).toMatchObject({ code: 1000, message: ErrorText.noCard });

    expect((await t.call('/v1/user-payment/bind', { cardNumber: '4111 1111 1111 1111', expiry: '12/30' }, { token })).message).toMatch(
      /test cards only/,
    );
    expect((await t.call('/v1/user-payment/bind', { cardNumber: '4242424242424242', expiry: '01/26' }, { token })).message).toBe(
      'This card has expired',
    );
    expect((await t.call('/v1/user-payment/bind', { cardNumber: '4000 0000 0000 0002', expiry: '12/30' }, { token })).message).toBe(
      'Your card was declined',
    );
    const bound = await t.call('/v1/user-payment/bind', { cardNumber: '4242 4242 4242 4242', expiry: '12/30' }, { token });
    expect(bound.data.card).toMatchObject({ brand: 'Visa', last4: '4242' });
    const stored = await t.deps.db.selectFrom('payment_cards').selectAll().where('id', '=', bound.data.card.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('424242424242');

    const resumed = await t.call('/v1/vip/subscription/resume', {}, { token });
    expect(resumed.data.subscription).toMatchObject({ status: SubscriptionStatus.subIn, cardId: bound.data.card.id });
    expect((await t.call('/v1/vip/subscription/change-plan', { id: 'vip-lifetime' }, { token })).code).toBe(1000);
    expect((await t.call('/v1/vip/subscription/change-plan', { id: 'vip-nope' }, { token })).code).toBe(1000);
    const changed = await t.call('/v1/vip/subscription/change-plan', { id: 'vip-quarterly' }, { token });
    // The paid period is unchanged; the next renewal charges the new plan.
    expect(changed.data.subscription).toMatchObject({ planId: 'vip-quarterly', currentPeriodEnd: end });

    const unbound = await t.call('/v1/user-payment/unbind', {}, { token });
    expect(unbound.data).toMatchObject({ card: null, subscription: { cardId: null } });
    expect(await t.call('/v1/user-payment/unbind', {}, { token })).toMatchObject({ code: 1000, message: ErrorText.noCard });
  });

  it('answers the spec texts to a user who never subscribed', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await t.member();
    expect((await t.call('/v1/vip/subscription/info', {}, { token })).data).toEqual({ subscription: null, card: null });
    expect(await t.call('/v1/vip/subscription/cancel', {}, { token })).toMatchObject({ code: 1000, message: ErrorText.noSubscription });
    expect((await t.call('/v1/vip/subscription/resume', {}, { token })).code).toBe(1000);
    expect(await t.call('/v1/user-payment/unbind', {}, { token })).toMatchObject({ code: 1000, message: ErrorText.noCard });
  });

  it('renews on the due date with the linked card, once per period however often it runs', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await subscriber();
    await t.call('/v1/user-payment/bind', { cardNumber: '5555555555554444', expiry: '12/31' }, { token });
    await t.call('/v1/vip/subscription/change-plan', { id: 'vip-quarterly' }, { token });
    const end = t.deps.clock() + 30 * DAY;
    expect(await renewDueSubscriptions(t.deps)).toEqual({ renewed: [], ended: [], failed: [] });

    t.tick(30 * DAY);
    const runs = await Promise.all([renewDueSubscriptions(t.deps), renewDueSubscriptions(t.deps), renewDueSubscriptions(t.deps)]);
    expect(runs.flatMap((r) => r.renewed)).toHaveLength(1);
    expect(runs.flatMap((r) => r.failed)).toEqual([]);
    expect((await renewDueSubscriptions(t.deps)).renewed).toEqual([]);

    const renewals = await t.deps.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', uid)
      .where('come_from', '=', 'renewal')
      .execute();
    const paid = renewals.filter((o) => o.status === OrderStatus.hasPay);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      item_id: 'vip-quarterly',
      amount_cents: 2999,
      provider_ref: expect.stringMatching(new RegExp(`^renew-sub_[0-9a-f]+-${end}$`)),
    });
    // Extra orders of the losing runs are closed, never left waiting.
    expect(renewals.every((o) => o.status !== OrderStatus.wait)).toBe(true);
    const u = await t.userRow(uid);
    expect(u.vip_expire_at).toBe(end + 90 * DAY);
    expect(u.gold_balance).toBe(1300);
    // (Read through the domain: the 30-day-old token has expired by now.)
    const info = await subscriptionInfo(t.deps, u);
    expect(info.subscription).toMatchObject({
      status: SubscriptionStatus.subIn,
      planId: 'vip-quarterly',
      currentPeriodEnd: end + 90 * DAY,
    });
  });

  it('stops renewing when the user asks to delete the account (50 asks at once): nothing is charged in the grace period', async () => {
    t = await makePaymentTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, uid } = await subscriber();
    await t.call('/v1/user-payment/bind', { cardNumber: '5555555555554444', expiry: '12/31' }, { token });
    await t.call('/v1/vip/subscription/resume', {}, { token });
    const end = t.deps.clock() + 30 * DAY;
    const asks = await Promise.all(Array.from({ length: 50 }, () => t.call('/v1/user/danger-zone/activate', {}, { token })));
    expect(asks.every((a) => a.code === 0)).toBe(true);
    // Before: the card was charged at the period's end, 10 days into the 14-day grace period.
    t.tick(30 * DAY);
    expect(await renewDueSubscriptions(t.deps)).toEqual({ renewed: [], ended: [], failed: [] });
    const renewals = await t.deps.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', uid)
      .where('come_from', '=', 'renewal')
      .execute();
    expect(renewals).toEqual([]);
    const u = await t.userRow(uid);
    expect(u.vip_expire_at).toBe(end);
    expect((await subscriptionInfo(t.deps, u)).subscription).toMatchObject({ status: SubscriptionStatus.cancel, currentPeriodEnd: end });
  });

  it('never renews at the exit offer price: no plan change to it, and a period bought at it renews at the regular plan', async () => {
    t = await makePaymentTestApp({ dialect });
    await t.deps.db.updateTable('vip_plans').set({ discount_type: DiscountType.exit }).where('id', '=', 'vip-monthly-offer').execute();
    const { token } = await subscriber();
    await t.call('/v1/user-payment/bind', { cardNumber: '4242 4242 4242 4242', expiry: '12/30' }, { token });
    expect(await t.call('/v1/vip/subscription/change-plan', { id: 'vip-monthly-offer' }, { token })).toMatchObject({ code: 1000 });
    expect((await t.call('/v1/vip/subscription/info', {}, { token })).data.subscription.planId).toBe('vip-monthly');

    // Bought through the offer, at its price, once.
    const leaver = await t.member();
    expect((await t.call('/v1/vip/discount/exit-offer', {}, { token: leaver.token })).data.offer.plan.id).toBe('vip-monthly-offer');
    const order = (await t.call('/v1/vip/discount/exit-order', {}, { token: leaver.token })).data;
    expect(
      (await markPaid(t.deps, { orderId: order.orderId, providerRef: `exit-${order.orderId}`, payMethod: 'OceanPayment' })).credited,
    ).toBe(true);
    await t.call('/v1/user-payment/bind', { cardNumber: '4242 4242 4242 4242', expiry: '12/30' }, { token: leaver.token });
    t.tick(31 * DAY);
    const run = await renewDueSubscriptions(t.deps);
    expect(run.failed).toEqual([]);
    expect(run.renewed).toHaveLength(2);
    const regular = await t.deps.db.selectFrom('vip_plans').select('price_cents').where('id', '=', 'vip-monthly').executeTakeFirstOrThrow();
    const renewal = await t.deps.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', leaver.uid)
      .where('come_from', '=', 'renewal')
      .executeTakeFirstOrThrow();
    expect(renewal).toMatchObject({ item_id: 'vip-monthly', amount_cents: regular.price_cents, status: OrderStatus.hasPay });
  });

  it('ends a due subscription that has no card instead of charging anything', async () => {
    t = await makePaymentTestApp({ dialect });
    const { uid } = await subscriber();
    t.tick(31 * DAY);
    const r = await renewDueSubscriptions(t.deps);
    expect(r.ended).toHaveLength(1);
    const u = await t.userRow(uid);
    expect((await subscriptionInfo(t.deps, u)).subscription?.status).toBe(SubscriptionStatus.cancel);
    expect(
      await t.deps.db.selectFrom('orders').select('id').where('user_id', '=', uid).where('come_from', '=', 'renewal').execute(),
    ).toEqual([]);
    expect(u.vip_expire_at).toBeLessThan(t.deps.clock());
  });
});
