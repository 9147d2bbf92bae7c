import { afterEach, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { OrderStatus, SubscriptionStatus } from '../../shared/enums.js';
import { ErrorText } from '../../shared/errors.js';
import { dialects } from '../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { sandboxWebhookSecret } from '../providers/payment/sandbox.js';
import type { StarsInvoice } from '../providers/payment/index.js';
import type { OrderRow } from '../db/database.js';
import { noNotifier } from '../deps.js';

const DAY = 24 * 3600_000;
let t: PaymentTestApp;
afterEach(() => t.close());

interface Checkout {
  hook: string;
  returnUrl: string;
  successUrl: string;
  pay: { body: string; signature: string };
  cancel: { body: string; signature: string };
}

/** Open the sandbox checkout of an order as the browser would, and read what its buttons send. */
async function openCheckout(token: string, orderId: string, kind: 'vip' | 'gold' = 'vip', extra: Record<string, unknown> = {}) {
  const r = await t.call(`/v1/${kind}/order/payment`, { orderId, payMethod: 'OceanPayment', ...extra }, { token });
  expect(r.code).toBe(0);
  expect(r.data.payment.type).toBe('redirect');
  const url = new URL(r.data.payment.url);
  expect(url.origin).toBe(t.deps.config.publicUrl);
  const page = await t.request(url.pathname + url.search);
  expect(page.status).toBe(200);
  const html = await page.text();
  const json = /<script type="application\/json" id="checkout">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, url, checkout: JSON.parse(json!) as Checkout };
}

const postHook = (body: string, signature?: string) =>
  t.request('/hooks/pay/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'x-signature': signature }) },
    body,
  });

async function newOrder(token: string, id: string, kind: 'vip' | 'gold' = 'vip') {
  const r = await t.call(`/v1/${kind}/order/create`, { id, comeFrom: 'test' }, { token });
  expect(r.code).toBe(0);
  return r.data.orderId as string;
}

