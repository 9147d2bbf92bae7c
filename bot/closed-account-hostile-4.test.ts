import { describe, expect, it } from 'vitest';
import { createOrder, markPaid } from '../server/domain/orders/index.js';
import { ban } from '../server/domain/admin/people.js';
import type { Operator } from '../server/domain/admin/auth.js';
import { bindCard, renewDueSubscriptions } from '../server/domain/subscriptions.js';
import { dialects } from '../server/test/harness.js';
import { OrderStatus, SubscriptionStatus } from '../shared/enums.js';
import { chatTurnsIdle } from './features/chat.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatWithSofia } from './test-support/chat-turns.js';

const setup = botTests();
const DAY = 24 * 3600_000;
const op: Operator = { email: 'moderator@example.test', role: 'moderator' };

describe.each(dialects)('an account an operator closed, in the bot, on %s', (dialect) => {
  it('does nothing from any command or button (50 presses at once): no gift, no photo, no chat, no order, no payment', async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const tg = tgUser();
    const user = await chatWithSofia(h, tg);
    const session = await db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const photo = await db
      .selectFrom('photos')
      .select('id')
      .where('character_id', '=', 'c-sofia')
      .where('in_chat', '=', 0)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', user.id).execute();
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: 'bot' });
    await db.insertInto('user_bans').values({ user_id: user.id, reason: 'abuse', operator: 'op@example.test', create_time: 1 }).execute();
    const before = {
      ledger: await db.selectFrom('ledger').select('id').where('user_id', '=', user.id).execute(),
      messages: await db.selectFrom('messages').select('id').where('session_id', '=', session.id).execute(),
    };
    let asked = 0;
    const llm = h.t.deps.llm;
    h.t.deps.llm = { name: 'counting', streamReply: (m, o) => (asked++, llm.streamReply(m, o)) };
    h.tg.reset();

    const buttons = [
      `chat:gift:${session.id}:rose`,
      'gift:claim',
      `chat:photo:${session.id}`,
      `unlock:${photo.id}`,
      'buy:gold:gold-100',
      'chat:pick:c-elena',
    ];
    await Promise.all(Array.from({ length: 50 }, (_, i) => h.callback(tg, buttons[i % buttons.length]!)));
    for (const text of ['/start', '/characters', '/start c_c-elena', '/start buy_gold_gold-100', `/start bot_unlock_photo_${photo.id}`])
      await h.command(tg, text);
    await h.text(tg, 'hello?');
    await chatTurnsIdle();
    // Telegram asks before taking the Stars of the order made before the ban: refused.
    await h.preCheckout(tg, order.id, order.stars);

    // Before: her thanks for the gift (the model asked), the support gift, a drawn photo, an
    // unlock, invoices and a new chat, all for a closed account.
    expect(asked).toBe(0);
    expect(await db.selectFrom('ledger').select('id').where('user_id', '=', user.id).execute()).toEqual(before.ledger);
    expect(await db.selectFrom('messages').select('id').where('session_id', '=', session.id).execute()).toEqual(before.messages);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([{ id: session.id }]);
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute()).toEqual([{ id: order.id }]);
    expect(h.tg.calls.filter((c) => ['sendPhoto', 'sendPaidMedia', 'sendInvoice', 'createInvoiceLink'].includes(c.method))).toEqual([]);
    const alerts = h.tg.callsOf('answerCallbackQuery').map((c) => c.payload);
    expect(alerts).toHaveLength(50);
    expect(alerts.every((a) => a.text === 'This account has been closed' && a.show_alert === true)).toBe(true);
    expect(new Set(h.tg.callsOf('sendMessage').map((c) => c.payload.text))).toEqual(new Set(['This account has been closed']));
    expect(h.tg.callsOf('answerPreCheckoutQuery').at(-1)!.payload).toMatchObject({ ok: false });
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(1000);

    // What Telegram requires stays: /paysupport answers (its refunds are the way back for the Stars).
    await h.command(tg, '/paysupport');
    expect(String(h.tg.callsOf('sendMessage').at(-1)!.payload.text)).not.toBe('This account has been closed');
  });

  it('a payment for an order made before the ban (50 deliveries at once) is refunded once to the payer, never credited', async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });
    await db.insertInto('user_bans').values({ user_id: user.id, reason: 'abuse', operator: 'op@example.test', create_time: 1 }).execute();
    h.tg.reset();
    await Promise.all(Array.from({ length: 50 }, () => h.successfulPayment(tg, order.id, order.stars, 'closed-pay-1')));
    // Before: credited ("Your balance: …") to an account that can do nothing with it.
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'closed-pay-1' },
    ]);
    expect(h.tg.callsOf('sendMessage').map((c) => c.payload.text)).toEqual([
      'This order had already been cancelled, so your Stars have been refunded.',
    ]);
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(user.gold_balance);
    expect((await db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(
      OrderStatus.cancel,
    );
  });

  it('a renewal of its Stars subscription (50 deliveries at once) is refunded once, credits nothing, and stops the subscription', async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(db, tg.id))!;
    const monthly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    const period1 = Math.floor((h.t.deps.clock() + 30 * DAY) / 1000);
    await h.subscriptionPayment(tg, monthly.id, monthly.stars, 'closed-sub-1', period1, true);
    await db.insertInto('user_bans').values({ user_id: user.id, reason: 'abuse', operator: 'op@example.test', create_time: 1 }).execute();
    const before = (await findTelegramUser(db, tg.id))!;
    h.t.tick(30 * DAY);
    h.tg.reset();
    await Promise.all(
      Array.from({ length: 50 }, () => h.subscriptionPayment(tg, monthly.id, monthly.stars, 'closed-sub-2', period1 + 30 * 86400, false)),
    );
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'closed-sub-2' },
    ]);
    expect(h.tg.callsOf('editUserStarSubscription').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'closed-sub-1', is_canceled: true },
    ]);
    const after = (await findTelegramUser(db, tg.id))!;
    expect([after.gold_balance, after.vip_expire_at]).toEqual([before.gold_balance, before.vip_expire_at]);
    const credited = await db
      .selectFrom('orders')
      .select('id')
      .where('provider_ref', '=', 'closed-sub-2')
      .where('status', '=', OrderStatus.hasPay)
      .execute();
    expect(credited).toEqual([]);
  });
});

