import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { requestDeletion, sweepDeletions, GRACE_MS } from '../server/domain/trust/deletion.js';
import { renewDueSubscriptions } from '../server/domain/subscriptions.js';
import { dialects } from '../server/test/harness.js';
import { SubscriptionStatus } from '../shared/enums.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
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
});