describe.each(dialects)('sandbox checkout and webhooks on %s', (dialect) => {
  it('pays Premium through the signed webhook once, however often it is delivered', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const orderId = await newOrder(token, 'vip-monthly');
    const { html, checkout, url } = await openCheckout(token, orderId);
    expect(html).toContain('$12.99');
    expect(html).toContain('data-testid="sandbox-pay"');
    expect(checkout.hook).toBe('/hooks/pay/sandbox');
    expect(checkout.returnUrl).toBe(`${t.deps.config.publicUrl}/pay/callback?orderId=${orderId}`);

    const first = await postHook(checkout.pay.body, checkout.pay.signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, credited: true, orderStatus: OrderStatus.hasPay });
    const again = await postHook(checkout.pay.body, checkout.pay.signature);
    expect(await again.json()).toMatchObject({ ok: true, credited: false, reason: 'already_credited' });

    const status = await t.call('/v1/vip/order/status', { orderId }, { token });
    expect(status.data).toMatchObject({ orderStatus: OrderStatus.hasPay, payMethod: 'OceanPayment', paidAt: t.deps.clock() });
    const me = await t.call('/v1/user/my-profile', {}, { token });
    expect(me.data).toMatchObject({ isVip: true, vipExpireAt: t.deps.clock() + 30 * DAY, goldBalance: 300, energy: 1000, energyCap: 1000 });
    const gold = await t.deps.db
      .selectFrom('ledger')
      .select(['amount', 'reason'])
      .where('user_id', '=', uid)
      .where('currency', '=', 'gold')
      .execute();
    expect(gold).toEqual([{ amount: 300, reason: 'vip_order' }]);
    // A paid order cannot be paid again: not by a new payment, not from its old checkout page.
    expect((await t.call('/v1/vip/order/payment', { orderId, payMethod: 'OceanPayment' }, { token })).message).toBe(
      'This order has already been paid',
    );
    const reopened = await (await t.request(url.pathname + url.search)).text();
    expect(reopened).toContain('Already paid');
    expect(reopened).not.toContain('sandbox-pay');
  });

  it("a Premium plan paid by card renews on that card: the gateway's card is linked once, however often the payment arrives", async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const orderId = await newOrder(token, 'vip-monthly');
    const { html, checkout } = await openCheckout(token, orderId);
    // The checkout names the card it charges and keeps.
    expect(html).toContain('Visa •••• 4242');
    const deliveries = await Promise.all(Array.from({ length: 50 }, () => postHook(checkout.pay.body, checkout.pay.signature)));
    const answers = await Promise.all(deliveries.map((r) => r.json() as Promise<{ credited: boolean }>));
    expect(answers.filter((a) => a.credited)).toHaveLength(1);
    const cards = await t.deps.db.selectFrom('payment_cards').selectAll().where('user_id', '=', uid).execute();
    expect(cards.map((c) => [c.brand, c.last4, c.removed_at])).toEqual([['Visa', '4242', null]]);
    const info = await t.call('/v1/vip/subscription/info', {}, { token });
    expect(info.data.card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(info.data.subscription).toMatchObject({ status: SubscriptionStatus.subIn, cardId: cards[0]!.id });
  });

  it("a card the user linked stays the renewal card when a plan is paid with the gateway's; coins link none", async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const gold = await newOrder(token, (await t.deps.db.selectFrom('gold_items').select('id').executeTakeFirstOrThrow()).id, 'gold');
    const coins = await openCheckout(token, gold, 'gold');
    expect(coins.html).not.toContain('sandbox-card');
    await postHook(coins.checkout.pay.body, coins.checkout.pay.signature);
    expect(await t.deps.db.selectFrom('payment_cards').select('id').where('user_id', '=', uid).execute()).toEqual([]);
    const bound = await t.call('/v1/user-payment/bind', { cardNumber: '5555555555554444', expiry: '12/40' }, { token });
    expect(bound.code).toBe(0);
    const { checkout } = await openCheckout(token, await newOrder(token, 'vip-monthly'));
    await postHook(checkout.pay.body, checkout.pay.signature);
    const active = await t.deps.db
      .selectFrom('payment_cards')
      .select(['brand', 'last4'])
      .where('user_id', '=', uid)
      .where('removed_at', 'is', null)
      .execute();
    expect(active).toEqual([{ brand: bound.data.card.brand, last4: '4444' }]);
  });

  it('25 cards linked by hand while the payment arrives 25 times, all at once: one card stays linked, and it renews', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const { checkout } = await openCheckout(token, await newOrder(token, 'vip-monthly'));
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2
        ? postHook(checkout.pay.body, checkout.pay.signature).then((r) => r.status)
        : t.call('/v1/user-payment/bind', { cardNumber: '5555555555554444', expiry: '12/40' }, { token }).then((r) => r.code),
    );
    expect(new Set(await Promise.all(calls))).toEqual(new Set([0, 200]));
    const active = await t.deps.db
      .selectFrom('payment_cards')
      .select('id')
      .where('user_id', '=', uid)
      .where('removed_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
    const sub = await t.deps.db.selectFrom('subscriptions').select('card_id').where('user_id', '=', uid).executeTakeFirstOrThrow();
    expect(sub.card_id).toBe(active[0]!.id);
  });

  it('refuses bad signatures with 401 and moves nothing', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const orderId = await newOrder(token, 'gold-300', 'gold');
    const { checkout } = await openCheckout(token, orderId, 'gold');
    const forged = createHmac('sha256', 'not-the-secret').update(checkout.pay.body).digest('hex');
    const tampered = checkout.pay.body.replace(orderId, `${orderId}x`);
    for (const [body, sig] of [
      [checkout.pay.body, forged],
      [checkout.pay.body, undefined],
      [checkout.pay.body, ''],
      [checkout.pay.body, 'zz'],
      [tampered, checkout.pay.signature],
      [`${checkout.pay.body} `, checkout.pay.signature],
    ] as const) {
      const r = await postHook(body, sig);
      expect(r.status).toBe(401);
    }
    expect((await t.userRow(uid)).gold_balance).toBe(0);
    const o = await t.deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(o).toMatchObject({ status: OrderStatus.wait, provider_ref: null });
    // Signed with the right secret but not an event: 400, still nothing moves.
    const junk = '{"hello":1}';
    expect((await postHook(junk, createHmac('sha256', sandboxWebhookSecret(t.deps.config)).update(junk).digest('hex'))).status).toBe(400);
    expect((await t.request('/hooks/pay/unknown-gateway', { method: 'POST', body: '{}' })).status).toBe(404);
    // The correctly signed delivery still works afterwards: gold-300 is 300 + 30 bonus.
    expect(await (await postHook(checkout.pay.body, checkout.pay.signature)).json()).toMatchObject({ credited: true });
    expect((await t.userRow(uid)).gold_balance).toBe(330);
  });

  it('cancels from the checkout, and a payment arriving after that is not credited', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    const orderId = await newOrder(token, 'vip-yearly');
    const { checkout } = await openCheckout(token, orderId);
    const c = await postHook(checkout.cancel.body, checkout.cancel.signature);
    expect(await c.json()).toMatchObject({ ok: true, orderStatus: OrderStatus.cancel });
    const late = await postHook(checkout.pay.body, checkout.pay.signature);
    expect(await late.json()).toMatchObject({ ok: true, credited: false, reason: 'order_cancelled' });
    expect((await t.call('/v1/vip/order/status', { orderId }, { token })).data.orderStatus).toBe(OrderStatus.cancel);
    expect(await t.userRow(uid)).toMatchObject({ gold_balance: 0, vip_expire_at: 0 });
    const pay = await t.call('/v1/vip/order/payment', { orderId, payMethod: 'OceanPayment' }, { token });
    expect(pay).toMatchObject({ code: 1000, message: 'This order has been cancelled, please place a new one' });
  });

  it('refuses checkout links that are forged, expired or for another order', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await t.member();
    const orderId = await newOrder(token, 'vip-monthly');
    const other = await newOrder(token, 'vip-weekly');
    const { url } = await openCheckout(token, orderId);
    const tok = url.searchParams.get('token')!;
    expect((await t.request(`/pay/sandbox/${other}?token=${tok}`)).status).toBe(403);
    // One hex digit changed (always to another digit: a fixed "00" was the real token 1 time in 256).
    const forged = tok.slice(0, -1) + (tok.endsWith('0') ? '1' : '0');
    expect((await t.request(`/pay/sandbox/${orderId}?token=${forged}`)).status).toBe(403);
    expect((await t.request(`/pay/sandbox/${orderId}`)).status).toBe(403);
    t.tick(31 * 60_000);
    expect((await t.request(url.pathname + url.search)).status).toBe(403);
  });
});

