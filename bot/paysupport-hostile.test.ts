import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { applyLedger } from '../server/domain/ledger.js';
import { dialects } from '../server/test/harness.js';
import { OrderStatus } from '../shared/enums.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();

/** A Telegram user who bought the 690-coin pack for 250 Stars and still holds every coin of it. */
async function buyer(h: BotTest, charge: string) {
  const tg = tgUser();
  await h.command(tg, '/start');
  const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
  await h.t.deps.db.updateTable('users').set({ gold_balance: 0 }).where('id', '=', user.id).execute();
  const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });
  await h.successfulPayment(tg, order.id, 250, charge);
  return { tg, user, order };
}

const goldOf = async (h: BotTest, uid: string) =>
  (await h.t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance;

describe.each(dialects)('/paysupport under attack on %s', (dialect) => {
  it('coins spent after the refund was checked but before it was made: the Stars are not given back, the coins stay spent', async () => {
    const h = await setup({}, dialect);
    const b = await buyer(h, 'race-charge');
    expect(await goldOf(h, b.user.id)).toBe(690);
    // The buyer taps "refund" and, the moment the bot has checked the coins are all there, spends them
    // all (a gift, photos…): the spend commits just before the refund's own transaction starts.
    const db = h.t.deps.db;
    const realTransaction = db.transaction.bind(db);
    let spent = false;
    db.transaction = (() => {
      const builder = realTransaction();
      return new Proxy(builder, {
        get(target, prop, receiver) {
          if (prop !== 'execute' || spent) return Reflect.get(target, prop, receiver);
          return async (fn: Parameters<typeof builder.execute>[0]) => {
            spent = true;
            await realTransaction().execute((trx) =>
              applyLedger(trx, { userId: b.user.id, currency: 'gold', amount: -690, reason: 'gift', now: h.t.deps.clock() }),
            );
            return target.execute(fn);
          };
        },
      });
    }) as typeof db.transaction;
    await h.callback(b.tg, `refund:${b.order.id}`);
    db.transaction = realTransaction;
    expect(spent).toBe(true);
    // Not both: the coins were spent, so the Stars stay with us and an operator looks at it.
    expect(h.tg.callsOf('refundStarPayment')).toHaveLength(0);
    expect(await goldOf(h, b.user.id)).toBe(0);
    expect((await h.t.deps.db.selectFrom('orders').select('status').where('id', '=', b.order.id).executeTakeFirstOrThrow()).status).toBe(
      OrderStatus.hasPay,
    );
    expect(await h.t.deps.db.selectFrom('logs').select('kind').where('kind', '=', 'stars_refund_request').execute()).toHaveLength(1);
  });

  it('50 taps of one refund at once: the Stars go back once, the coins taken back once', async () => {
    const h = await setup({}, dialect);
    const b = await buyer(h, 'tap-charge');
    await Promise.all(Array.from({ length: 50 }, () => h.callback(b.tg, `refund:${b.order.id}`)));
    expect(h.tg.callsOf('refundStarPayment')).toHaveLength(1);
    expect(await goldOf(h, b.user.id)).toBe(0);
    const back = await h.t.deps.db
      .selectFrom('ledger')
      .select('amount')
      .where('user_id', '=', b.user.id)
      .where('reason', '=', 'refund')
      .execute();
    expect(back.map((r) => r.amount)).toEqual([-690]);
  });

  it('a spent pack asked back while it is spent goes to an operator, its coins and order untouched', async () => {
    const h = await setup({}, dialect);
    const b = await buyer(h, 'spent-charge');
    await h.t.deps.db
      .transaction()
      .execute((trx) => applyLedger(trx, { userId: b.user.id, currency: 'gold', amount: -1, reason: 'gift', now: h.t.deps.clock() }));
    await h.callback(b.tg, `refund:${b.order.id}`);
    expect(h.tg.callsOf('refundStarPayment')).toHaveLength(0);
    expect(await goldOf(h, b.user.id)).toBe(689);
    expect((await h.t.deps.db.selectFrom('orders').select('status').where('id', '=', b.order.id).executeTakeFirstOrThrow()).status).toBe(
      OrderStatus.hasPay,
    );
  });
});
