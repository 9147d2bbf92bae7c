import { describe, expect, it } from 'vitest';
import type { User } from 'grammy/types';
import { createOrder } from '../server/domain/orders/index.js';
import { issueToken } from '../server/domain/accounts/tokens.js';
import { refundStarsCharge } from '../server/domain/stars/refunds.js';
import { requestDeletion, sweepDeletions, GRACE_MS } from '../server/domain/trust/deletion.js';
import { dialects } from '../server/test/harness.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
const DAY = 24 * 3600_000;
const LIVE_DE = 'Du hast bereits ein Premium-Abo, das sich alle 30 Tage verlängert. Verwalte es in der App unter Einstellungen → Abo.';

/** A Telegram user whose monthly Premium is a Stars subscription Telegram renews. */
async function subscriber(h: BotTest, lang = 'en') {
  const tg = tgUser(lang);
  await h.command(tg, '/start');
  const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
  const first = await subscribe(h, tg, 'first-sub');
  return { tg, user, first };
}

async function subscribe(h: BotTest, tg: User, charge: string) {
  const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
  const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
  await h.subscriptionPayment(tg, order.id, order.stars, charge, Math.floor((h.t.deps.clock() + 30 * DAY) / 1000), true);
  return order;
}

const edits = (h: BotTest) =>
  h.tg.callsOf('editUserStarSubscription').map((c) => [c.payload.telegram_payment_charge_id, c.payload.is_canceled]);

