import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from 'grammy/types';
import { createOrder } from '../server/domain/orders/index.js';
import { starsInvoiceOf } from '../server/providers/payment/index.js';
import { issueToken } from '../server/domain/accounts/tokens.js';
import { applyLedger } from '../server/domain/ledger.js';
import { refundStarsCharge } from '../server/domain/stars/refunds.js';
import { reconcileStars } from '../server/domain/stars/reconcile.js';
import { paidMediaPayload } from '../server/domain/stars/paid-media.js';
import { OrderStatus } from '../shared/enums.js';
import { bindCard, renewDueSubscriptions } from '../server/domain/subscriptions.js';
import { createStarsInvoiceLink } from './invoice.js';
import { findTelegramUser } from './telegram-user.js';
import { makeBotTest, tgUser, type BotTest } from './test-support/bot-harness.js';

const DAY = 24 * 3600_000;
let h: BotTest;
beforeAll(async () => {
  h = await makeBotTest();
});
afterAll(() => h.close());

async function buyer(lang = 'en') {
  const tg = tgUser(lang);
  await h.command(tg, '/start');
  const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
  return { tg, user, token: await issueToken(h.t.deps.db, user.id, h.t.deps.clock()) };
}
const userRow = (tg: User) => findTelegramUser(h.t.deps.db, tg.id).then((u) => u!);
const refundsOf = (charge: string) => h.tg.callsOf('refundStarPayment').filter((c) => c.payload.telegram_payment_charge_id === charge);

describe('Premium as a Stars subscription', () => {
  it('a monthly plan is a 30-day subscription link; other plans stay one-time invoices', async () => {
    const { user } = await buyer();
    const monthly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    const weekly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-weekly', comeFrom: 'miniapp' });
    const link = createStarsInvoiceLink(h.bot, h.t.deps);
    await link(monthly, await starsInvoiceOf(h.t.deps.db, monthly));
    await link(weekly, await starsInvoiceOf(h.t.deps.db, weekly));
    const [m, w] = h.tg.callsOf('createInvoiceLink').slice(-2);
    expect(m!.payload).toMatchObject({ payload: monthly.id, currency: 'XTR', subscription_period: 2592000 });
    expect(w!.payload).not.toHaveProperty('subscription_period');
  });

  it('bought then renewed: credited on each charge (once each), never refunded; cancelled and resumed through Telegram', async () => {
    const { tg, user, token } = await buyer();
    const now = h.t.deps.clock();
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    const period1 = Math.floor((now + 30 * DAY) / 1000);
    await h.subscriptionPayment(tg, order.id, 650, 'sub-charge-1', period1, true);
    expect((await userRow(tg)).vip_expire_at).toBe(now + 30 * DAY);

    // Telegram renews: same payload, a new charge. Delivered 50 times at once, then again: credited once.
    const period2 = period1 + 30 * 86400;
    await Promise.all(Array.from({ length: 50 }, () => h.subscriptionPayment(tg, order.id, 650, 'sub-charge-2', period2, false)));
    await h.subscriptionPayment(tg, order.id, 650, 'sub-charge-2', period2, false);
    const after = await userRow(tg);
    expect(after.vip_expire_at).toBe(now + 60 * DAY);
    expect(after.gold_balance).toBe(user.gold_balance + 600); // the plan's 300 bonus coins, per charge
    expect(refundsOf('sub-charge-1')).toHaveLength(0);
    expect(refundsOf('sub-charge-2')).toHaveLength(0);
    const renewals = await h.t.deps.db.selectFrom('orders').selectAll().where('provider_ref', '=', 'sub-charge-2').execute();
    expect(renewals).toMatchObject([{ status: OrderStatus.hasPay, come_from: 'stars_renewal', user_id: user.id }]);
    const renewedText = h.tg
      .callsOf('sendMessage')
      .filter((c) => Number(c.payload.chat_id) === tg.id && /renewed/.test(String(c.payload.text)));
    expect(renewedText).toHaveLength(1);

    const info = await h.t.call('/v1/vip/stars-subscription/info', {}, { token });
    expect(info.data.subscription).toMatchObject({ planId: 'vip-monthly', stars: 650, expiresAt: period2 * 1000, canceled: false });
    const cancelled = await h.t.call('/v1/vip/stars-subscription/edit', { cancel: true }, { token });
    expect(cancelled.data.subscription.canceled).toBe(true);
    const resumed = await h.t.call('/v1/vip/stars-subscription/edit', { cancel: false }, { token });
    expect(resumed.data.subscription.canceled).toBe(false);
    const edits = h.tg.callsOf('editUserStarSubscription').map((c) => c.payload);
    expect(edits).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'sub-charge-1', is_canceled: true },
      { user_id: tg.id, telegram_payment_charge_id: 'sub-charge-1', is_canceled: false },
    ]);
  });

  it('a live Stars subscription is never charged on a linked card too; refunding its charge stops it at Telegram', async () => {
    const { tg, user } = await buyer();
    const now = h.t.deps.clock();
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await h.subscriptionPayment(tg, order.id, 650, 'sub-card-1', Math.floor((now + 30 * DAY) / 1000), true);
    await bindCard(h.t.deps, await userRow(tg), { cardNumber: '4242424242424242', expiry: '12/39' });
    h.t.tick(30 * DAY + 60_000);
    const report = await renewDueSubscriptions(h.t.deps);
    const sub = await h.t.deps.db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect([...report.renewed, ...report.ended, ...report.failed]).not.toContain(sub.id);
    const cardOrders = await h.t.deps.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('come_from', '=', 'renewal')
      .execute();
    expect(cardOrders).toHaveLength(0);

    const r = await refundStarsCharge(h.t.deps, 'sub-card-1', 'operator');
    expect(r.returned).toBe(true);
    expect(h.tg.callsOf('editUserStarSubscription').at(-1)!.payload).toEqual({
      user_id: tg.id,
      telegram_payment_charge_id: 'sub-card-1',
      is_canceled: true,
    });
    expect((await userRow(tg)).vip_expire_at).toBeLessThanOrEqual(h.t.deps.clock());
  });

  it('someone without a Stars subscription is told so (1000) and Telegram is not called', async () => {
    const { token } = await buyer();
    const before = h.tg.callsOf('editUserStarSubscription').length;
    expect((await h.t.call('/v1/vip/stars-subscription/edit', { cancel: true }, { token })).code).toBe(1000);
    expect(h.tg.callsOf('editUserStarSubscription')).toHaveLength(before);
  });
});