describe('pay methods', () => {
  it("answers 'not supported yet' for methods this deployment does not take", async () => {
    t = await makePaymentTestApp({ env: { PAYMENT_SANDBOX: '0' } });
    const { token } = await t.member();
    const orderId = await newOrder(token, 'vip-monthly');
    for (const payMethod of ['OceanPayment', 'TelegramStar', 'QxPay', 'TapWallet']) {
      const r = await t.call('/v1/vip/order/payment', { orderId, payMethod }, { token });
      expect(r).toMatchObject({ code: 1000, message: ErrorText.paymentNotSupported });
    }
    expect((await t.call('/v1/user-payment/bind', { cardNumber: '4242424242424242', expiry: '12/30' }, { token })).message).toBe(
      ErrorText.paymentNotSupported,
    );
    // With the sandbox off its page and webhook are gone too.
    expect((await t.request('/hooks/pay/sandbox', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('makes a Stars invoice through the bot when BOT_TOKEN is set', async () => {
    const invoices: StarsInvoice[] = [];
    let started = false;
    const bot = {
      ready: () => started,
      notifier: noNotifier,
      createInvoiceLink: async (order: OrderRow, invoice: StarsInvoice) => {
        invoices.push(invoice);
        return `https://t.me/$invoice-${order.id}`;
      },
    };
    t = await makePaymentTestApp({ env: { BOT_TOKEN: '123:abc' }, bot: () => bot });
    const { token } = await t.member();
    const orderId = await newOrder(token, 'vip-quarterly');
    // Bot token set but the bot has not started yet.
    expect((await t.call('/v1/vip/order/payment', { orderId, payMethod: 'TelegramStar' }, { token })).message).toBe(
      ErrorText.paymentNotSupported,
    );
    started = true;
    const r = await t.call('/v1/vip/order/payment', { orderId, payMethod: 'TelegramStar' }, { token });
    expect(r.data).toEqual({
      orderId,
      payMethod: 'TelegramStar',
      payment: { type: 'telegram_invoice', url: `https://t.me/$invoice-${orderId}` },
    });
    expect(invoices).toEqual([
      {
        title: 'Premium · 90 days',
        description: '90 days of Premium and 1000 coins',
        payload: orderId,
        providerToken: '',
        currency: 'XTR',
        prices: [{ label: 'Premium · 90 days', amount: 1500 }],
      },
    ]);
    expect((await t.call('/v1/vip/order/status', { orderId }, { token })).data.payMethod).toBe('TelegramStar');
  });

  it('sends the user back only to our own site', async () => {
    t = await makePaymentTestApp();
    const { token } = await t.member();
    const orderId = await newOrder(token, 'gold-100', 'gold');
    const evil = await t.call(
      '/v1/gold/order/payment',
      { orderId, payMethod: 'OceanPayment', returnUrl: 'https://evil.example/steal' },
      { token },
    );
    expect(evil).toMatchObject({ code: 1000, message: 'returnUrl must point to this site' });
    const { checkout } = await openCheckout(token, orderId, 'gold', {
      returnUrl: '/zh/pay/callback?from=coins',
      successUrl: `${t.deps.config.publicUrl}/pay/callback`,
    });
    expect(checkout.returnUrl).toBe(`${t.deps.config.publicUrl}/zh/pay/callback?from=coins&orderId=${orderId}&type=gold`);
    expect(checkout.successUrl).toBe(`${t.deps.config.publicUrl}/pay/callback?orderId=${orderId}&type=gold`);
    // The brand's own hosts are ours too.
    expect(
      (
        await t.call(
          '/v1/gold/order/payment',
          { orderId, payMethod: 'OceanPayment', returnUrl: 'https://lustory.ai/pay/callback' },
          { token },
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await t.call(
          '/v1/gold/order/payment',
          { orderId, payMethod: 'OceanPayment', successUrl: 'https://test.lustory.ai/pay/callback' },
          { token },
        )
      ).code,
    ).toBe(0);
  });

  it("never takes the caller's Origin header as a reason to send the user elsewhere", async () => {
    t = await makePaymentTestApp();
    const { token } = await t.member();
    const orderId = await newOrder(token, 'gold-100', 'gold');
    for (const [url, origin] of [
      ['https://evil.example/pay/callback', 'https://evil.example'],
      ['http://localhost:5173/pay/callback', 'http://localhost:5173'],
      ['https://lustory.ai@evil.example/x', 'https://evil.example'],
      ['//evil.example/x', 'https://evil.example'],
      ['http://lustory.ai/pay/callback', 'http://lustory.ai'],
      ['javascript:alert(1)', 'null'],
    ]) {
      for (const field of ['returnUrl', 'successUrl']) {
        const r = await t.call(
          '/v1/gold/order/payment',
          { orderId, payMethod: 'OceanPayment', [field]: url },
          { token, headers: { origin: origin! } },
        );
        expect({ url, field, code: r.code, message: r.message }).toEqual({
          url,
          field,
          code: 1000,
          message: 'returnUrl must point to this site',
        });
      }
    }
  });
});