describe.each(dialects)('one Stars subscription at a time, on %s', (dialect) => {
  it('a subscriber is offered no second subscription (50 taps at once), told why in their language, and no order is written', async () => {
    const h = await setup({}, dialect);
    const { tg, user } = await subscriber(h, 'de');
    const orders = async () => h.t.deps.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
    const before = await orders();
    h.tg.reset();
    await Promise.all(Array.from({ length: 50 }, () => h.command(tg, '/start buy_vip_vip-monthly')));
    // Before: a new subscription link each time, whose subscription then hid the first.
    expect(h.tg.callsOf('createInvoiceLink')).toEqual([]);
    expect(new Set(h.tg.callsOf('sendMessage').map((c) => c.payload.text))).toEqual(new Set([LIVE_DE]));
    expect(await orders()).toEqual(before);
    // A one-time plan is still sold beside it.
    await h.command(tg, '/start buy_vip_vip-yearly');
    expect(h.tg.callsOf('sendInvoice')).toHaveLength(1);
  });

  it('pre-checkout of a second subscription opened in the app is refused with why; once the first is cancelled it is accepted', async () => {
    const h = await setup({}, dialect);
    const { tg, user } = await subscriber(h, 'de');
    const second = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await Promise.all(Array.from({ length: 50 }, () => h.preCheckout(tg, second.id, second.stars)));
    const answers = h.tg.callsOf('answerPreCheckoutQuery').map((c) => c.payload);
    expect(answers.every((a) => a.ok === false && a.error_message === LIVE_DE)).toBe(true);

    const token = await issueToken(h.t.deps.db, user.id, h.t.deps.clock());
    expect((await h.t.call('/v1/vip/stars-subscription/edit', { cancel: true }, { token })).code).toBe(0);
    await h.preCheckout(tg, second.id, second.stars);
    expect(h.tg.callsOf('answerPreCheckoutQuery').at(-1)!.payload.ok).toBe(true);
  });

  it("the app's payment of a second subscription is refused (50 at once) in the user's language: no invoice link opens", async () => {
    // Every one of the 50 calls reaches the payment (the per-account rate limit would stop some first).
    const h = await setup({ RATE_LIMITS: 'off' }, dialect);
    const { user } = await subscriber(h, 'de');
    const token = await issueToken(h.t.deps.db, user.id, h.t.deps.clock());
    const second = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    h.tg.reset();
    // The app sends its language with every call.
    const pay = (orderId: string) =>
      h.t.call('/v1/vip/order/payment', { orderId, payMethod: 'TelegramStar' }, { token, headers: { 'accept-language': 'de' } });
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(second.id)));
    // Before: 50 invoice links, each a subscription Telegram would renew beside the first (pre-checkout was the only stop).
    expect(new Set(answers.map((a) => `${a.code} ${a.message}`))).toEqual(
      new Set(['1000 Du hast bereits ein Premium-Abo, das sich alle 30 Tage verlängert. Verwalte es unter Einstellungen → Abo.']),
    );
    expect(h.tg.callsOf('createInvoiceLink')).toEqual([]);
    const row = await h.t.deps.db
      .selectFrom('orders')
      .select(['status', 'pay_method'])
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(row.pay_method).toBeNull();
    // A one-time plan is still sold beside it; after a cancel, the monthly one opens again.
    const yearly = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-yearly', comeFrom: 'miniapp' });
    expect((await pay(yearly.id)).code).toBe(0);
    expect((await h.t.call('/v1/vip/stars-subscription/edit', { cancel: true }, { token })).code).toBe(0);
    expect((await pay(second.id)).code).toBe(0);
    expect(h.tg.callsOf('createInvoiceLink')).toHaveLength(2);
  });

  it('two subscriptions paid anyway: a cancel (one of 50 at once) stops both at Telegram; a resume restarts only one', async () => {
    // Every one of the 50 calls reaches the subscription (the per-account rate limit would stop 30 first).
    const h = await setup({ RATE_LIMITS: 'off' }, dialect);
    const { tg, user } = await subscriber(h);
    await subscribe(h, tg, 'second-sub');
    const token = await issueToken(h.t.deps.db, user.id, h.t.deps.clock());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => h.t.call('/v1/vip/stars-subscription/edit', { cancel: true }, { token })),
    );
    expect(answers.filter((a) => a.code === 0).length).toBeGreaterThanOrEqual(1);
    // Before: only the newer one ('second-sub') was cancelled; Telegram renewed the first, credited after the cancel.
    expect(edits(h).sort()).toEqual([
      ['first-sub', true],
      ['second-sub', true],
    ]);
    const info = await h.t.call('/v1/vip/stars-subscription/info', {}, { token });
    expect(info.data.subscription.canceled).toBe(true);
    // Resuming restarts one of them only: two would both charge.
    expect((await h.t.call('/v1/vip/stars-subscription/edit', { cancel: false }, { token })).code).toBe(0);
    expect(edits(h).filter(([, cancelled]) => cancelled === false)).toHaveLength(1);
  });

  it('asking to delete the account (50 asks at once) stops the Stars subscription at Telegram once, not 14 days later', async () => {
    const h = await setup({ RATE_LIMITS: 'off' }, dialect);
    const { user } = await subscriber(h);
    const token = await issueToken(h.t.deps.db, user.id, h.t.deps.clock());
    const asks = await Promise.all(Array.from({ length: 50 }, () => h.t.call('/v1/user/danger-zone/activate', {}, { token })));
    expect(asks.every((a) => a.code === 0)).toBe(true);
    // Before: Telegram renewed it during the grace period; only the erasure stopped it. Once, not 50 times.
    expect(edits(h)).toEqual([['first-sub', true]]);
    const info = await h.t.call('/v1/vip/stars-subscription/info', {}, { token });
    expect(info.data.subscription.canceled).toBe(true);
  });

  it("refunding the first subscription's charge stops the first, not the other", async () => {
    const h = await setup({}, dialect);
    const { tg } = await subscriber(h);
    await subscribe(h, tg, 'second-sub');
    await refundStarsCharge(h.t.deps, 'first-sub', 'operator');
    expect(edits(h)).toEqual([['first-sub', true]]);
  });

  it('a renewal of the first extends the first; the erasure stops both', async () => {
    const h = await setup({}, dialect);
    const { tg, user, first } = await subscriber(h);
    await subscribe(h, tg, 'second-sub');
    const renewedTo = Math.floor((h.t.deps.clock() + 60 * DAY) / 1000);
    await h.subscriptionPayment(tg, first.id, first.stars, 'first-sub-2', renewedTo, false);
    const rows = await h.t.deps.db
      .selectFrom('star_subscriptions')
      .select(['charge_id', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.find((r) => r.charge_id === 'first-sub')!.expires_at).toBe(renewedTo * 1000);
    expect(rows.find((r) => r.charge_id === 'second-sub')!.expires_at).toBeLessThan(renewedTo * 1000);

    await requestDeletion(h.t.deps.db, user.id, h.t.deps.clock());
    h.t.tick(GRACE_MS + 1);
    expect(await sweepDeletions(h.t.deps, h.t.deps.clock())).toEqual([user.id]);
    expect(edits(h).sort()).toEqual([
      ['first-sub', true],
      ['second-sub', true],
    ]);
  });
});