describe('locked photos as paid media', () => {
  it('the bot sends paid media priced in Stars; the purchase unlocks the photo in the app, once', async () => {
    const { tg, user, token } = await buyer();
    const photo = await h.t.deps.db
      .selectFrom('photos')
      .selectAll()
      .where('character_id', '=', 'c-sofia')
      .where('in_chat', '=', 0)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    await h.command(tg, `/start bot_unlock_photo_${photo.id}`);
    const sent = h.tg.callsOf('sendPaidMedia').at(-1)!;
    expect(sent.payload).toMatchObject({ chat_id: tg.id, star_count: 25, payload: `photo:${photo.id}` });
    const shown = async () =>
      (await h.t.call('/v1/character/photograph/list', { characterId: 'c-sofia', page: 1, pageSize: 50 }, { token })).data.list.find(
        (p: { id: string }) => p.id === photo.id,
      );
    expect(await shown()).toMatchObject({ locked: true });

    await Promise.all([h.purchasedPaidMedia(tg, paidMediaPayload(photo.id)), h.purchasedPaidMedia(tg, paidMediaPayload(photo.id))]);
    const unlocks = await h.t.deps.db.selectFrom('photo_unlocks').selectAll().where('user_id', '=', user.id).execute();
    expect(unlocks.map((u) => u.photo_id)).toEqual([photo.id]);
    expect((await userRow(tg)).gold_balance).toBe(user.gold_balance);
    const told = h.tg.callsOf('sendMessage').filter((c) => Number(c.payload.chat_id) === tg.id && /Unlocked/.test(String(c.payload.text)));
    expect(told).toHaveLength(1);
    // The app now shows it clear.
    expect(await shown()).toMatchObject({ locked: false, url: `/media/${photo.file}` });
  });
});

describe('refunds', () => {
  it('/paysupport refunds a recent unspent payment: coins taken back (never below zero), once; a second is refused', async () => {
    const { tg, user } = await buyer();
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });
    await h.successfulPayment(tg, order.id, 250, 'gold-charge-1');
    expect((await userRow(tg)).gold_balance).toBe(user.gold_balance + 690);
    await h.command(tg, '/paysupport');
    const menu = h.tg.callsOf('sendMessage').at(-1)!;
    const button = (menu.payload.reply_markup as { inline_keyboard: Array<Array<{ callback_data: string }>> }).inline_keyboard[0]![0]!;
    expect(button.callback_data).toBe(`refund:${order.id}`);
    await Promise.all([h.callback(tg, button.callback_data), h.callback(tg, button.callback_data)]);
    expect(refundsOf('gold-charge-1')).toHaveLength(1);
    expect((await userRow(tg)).gold_balance).toBe(user.gold_balance);
    await expect(refundStarsCharge(h.t.deps, 'gold-charge-1', 'again')).rejects.toThrow(/refunded already/);
    expect(refundsOf('gold-charge-1')).toHaveLength(1);
  });

  it('an operator-side refund of a spent pack takes back what is left, never below zero', async () => {
    const { tg, user } = await buyer();
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: 'bot' });
    await h.successfulPayment(tg, order.id, 50, 'gold-charge-2');
    const spend = (await userRow(tg)).gold_balance - 30;
    await applyLedger(h.t.deps.db, { userId: user.id, currency: 'gold', amount: -spend, reason: 'admin', now: h.t.deps.clock() });
    // The buyer's own request is passed to an operator: the coins are spent.
    await h.command(tg, '/paysupport');
    await h.callback(tg, `refund:${order.id}`);
    expect(refundsOf('gold-charge-2')).toHaveLength(0);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => refundStarsCharge(h.t.deps, 'gold-charge-2', 'operator')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await userRow(tg)).gold_balance).toBe(0);
    expect(refundsOf('gold-charge-2')).toHaveLength(1);
  });
});

