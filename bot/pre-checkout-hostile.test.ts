import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { dialects } from '../server/test/harness.js';
import { OrderStatus } from '../shared/enums.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();

async function telegramBuyer(h: BotTest) {
  const tg = tgUser();
  await h.command(tg, '/start');
  return { tg, user: (await findTelegramUser(h.t.deps.db, tg.id))! };
}
const answers = (h: BotTest) => h.tg.callsOf('answerPreCheckoutQuery').map((c) => c.payload);

describe.each(dialects)('Stars pre-checkout under attack on %s', (dialect) => {
  it("another Telegram user paying someone's order is refused; the owner, a wrong amount, a wrong currency as before", async () => {
    const h = await setup({}, dialect);
    const a = await telegramBuyer(h);
    const b = await telegramBuyer(h);
    const order = await createOrder(h.t.deps, a.user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'miniapp' });
    // B got hold of A's invoice (a forwarded link): B's Stars would credit A, and B could never ask them back.
    await h.preCheckout(b.tg, order.id, order.stars);
    await h.preCheckout(a.tg, order.id, order.stars + 1);
    await h.preCheckout(a.tg, order.id, order.stars, 'USD');
    await h.preCheckout(a.tg, order.id, order.stars);
    expect(answers(h).map((x) => x.ok)).toEqual([false, false, false, true]);
    expect(answers(h)[0]).toMatchObject({ error_message: expect.stringContaining('no longer') });
    expect((await h.t.deps.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe(
      OrderStatus.wait,
    );
  });

  it('an order of a member signed in without Telegram stays payable from Telegram', async () => {
    const h = await setup({}, dialect);
    const m = await h.t.member();
    const user = await h.t.deps.db.selectFrom('users').selectAll().where('id', '=', m.uid).executeTakeFirstOrThrow();
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'miniapp' });
    await h.preCheckout(tgUser(), order.id, order.stars);
    expect(answers(h).map((x) => x.ok)).toEqual([true]);
  });
});
