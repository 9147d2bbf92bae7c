import { describe, expect, it } from 'vitest';
import type { User } from 'grammy/types';
import { cancelOrder, createOrder } from '../server/domain/orders/index.js';
import { starsInvoiceOf } from '../server/providers/payment/index.js';
import { OrderStatus } from '../shared/enums.js';
import { dialects } from '../server/test/harness.js';
import { createStarsInvoiceLink } from './invoice.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();

/** A Telegram user who has opened the bot, and our account for them. */
async function buyer(h: BotTest, lang = 'en'): Promise<{ tg: User; user: NonNullable<Awaited<ReturnType<typeof findTelegramUser>>> }> {
  const tg = tgUser(lang);
  await h.command(tg, '/start');
  return { tg, user: (await findTelegramUser(h.t.deps.db, tg.id))! };
}

const orderOf = (h: BotTest, id: string) => h.t.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('Stars invoices', () => {
  it('buy_vip_<plan> creates the order and sends an XTR invoice with one price item', async () => {
    const h = await setup();
    const { tg, user } = await buyer(h);
    await h.command(tg, '/start buy_vip_vip-quarterly');
    const [inv] = h.tg.callsOf('sendInvoice');
    const order = await orderOf(h, String(inv!.payload.payload));
    expect(inv!.payload).toMatchObject({
      chat_id: tg.id,
      currency: 'XTR',
      provider_token: '',
      title: 'Premium · 90 days',
      prices: [{ label: 'Premium · 90 days', amount: order.stars }],
    });
    expect(inv!.payload.description).toContain('Bonus: 1000 coins.');
    expect(order).toMatchObject({ user_id: user.id, kind: 'vip', item_id: 'vip-quarterly', status: OrderStatus.wait, come_from: 'bot' });
  });

  it('buy_vip_<30-day plan> offers a Stars subscription: an invoice link with the 30-day period', async () => {
    const h = await setup();
    const { tg, user } = await buyer(h);
    await h.command(tg, '/start buy_vip_vip-monthly');
    expect(h.tg.callsOf('sendInvoice')).toHaveLength(0);
    const [link] = h.tg.callsOf('createInvoiceLink');
    expect(link!.payload).toMatchObject({
      currency: 'XTR',
      subscription_period: 2592000,
      prices: [{ label: 'Premium · 30 days', amount: 650 }],
    });
    const offer = h.tg.callsOf('sendMessage').at(-1)!.payload;
    expect(offer.text).toContain('every 30 days for 650 ⭐');
    expect(offer.reply_markup).toEqual({
      inline_keyboard: [[{ text: '⭐ Subscribe · 650 ⭐ / 30 days', url: expect.stringMatching(/^https:\/\/t\.me\/\$/) }]],
    });
    expect(await orderOf(h, String(link!.payload.payload))).toMatchObject({
      user_id: user.id,
      item_id: 'vip-monthly',
      stars: 650,
      come_from: 'bot',
    });
  });

  it('an unknown plan answers that the offer is gone and creates nothing', async () => {
    const h = await setup();
    const { tg, user } = await buyer(h);
    await h.command(tg, '/start buy_gold_nope');
    expect(h.tg.callsOf('sendInvoice')).toHaveLength(0);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toContain('no longer available');
    expect(await h.t.deps.db.selectFrom('orders').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('createStarsInvoiceLink makes the link for the mini-app in the buyer language', async () => {
    const h = await setup();
    const { user } = await buyer(h, 'es');
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-300', comeFrom: 'miniapp' });
    const link = await createStarsInvoiceLink(h.bot, h.t.deps)(order, await starsInvoiceOf(h.t.deps.db, order));
    expect(link).toMatch(/^https:\/\/t\.me\/\$/);
    const [call] = h.tg.callsOf('createInvoiceLink');
    expect(call!.payload).toMatchObject({
      payload: order.id,
      currency: 'XTR',
      provider_token: '',
      title: '300 monedas',
      prices: [{ label: '300 monedas', amount: 150 }],
    });
    expect(call!.payload.description).toBe('Monedas para mensajes, fotos y regalos. Bonificación: 30 monedas.');
  });
});

describe('pre-checkout', () => {
  it('answers ok for a waiting order at its price, and refuses a wrong amount or a cancelled order', async () => {
    const h = await setup();
    const { tg, user } = await buyer(h, 'ru');
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-weekly', comeFrom: 'bot' });
    await h.preCheckout(tg, order.id, 250);
    await h.preCheckout(tg, order.id, 1);
    await cancelOrder(h.t.deps, user, order.id);
    await h.preCheckout(tg, order.id, 250);
    await h.preCheckout(tg, 'ord_unknown', 250);
    const answers = h.tg.callsOf('answerPreCheckoutQuery').map((c) => c.payload);
    expect(answers[0]).toMatchObject({ ok: true });
    expect(answers[0]).not.toHaveProperty('error_message');
    for (const refused of answers.slice(1)) {
      expect(refused).toMatchObject({ ok: false, error_message: 'Этот заказ больше нельзя оплатить. Пожалуйста, оформи новую покупку.' });
    }
    expect(answers).toHaveLength(4);
  });
});

describe.each(dialects)('successful_payment (%s)', (dialect) => {
  it('delivered twice: credited once, one thank-you', async () => {
    const h = await setup({}, dialect);
    const { tg, user } = await buyer(h);
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'bot' });
    await h.successfulPayment(tg, order.id, 650, 'charge-1');
    await h.successfulPayment(tg, order.id, 650, 'charge-1');
    const after = (await findTelegramUser(h.t.deps.db, tg.id))!;
    expect(after.vip_expire_at).toBe(h.t.deps.clock() + 30 * 24 * 3600_000);
    expect(after.gold_balance).toBe(user.gold_balance + 300);
    expect((await orderOf(h, order.id)).status).toBe(OrderStatus.hasPay);
    const thanks = h.tg.callsOf('sendMessage').filter((c) => String(c.payload.text).startsWith('Thank you!'));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.payload.text).toBe('Thank you! 💕 Premium is active until December 22, 2026. Bonus: 300 coins.');
    expect(h.tg.callsOf('refundStarPayment')).toHaveLength(0);
  });

  it('20 simultaneous deliveries of one coin payment credit once', async () => {
    const h = await setup({}, dialect);
    const { tg, user } = await buyer(h);
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });
    await Promise.all(Array.from({ length: 20 }, () => h.successfulPayment(tg, order.id, 250, 'charge-20')));
    const after = (await findTelegramUser(h.t.deps.db, tg.id))!;
    expect(after.gold_balance).toBe(user.gold_balance + 690);
    const thanks = h.tg.callsOf('sendMessage').filter((c) => String(c.payload.text).startsWith('Thank you!'));
    expect(thanks.map((c) => c.payload.text)).toEqual([`Thank you! 💕 +690 coins. Your balance: ${user.gold_balance + 690} coins.`]);
  });

  it('a payment for a cancelled order is refunded once and the user told; the repeat is silent', async () => {
    const h = await setup({}, dialect);
    const { tg, user } = await buyer(h, 'de');
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: 'bot' });
    await cancelOrder(h.t.deps, user, order.id);
    await h.successfulPayment(tg, order.id, 50, 'charge-c');
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([{ user_id: tg.id, telegram_payment_charge_id: 'charge-c' }]);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toBe(
      'Diese Bestellung war bereits storniert, deshalb wurden deine Stars erstattet.',
    );
    expect((await findTelegramUser(h.t.deps.db, tg.id))!.gold_balance).toBe(user.gold_balance);

    const sent = h.tg.callsOf('sendMessage').length;
    h.tg.failNext('refundStarPayment', 400, 'Bad Request: CHARGE_ALREADY_REFUNDED');
    await h.successfulPayment(tg, order.id, 50, 'charge-c');
    expect(h.tg.callsOf('sendMessage')).toHaveLength(sent);
  });

  it('a refund Telegram failed to make is asked for again by the next delivery of the payment, then never again', async () => {
    const h = await setup({}, dialect);
    const { tg, user } = await buyer(h);
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: 'bot' });
    await cancelOrder(h.t.deps, user, order.id);
    h.tg.failNext('refundStarPayment', 502, 'Bad Gateway');
    await h.successfulPayment(tg, order.id, 50, 'charge-retry').catch(() => undefined);
    await Promise.all(Array.from({ length: 50 }, () => h.successfulPayment(tg, order.id, 50, 'charge-retry')));
    const asked = h.tg.callsOf('refundStarPayment').map((c) => c.payload.telegram_payment_charge_id);
    expect(asked).toEqual(['charge-retry', 'charge-retry']);
    expect(h.tg.callsOf('sendMessage').filter((c) => /refunded/.test(String(c.payload.text)))).toHaveLength(1);
  });

  it('a payment for no known order is refunded', async () => {
    const h = await setup();
    const { tg } = await buyer(h);
    await h.successfulPayment(tg, 'ord_missing', 50, 'charge-x');
    expect(h.tg.callsOf('refundStarPayment')).toHaveLength(1);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.text).toContain('refunded');
  });
});