describe.each(dialects)("an operator's ban stops what the account pays for, on %s", (dialect) => {
  it('stops its Stars subscription at Telegram and its card renewals, and cancels its waiting orders: once of 50 bans at once', async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(db, tg.id))!;
    const monthly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await h.subscriptionPayment(tg, monthly.id, monthly.stars, 'ban-sub-1', Math.floor((h.t.deps.clock() + 30 * DAY) / 1000), true);
    await bindCard(h.t.deps, (await findTelegramUser(db, tg.id))!, { cardNumber: '4242424242424242', expiry: '12/39' });
    const waiting = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });

    const bans = await Promise.allSettled(Array.from({ length: 50 }, () => ban(h.t.deps, op, user.id, 'abuse')));
    expect(bans.filter((b) => b.status === 'fulfilled')).toHaveLength(1);
    // Before: nothing was stopped, and Telegram charged the closed account every 30 days.
    expect(h.tg.callsOf('editUserStarSubscription').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'ban-sub-1', is_canceled: true },
    ]);
    const stars = await db.selectFrom('star_subscriptions').select('canceled').where('user_id', '=', user.id).execute();
    expect(stars).toEqual([{ canceled: 1 }]);
    const card = await db.selectFrom('subscriptions').select('status').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(card.status).toBe(SubscriptionStatus.cancel);
    expect((await db.selectFrom('orders').select('status').where('id', '=', waiting.id).executeTakeFirstOrThrow()).status).toBe(
      OrderStatus.cancel,
    );
    await h.preCheckout(tg, waiting.id, waiting.stars);
    expect(h.tg.callsOf('answerPreCheckoutQuery').at(-1)!.payload.ok).toBe(false);
  });

  it('a card subscription still renewing from a ban made before is never charged', async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const m = await h.t.member();
    const user = await db.selectFrom('users').selectAll().where('id', '=', m.uid).executeTakeFirstOrThrow();
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await markPaid(h.t.deps, { orderId: order.id, providerRef: `card-${order.id}`, payMethod: 'OceanPayment' });
    await bindCard(h.t.deps, user, { cardNumber: '4242424242424242', expiry: '12/39' });
    // As a ban of before left it: the row closed, the card subscription still renewing.
    await db.insertInto('user_bans').values({ user_id: user.id, reason: 'abuse', operator: 'op@example.test', create_time: 1 }).execute();
    h.t.tick(31 * DAY);
    const report = await renewDueSubscriptions(h.t.deps);
    const sub = await db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(report.renewed).not.toContain(sub.id);
    const charged = await db.selectFrom('orders').select('id').where('user_id', '=', user.id).where('come_from', '=', 'renewal').execute();
    expect(charged).toEqual([]);
  });
});
