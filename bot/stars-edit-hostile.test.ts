import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { issueToken } from '../server/domain/accounts/tokens.js';
import { dialects } from '../server/test/harness.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();
const DAY = 24 * 3600_000;

describe.each(dialects)('cancelling and resuming a Stars subscription at once, on %s', (dialect) => {
  it('50 cancels and resumes at once: one reaches Telegram at a time, and our row ends as Telegram does', async () => {
    const h = await setup({ RATE_LIMITS: 'off' }, dialect);
    const tg = tgUser();
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const token = await issueToken(h.t.deps.db, user.id, h.t.deps.clock());
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: 'miniapp' });
    await h.subscriptionPayment(tg, order.id, 650, 'edit-charge-1', Math.floor((h.t.deps.clock() + 30 * DAY) / 1000), true);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => h.t.call('/v1/vip/stars-subscription/edit', { cancel: i % 2 === 0 }, { token })),
    );
    expect(answers.every((a) => a.code === 0 || a.code === 1004)).toBe(true);
    const edits = h.tg.callsOf('editUserStarSubscription').map((c) => c.payload.is_canceled);
    // A double tap must not leave the page saying one thing while Telegram does the other.
    expect(edits).toHaveLength(1);
    const row = await h.t.deps.db.selectFrom('star_subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.canceled === 1).toBe(edits.at(-1));
  });
});
