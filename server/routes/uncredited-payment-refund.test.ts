import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OrderStatus } from '../../shared/enums.js';
import { dialects } from '../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { sandboxWebhook, sandboxWebhookSecret } from '../providers/payment/sandbox.js';
import { hmacHex } from '../providers/payment/signature.js';
import { findOrder } from '../domain/orders/view.js';
import { refundOrder } from '../domain/orders/refund.js';

let t: PaymentTestApp;
afterEach(() => t.close());

const postHook = (hook: { body: string; signature: string }) =>
  t.request('/hooks/pay/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': hook.signature },
    body: hook.body,
  });

async function newOrder(token: string, id: string) {
  const r = await t.call('/v1/vip/order/create', { id, comeFrom: 'test' }, { token });
  expect(r.code).toBe(0);
  return (await findOrder(t.deps.db, r.data.orderId as string))!;
}

const refundRows = () => t.deps.db.selectFrom('gateway_refunds').selectAll().execute();
const mails = () => {
  const dir = join(t.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

describe.each(dialects)('a card payment that buys nothing, on %s', (dialect) => {
  it('is given back once through the gateway, and the user told, however many times the webhook arrives (50 at once)', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    await t.deps.db
      .insertInto('identities')
      .values({ id: 'idn-refund', user_id: uid, type: 'email', subject: 'payer@example.com', create_time: t.deps.clock() })
      .execute();
    const order = await newOrder(token, 'vip-yearly');
    // Cancelled while the checkout page stayed open; then the user pays on it.
    await postHook(sandboxWebhook(t.deps.config, order, 'cancelled', t.deps.clock()));
    const before = mails().length;
    const pay = sandboxWebhook(t.deps.config, order, 'paid', t.deps.clock());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postHook(pay).then(async (r) => ({ status: r.status, body: await r.json() }))),
    );
    expect(answers.every((a) => a.status === 200 && a.body.credited === false && a.body.reason === 'order_cancelled')).toBe(true);
    expect(answers.filter((a) => a.body.refund === 'refunded')).toHaveLength(1);
    expect(answers.filter((a) => a.body.refund === 'already')).toHaveLength(49);
    expect(await refundRows()).toEqual([
      expect.objectContaining({
        payment_id: `sbx_${order.id}`,
        order_id: order.id,
        user_id: uid,
        reason: 'order_cancelled',
        refund_id: `sbx_refund_sbx_${order.id}`,
      }),
    ]);
    expect(await t.userRow(uid)).toMatchObject({ gold_balance: 0, vip_expire_at: 0 });
    // The notice is sent in the background after the answer.
    const told = () =>
      mails()
        .slice(before)
        .filter((m) => m.includes('payment refunded'));
    await vi.waitFor(() => expect(told()).toHaveLength(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(told()).toHaveLength(1);
    expect(told()[0]).toContain(`$${(order.amount_cents / 100).toFixed(2)}`);
  });

  it('refuses the right cents in another currency, and gives them back', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const order = await newOrder(token, 'vip-yearly');
    expect(order.currency).toBe('USD');
    // The gateway's own signed event, in rupiah: 999 IDR is not $9.99.
    const body = JSON.stringify({ ...JSON.parse(sandboxWebhook(t.deps.config, order, 'paid', t.deps.clock()).body), currency: 'IDR' });
    const r = await postHook({ body, signature: hmacHex(sandboxWebhookSecret(t.deps.config), body) });
    expect(await r.json()).toMatchObject({ credited: false, reason: 'amount_mismatch', refund: 'refunded' });
    expect(await t.userRow(uid)).toMatchObject({ gold_balance: 0, vip_expire_at: 0 });
    expect((await findOrder(t.deps.db, order.id))!.status).not.toBe(OrderStatus.hasPay);
  });

  it('gives back nothing for a payment that paid its order, even when its webhook comes again after a console refund', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await t.member();
    const order = await newOrder(token, 'vip-monthly');
    const pay = sandboxWebhook(t.deps.config, order, 'paid', t.deps.clock());
    expect(await (await postHook(pay)).json()).toMatchObject({ credited: true, orderStatus: OrderStatus.hasPay });
    // The console refunded it (the gateway gave the money back then): a late copy of the webhook
    // must not ask for that money a second time.
    await refundOrder(t.deps, order.id, 'operator');
    const late = await (await postHook(pay)).json();
    expect(late).toMatchObject({ credited: false, reason: 'order_cancelled', refund: 'kept' });
    expect(await refundRows()).toEqual([]);
  });

  it('asks the gateway again on the next delivery when it could not refund the first time', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await t.member();
    const order = await newOrder(token, 'vip-monthly');
    await postHook(sandboxWebhook(t.deps.config, order, 'cancelled', t.deps.clock()));
    const pay = sandboxWebhook(t.deps.config, order, 'paid', t.deps.clock());
    const { paymentProviders } = await import('../providers/payment/index.js');
    const sandbox = paymentProviders(t.deps).find((p) => p.name === 'sandbox')!;
    const { refundUncreditedPayment } = await import('../domain/orders/uncredited-refund.js');
    const { markPaid } = await import('../domain/orders/paid.js');
    const result = await markPaid(t.deps, { orderId: order.id, providerRef: `sbx_${order.id}`, payMethod: 'OceanPayment' });
    const down = { ...sandbox, refundPayment: async () => Promise.reject(new Error('gateway down')) };
    const event = { orderId: order.id, paymentId: `sbx_${order.id}`, status: 'paid' as const, amountCents: order.amount_cents };
    expect(await refundUncreditedPayment(t.deps, down, event, result)).toBe('failed');
    expect(await refundRows()).toEqual([]);
    expect(await (await postHook(pay)).json()).toMatchObject({ refund: 'refunded' });
    expect(await refundRows()).toHaveLength(1);
  });
});
