import { afterEach, describe, expect, it } from 'vitest';
import { DiscountType, OrderStatus } from '../../../shared/enums.js';
import { dialects } from '../../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../../providers/payment/test-support/app.js';
import { markPaid } from './index.js';

const DAY = 24 * 3600_000;
let t: PaymentTestApp;
afterEach(() => t.close());

const offer = (token: string) => t.call('/v1/vip/discount/exit-offer', {}, { token });
const exitOrder = (token: string) => t.call('/v1/vip/discount/exit-order', {}, { token });
const ordersOf = (uid: string) => t.deps.db.selectFrom('orders').selectAll().where('user_id', '=', uid).execute();

describe.each(dialects)('the exit offer on %s', (dialect) => {
  it('offers the monthly plan at 70% off for 60 s, the same offer all along, then never again', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await t.member();
    const start = t.deps.clock();
    const first = await offer(token);
    expect(first.code).toBe(0);
    expect(first.data.offer).toMatchObject({
      expireAt: start + 60_000,
      plan: {
        id: 'vip-monthly',
        month: 1,
        price: 7.8,
        originalPrice: 25.99,
        discount: 70,
        discountType: DiscountType.exit,
        discountExpireTime: start + 60_000,
        tgStar: 390,
        giftGold: 300,
      },
    });
    t.tick(59_000);
    expect((await offer(token)).data.offer.expireAt).toBe(start + 60_000);
    t.tick(1_000);
    expect((await offer(token)).data.offer).toBeNull();
    t.tick(20 * DAY);
    expect((await offer(token)).data.offer).toBeNull();
  });

  it('opens one window when 50 asks arrive at once', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const answers = await Promise.all(Array.from({ length: 50 }, () => offer(token)));
    expect(new Set(answers.map((a) => a.data.offer.expireAt)).size).toBe(1);
    const markers = await t.deps.db
      .selectFrom('rewards')
      .select('event')
      .where('user_id', '=', uid)
      .where('event', 'like', 'offer:%')
      .execute();
    expect(markers).toEqual([{ event: 'offer:exit' }]);
  });

  it('prices the order at the offer (never the client) and makes one order for 50 concurrent asks', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    await offer(token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/v1/vip/discount/exit-order', { amount: 0.01, price: 0.01 }, { token })),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.orderId)).size).toBe(1);
    expect(answers[0]!.data).toMatchObject({ itemId: 'vip-monthly', amount: 7.8, stars: 390, orderStatus: OrderStatus.wait });
    const rows = await ordersOf(uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_cents: 780, stars: 390, come_from: 'exit_offer' });
  });

  it('refuses an order at the offer price after the window, and without an offer, writing nothing', async () => {
    t = await makePaymentTestApp({ dialect });
    const late = await t.member();
    await offer(late.token);
    t.tick(60_000);
    expect(await exitOrder(late.token)).toMatchObject({ code: 1000, message: 'This offer has expired' });
    const never = await t.member();
    expect(await exitOrder(never.token)).toMatchObject({ code: 1000, message: 'This offer has expired' });
    expect(await ordersOf(late.uid)).toEqual([]);
    expect(await ordersOf(never.uid)).toEqual([]);
    // The regular price list is untouched by the offer.
    expect((await t.call('/v1/vip/order/create', { id: 'vip-monthly', comeFrom: '' }, { token: late.token })).data.amount).toBe(12.99);
  });

  it('credits the plan bought at the offer price: 30 days of Premium and its 300 coins', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    await offer(token);
    const o = await exitOrder(token);
    expect(
      (await markPaid(t.deps, { orderId: o.data.orderId, providerRef: 'exit-1', payMethod: 'TelegramStar', stars: 390 })).credited,
    ).toBe(true);
    const u = await t.userRow(uid);
    expect(u.vip_expire_at).toBe(t.deps.clock() + 30 * DAY);
    expect(u.gold_balance).toBe(300);
  });

  it('sells a plan marked with the exit discount type only through the offer', async () => {
    t = await makePaymentTestApp({ dialect });
    await t.deps.db.updateTable('vip_plans').set({ discount_type: DiscountType.exit }).where('id', '=', 'vip-monthly-offer').execute();
    const { token } = await t.member();
    expect(await t.call('/v1/vip/order/create', { id: 'vip-monthly-offer', comeFrom: '' }, { token })).toMatchObject({
      code: 1000,
      message: 'This offer has expired',
    });
    expect((await offer(token)).data.offer.plan).toMatchObject({
      id: 'vip-monthly-offer',
      price: 7.79,
      discount: 70,
      discountType: DiscountType.exit,
      tgStar: 390,
    });
    expect((await exitOrder(token)).data).toMatchObject({ itemId: 'vip-monthly-offer', amount: 7.79 });
  });

  it('offers nothing to lifetime Premium', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: Date.UTC(2100, 0, 1) })
      .where('id', '=', uid)
      .execute();
    expect((await offer(token)).data.offer).toBeNull();
    expect((await exitOrder(token)).code).toBe(1000);
  });
});
