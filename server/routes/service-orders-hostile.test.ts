import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { buyerAndCreator } from '../domain/service-orders/test-support.js';
import { ServiceOrderStatus as S } from '../../shared/service-orders.js';

let t: TestApp;
afterEach(async () => t?.close());

/** A buyer with coins, a verified creator, and an order the buyer placed with her. */
async function setup() {
  const { buyer, creator, characterId } = await buyerAndCreator(t);
  const placed = await t.call(
    '/v1/service/order/create',
    { characterId, kind: 'story', brief: 'A story by the sea' },
    { token: buyer.token },
  );
  expect(placed.code).toBe(0);
  return { buyer, creator, orderId: placed.data.order.id as string };
}

describe.each(dialects)('service orders from a hostile client on %s', (dialect) => {
  it('puts a rejection reason through the content policy like the brief and the delivery: refused, nothing moves', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { buyer, creator, orderId } = await setup();
    const balance = async () =>
      (await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', buyer.uid).executeTakeFirstOrThrow()).gold_balance;
    const before = await balance();

    const refused = await t.call(
      '/v1/service/order/provider/reject',
      { orderId, reason: 'She is a 15-year-old girl from my class' },
      { token: creator.token },
    );
    expect(refused.code).toBe(2004);
    const row = await t.deps.db
      .selectFrom('service_orders')
      .select(['status', 'reject_reason'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: S.wait, reject_reason: null });
    expect(await balance()).toBe(before);

    // A plain reason, or none, still rejects with a refund.
    const ok = await t.call('/v1/service/order/provider/reject', { orderId, reason: 'Too busy this week' }, { token: creator.token });
    expect(ok).toMatchObject({ code: 0, data: { order: { status: S.rejected, rejectReason: 'Too busy this week' } } });
    expect(await balance()).toBe(before + 200);
  });

  it('shows and moves an order for its two parties only', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { buyer, creator, orderId } = await setup();
    const stranger = await t.member();
    for (const path of ['info', 'cancel', 'accept', 'provider/confirm', 'provider/reject']) {
      const r = await t.call(`/v1/service/order/${path}`, { orderId }, { token: stranger.token });
      expect(r, path).toMatchObject({ code: 1000, message: 'Order not found' });
    }
    expect(await t.call('/v1/service/order/provider/verify', { orderId, text: 'Here it is' }, { token: stranger.token })).toMatchObject({
      code: 1000,
      message: 'Order not found',
    });
    // Each party only makes its own moves.
    expect(await t.call('/v1/service/order/provider/confirm', { orderId }, { token: buyer.token })).toMatchObject({
      message: 'Order not found',
    });
    expect(await t.call('/v1/service/order/cancel', { orderId }, { token: creator.token })).toMatchObject({ message: 'Order not found' });
    const row = await t.deps.db.selectFrom('service_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.status).toBe(S.wait);
  });
});
