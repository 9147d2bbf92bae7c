import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { refund as consoleRefund } from '../server/domain/admin/people.js';
import type { Operator } from '../server/domain/admin/auth.js';
import { requestDeletion, sweepDeletions, GRACE_MS } from '../server/domain/trust/deletion.js';
import { dialects } from '../server/test/harness.js';
import { OrderStatus } from '../shared/enums.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
const op: Operator = { email: 'support@example.test', role: 'admin' };
type Markup = { inline_keyboard: Array<Array<{ callback_data: string }>> };

/** A member signed in by mail (no Telegram account) whose 690-coin order another Telegram account paid. */
async function paidForWebMember(h: BotTest, charge: string) {
  const m = await h.t.member();
  const member = await h.t.deps.db.selectFrom('users').selectAll().where('id', '=', m.uid).executeTakeFirstOrThrow();
  const order = await createOrder(h.t.deps, member, { kind: 'gold', itemId: 'gold-600', comeFrom: 'miniapp' });
  const payer = tgUser();
  await h.preCheckout(payer, order.id, order.stars);
  await h.successfulPayment(payer, order.id, order.stars, charge);
  return { member, order, payer };
}

const orderStatus = async (h: BotTest, id: string) =>
  (await h.t.deps.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const goldOf = async (h: BotTest, id: string) =>
  (await h.t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', id).executeTakeFirstOrThrow()).gold_balance;

describe.each(dialects)('Stars go back to the Telegram account that paid them, on %s', (dialect) => {
  it("a web member's order paid from Telegram: the payer's /paysupport lists it and 50 taps refund it to the payer once", async () => {
    const h = await setup({}, dialect);
    const { member, order, payer } = await paidForWebMember(h, 'payer-charge-1');
    expect(await orderStatus(h, order.id)).toBe(OrderStatus.hasPay);
    expect(await goldOf(h, member.id)).toBe(member.gold_balance + 690);

    // Before: "You have no Stars payments to refund" (the payer owns no order), and the domain
    // refund said the bot was not running because the owner has no Telegram identity.
    await h.command(payer, '/paysupport');
    const menu = h.tg.callsOf('sendMessage').at(-1)!.payload;
    const buttons = (menu.reply_markup as Markup).inline_keyboard.map((r) => r[0]!.callback_data);
    expect(buttons).toEqual([`refund:${order.id}`]);

    await Promise.all(Array.from({ length: 50 }, () => h.callback(payer, buttons[0]!)));
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
      { user_id: payer.id, telegram_payment_charge_id: 'payer-charge-1' },
    ]);
    expect(await orderStatus(h, order.id)).toBe(OrderStatus.cancel);
    expect(await goldOf(h, member.id)).toBe(member.gold_balance);
  });

  it("the console's refund of that order returns the Stars to the payer: one of 50 concurrent calls", async () => {
    const h = await setup({}, dialect);
    const { member, order, payer } = await paidForWebMember(h, 'payer-charge-2');
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => consoleRefund(h.t.deps, op, order.id, 'asked by the payer')));
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(done[0]!.value.provider).toBe('telegram-stars');
    // Before: refundStarPayment went to user_id null while the books said refunded.
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
      { user_id: payer.id, telegram_payment_charge_id: 'payer-charge-2' },
    ]);
    expect(await goldOf(h, member.id)).toBe(member.gold_balance);
  });

  it('another Telegram account sees no button for that payment and its tap of one refunds nothing', async () => {
    const h = await setup({}, dialect);
    const { order } = await paidForWebMember(h, 'payer-charge-3');
    const stranger = tgUser();
    await h.command(stranger, '/paysupport');
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload.reply_markup).toBeUndefined();
    await h.callback(stranger, `refund:${order.id}`);
    expect(h.tg.callsOf('refundStarPayment')).toEqual([]);
    expect(await orderStatus(h, order.id)).toBe(OrderStatus.hasPay);
  });

  it('a payment of an account erased since can still be refunded by an operator, to the account that paid', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });
    await h.successfulPayment(tg, order.id, order.stars, 'payer-charge-4');
    await requestDeletion(h.t.deps.db, user.id, h.t.deps.clock());
    h.t.tick(GRACE_MS + 1);
    expect(await sweepDeletions(h.t.deps, h.t.deps.clock())).toEqual([user.id]);
    // The erasure took the Telegram identity: before, the refund had nobody to send the Stars to.
    await consoleRefund(h.t.deps, op, order.id, 'chargeback');
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'payer-charge-4' },
    ]);
  });
});
