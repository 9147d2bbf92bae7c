import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../shared/enums.js';
import { ErrorText } from '../../shared/errors.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { renewalsJob } from '../domain/subscriptions.js';
import { startJobs } from '../jobs/jobs.js';

let t: PaymentTestApp;
afterEach(() => t.close());

describe('vip routes', () => {
  it('serves the Premium page carousel: 10 reviews rated 5', async () => {
    t = await makePaymentTestApp();
    const r = await t.call('/v1/vip/order/carousel');
    expect(r.data.list).toHaveLength(10);
    expect(r.data.list.every((x: { rating: number; content: string }) => x.rating === 5 && x.content.length > 0)).toBe(true);
  });

  it('creates a tour order for a visitor without a token, and reuses the token when there is one', async () => {
    t = await makePaymentTestApp();
    const fresh = await t.call('/v1/vip/order/visitor-create', { id: 'vip-quarterly', comeFrom: '' });
    expect(fresh.code).toBe(0);
    expect(fresh.data).toMatchObject({ orderStatus: OrderStatus.wait, itemId: 'vip-quarterly', amount: 29.99, token: expect.any(String) });
    const status = await t.call('/v1/vip/order/status', { orderId: fresh.data.orderId }, { token: fresh.data.token });
    expect(status.data.orderId).toBe(fresh.data.orderId);
    const row = await t.deps.db.selectFrom('orders').select('come_from').where('id', '=', fresh.data.orderId).executeTakeFirstOrThrow();
    expect(row.come_from).toBe('tour');

    const { token, uid } = await t.visitor();
    const again = await t.call(
      '/v1/vip/order/visitor-create',
      { id: 'vip-monthly', comeFrom: 'landing', extraJson: '{"scriptId":"s1"}' },
      { token },
    );
    expect(again.data.token).toBe(token);
    const mine = await t.deps.db
      .selectFrom('orders')
      .select(['user_id', 'extra_json'])
      .where('id', '=', again.data.orderId)
      .executeTakeFirstOrThrow();
    expect(mine).toEqual({ user_id: uid, extra_json: '{"scriptId":"s1"}' });
    expect((await t.call('/v1/vip/order/create', { id: 'vip-monthly', comeFrom: '', extraJson: 'not json' }, { token })).code).toBe(1000);
    expect((await t.call('/v1/vip/order/create', { id: 'vip-monthly', comeFrom: '' })).code).toBe(1003);
  });

  it("answers 'not supported yet' to gateway calls this server does not integrate", async () => {
    t = await makePaymentTestApp();
    for (const path of ['/v1/paypal/capture', '/v1/qxPay/verify', '/v1/vip/order/beingfi/verify', '/v1/user-payment/ocean-payment/sign']) {
      expect(await t.call(path, {})).toMatchObject({ code: 1000, message: ErrorText.paymentNotSupported });
    }
  });

  it('starts and stops the renewal scheduler', async () => {
    t = await makePaymentTestApp();
    const jobs = await startJobs(t.deps);
    await jobs.add(renewalsJob);
    await jobs.stop();
  });
});