describe('daily reconciliation', () => {
  it('reports a charge without a credit and a credit without a charge, once each', async () => {
    const { tg, user } = await buyer();
    const now = h.t.deps.clock();
    const paid = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-100', comeFrom: 'bot' });
    await h.successfulPayment(tg, paid.id, 50, 'rec-ok');
    const credited = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-300', comeFrom: 'bot' });
    await h.successfulPayment(tg, credited.id, 150, 'rec-ghost');
    const at = Math.floor((now - 3600_000) / 1000);
    const src = (id: string, amount: number) => ({
      id,
      amount,
      date: at,
      source: { type: 'user' as const, transaction_type: 'invoice_payment' as const, user: tg, invoice_payload: paid.id },
    });
    // 150 filler transactions so the history takes two pages; rec-ghost is missing from Telegram's side.
    for (let i = 0; i < 150; i++) h.tg.starTransactions.push({ ...src(`old-${i}`, 1), date: at - 30 * 86400 });
    h.tg.starTransactions.push(src('rec-ok', 50), src('rec-lost', 90));
    h.t.tick(30 * 60_000);
    const first = await reconcileStars(h.t.deps);
    const kinds = first.fresh.map((f) => `${f.kind}:${f.chargeId}`).sort();
    expect(kinds).toContain('charged_without_credit:rec-lost');
    expect(kinds).toContain('credited_without_charge:rec-ghost');
    expect(kinds.some((k) => k.endsWith(':rec-ok'))).toBe(false);
    expect(h.tg.callsOf('getStarTransactions').length).toBeGreaterThanOrEqual(2);
    const second = await reconcileStars(h.t.deps);
    expect(second.fresh.filter((f) => ['rec-lost', 'rec-ghost'].includes(f.chargeId))).toHaveLength(0);
    const stored = await h.t.deps.db
      .selectFrom('star_reconciliation')
      .selectAll()
      .where('charge_id', 'in', ['rec-lost', 'rec-ghost'])
      .execute();
    expect(stored).toHaveLength(2);
  });
});

describe('home-screen reward', () => {
  it('pays 20 energy once under 50 concurrent claims', async () => {
    const { tg, user, token } = await buyer();
    await h.t.call('/v1/user/reward/energy', { event: 'add_home_screen', phase: 'start' }, { token });
    h.t.tick(11_000);
    const before = (await userRow(tg)).energy;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => h.t.call('/v1/user/reward/energy', { event: 'add_home_screen', phase: 'claim' }, { token })),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.every((a) => a.code === 0 || a.code === 1000)).toBe(true);
    expect((await userRow(tg)).energy).toBe(before + 20);
    const rows = await h.t.deps.db
      .selectFrom('ledger')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('ref_id', '=', 'add_home_screen')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('invite and privacy', () => {
  it('the invite is a prepared message whose button is the referral deep link; /privacy links the policy page', async () => {
    const { tg, user, token } = await buyer('de');
    const answer = await h.t.call('/v1/user/invite/prepare', {}, { token });
    expect(answer.data.id).toMatch(/^prepared_/);
    const saved = h.tg.callsOf('savePreparedInlineMessage').at(-1)!.payload;
    expect(saved).toMatchObject({ user_id: tg.id, allow_user_chats: true });
    const result = saved.result as { type: string; reply_markup: { inline_keyboard: Array<Array<{ url: string }>> } };
    expect(result.type).toBe('article');
    expect(result.reply_markup.inline_keyboard[0]![0]!.url).toBe(`https://t.me/test_companion_bot?start=ref_${user.id}`);

    await h.command(tg, '/privacy');
    const sent = h.tg.callsOf('sendMessage').at(-1)!.payload;
    expect(sent.text).toContain('https://app.example.test/de/settings/privacy');
    expect(sent.text).toContain('Datenschutzerklärung');
  });
});
