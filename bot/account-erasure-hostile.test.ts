import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { requestDeletion, sweepDeletions, GRACE_MS } from '../server/domain/trust/deletion.js';
import { renewDueSubscriptions } from '../server/domain/subscriptions.js';
import { dialects } from '../server/test/harness.js';
import { OrderStatus, SubscriptionStatus } from '../shared/enums.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
const DAY = 24 * 3600_000;

describe.each(dialects)('an erased account keeps paying nothing, on %s', (dialect) => {
  it('erasing the account stops its Stars subscription at Telegram and its card renewals', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    const now = h.t.deps.clock();
    await h.subscriptionPayment(tg, order.id, 650, 'erase-charge-1', Math.floor((now + 30 * DAY) / 1000), true);
    await h.t.deps.db
      .insertInto('payment_cards')
      .values({ id: 'card_erase', user_id: user.id, brand: 'Visa', last4: '4242', create_time: now, removed_at: null })
      .execute();
    await h.t.deps.db.updateTable('subscriptions').set({ card_id: 'card_erase' }).where('user_id', '=', user.id).execute();

    // The member asks for the account to be deleted; the grace period passes and it is erased.
    await requestDeletion(h.t.deps.db, user.id, now);
    h.t.tick(GRACE_MS + 1);
    expect(await sweepDeletions(h.t.deps, h.t.deps.clock())).toEqual([user.id]);

    // Telegram no longer renews it: nobody could sign in to use what it would buy.
    expect(h.tg.callsOf('editUserStarSubscription').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'erase-charge-1', is_canceled: true },
    ]);
    const stars = await h.t.deps.db.selectFrom('star_subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stars.canceled).toBe(1);
    const card = await h.t.deps.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(card.status).toBe(SubscriptionStatus.cancel);
    h.t.tick(30 * DAY);
    expect((await renewDueSubscriptions(h.t.deps)).renewed).toEqual([]);
  });

  it('a renewal Telegram charges after the erasure failed to cancel it (the bot was down) is given back once and stopped then', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    const period1 = Math.floor((h.t.deps.clock() + 30 * DAY) / 1000);
    await h.subscriptionPayment(tg, order.id, 650, 'erase-down-1', period1, true);
    await requestDeletion(h.t.deps.db, user.id, h.t.deps.clock());
    h.t.tick(GRACE_MS + 1);
    h.tg.failNext('editUserStarSubscription', 502, 'Bad Gateway');
    expect(await sweepDeletions(h.t.deps, h.t.deps.clock())).toEqual([user.id]);
    const row = async () =>
      (await h.t.deps.db.selectFrom('star_subscriptions').select('canceled').where('user_id', '=', user.id).executeTakeFirstOrThrow())
        .canceled;
    expect(await row()).toBe(0);
    const goldBefore = (await h.t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', user.id).executeTakeFirstOrThrow())
      .gold_balance;

    h.t.tick(10 * DAY);
    h.tg.reset();
    await Promise.all(
      Array.from({ length: 50 }, () => h.subscriptionPayment(tg, order.id, 650, 'erase-down-2', period1 + 30 * 86400, false)),
    );
    expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'erase-down-2' },
    ]);
    expect(h.tg.callsOf('editUserStarSubscription').map((c) => c.payload)).toEqual([
      { user_id: tg.id, telegram_payment_charge_id: 'erase-down-1', is_canceled: true },
    ]);
    expect(await row()).toBe(1);
    const after = await h.t.deps.db
      .selectFrom('users')
      .select(['gold_balance', 'vip_expire_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.gold_balance).toBe(goldBefore);
    const credited = await h.t.deps.db
      .selectFrom('orders')
      .select('id')
      .where('provider_ref', '=', 'erase-down-2')
      .where('status', '=', OrderStatus.hasPay)
      .execute();
    expect(credited).toEqual([]);
  });

  it('an unpaid Stars invoice of the erased account is refused at pre-checkout (50 at once): the erasure cancelled its order', async () => {
    const h = await setup({}, dialect);
    const { tg, orderId, stars } = await invoiceThenErased(h);
    await Promise.all(Array.from({ length: 50 }, () => h.preCheckout(tg, orderId, stars)));
    // Before: answered ok, and the Stars credited the erased "Deleted user".
    expect(h.tg.callsOf('answerPreCheckoutQuery').map((c) => c.payload.ok)).toEqual(Array(50).fill(false));
    expect((await orderOf(h, orderId)).status).toBe(OrderStatus.cancel);
  });

  it('a payment that still arrives for it (50 deliveries at once) is refunded once to the payer and credits nobody', async () => {
    const h = await setup({}, dialect);
    const { tg, user, orderId, stars } = await invoiceThenErased(h);
    await Promise.all(Array.from({ length: 50 }, () => h.successfulPayment(tg, orderId, stars, 'erased-invoice-1')));
    expectRefundedOnce(h, tg.id, 'erased-invoice-1');
    expect((await orderOf(h, orderId)).status).toBe(OrderStatus.cancel);
    expect(await h.t.deps.db.selectFrom('ledger').select('id').where('ref_id', '=', orderId).execute()).toEqual([]);
    const erased = await h.t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(erased.gold_balance).toBe(0);
  });

  it('an order still waiting from an erasure made before it was cancelled there is refused when paid, once of 50 deliveries', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });
    // As an erasure of before left it: the deletion done, the order still waiting.
    const now = h.t.deps.clock();
    await h.t.deps.db
      .insertInto('account_deletions')
      .values({ user_id: user.id, requested_at: now, delete_after: now, done_at: now })
      .execute();
    await Promise.all(Array.from({ length: 50 }, () => h.successfulPayment(tg, order.id, order.stars, 'erased-invoice-2')));
    expectRefundedOnce(h, tg.id, 'erased-invoice-2');
    expect((await orderOf(h, order.id)).status).toBe(OrderStatus.cancel);
  });
});

/** A Telegram user with a coin pack's invoice in the chat, unpaid, whose account is then erased. */
async function invoiceThenErased(h: BotTest) {
  const tg = tgUser();
  await h.command(tg, '/start');
  const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
  await h.t.deps.db.updateTable('users').set({ gold_balance: 0 }).where('id', '=', user.id).execute();
  await h.command(tg, '/start buy_gold_gold-600');
  const orderId = String(h.tg.callsOf('sendInvoice').at(-1)!.payload.payload);
  const { stars } = await orderOf(h, orderId);
  await requestDeletion(h.t.deps.db, user.id, h.t.deps.clock());
  h.t.tick(GRACE_MS + 1);
  expect(await sweepDeletions(h.t.deps, h.t.deps.clock())).toEqual([user.id]);
  h.tg.reset();
  return { tg, user, orderId, stars };
}

const orderOf = (h: BotTest, id: string) => h.t.deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The Stars went back once, to the account that paid, and it was told once. */
function expectRefundedOnce(h: BotTest, telegramUserId: number, charge: string) {
  expect(h.tg.callsOf('refundStarPayment').map((c) => c.payload)).toEqual([
    { user_id: telegramUserId, telegram_payment_charge_id: charge },
  ]);
  const told = h.tg.callsOf('sendMessage').filter((c) => /refunded/.test(String(c.payload.text)));
  expect(told.map((c) => Number(c.payload.chat_id))).toEqual([telegramUserId]);
  expect(h.tg.callsOf('sendMessage').filter((c) => /Thank you/.test(String(c.payload.text)))).toEqual([]);
}
