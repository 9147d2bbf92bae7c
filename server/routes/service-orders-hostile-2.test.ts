import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { buyerAndCreator } from '../domain/service-orders/test-support.js';
import { orderNoticesIdle } from '../domain/service-orders/notices.js';
import { ORDERS_A_DAY_PER_CREATOR } from '../domain/service-orders/moves.js';
import { noNotifier } from '../deps.js';
import type { Mail } from '../providers/mail/index.js';

let t: TestApp;
afterEach(async () => t?.close());

const HOUR = 3_600_000;

/** A buyer, a creator reachable by the bot and a second buyer; every notice and mail kept. */
async function setup(dialect: 'sqlite' | 'postgres') {
  const told: string[] = [];
  const bot = {
    ready: () => true,
    createInvoiceLink: async () => '',
    notifier: { ...noNotifier, notice: async (uid: string) => !!told.push(uid) },
  };
  t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' }, bot: () => bot });
  const mails: Mail[] = [];
  t.deps.mailer = { send: async (m) => void mails.push(m) };
  const { buyer, creator, characterId } = await buyerAndCreator(t);
  const other = await t.member();
  await t.deps.db.updateTable('users').set({ gold_balance: 5000 }).where('id', '=', other.uid).execute();
  await t.deps.db
    .insertInto('identities')
    .values({ id: 'i-creator-tg', user_id: creator.uid, type: 'telegram', subject: '777002', create_time: 0 })
    .execute();
  const toCreator = async () => {
    await orderNoticesIdle();
    return told.filter((uid) => uid === creator.uid).length + mails.length;
  };
  const place = async (token: string) => {
    const r = await t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'A story by the sea' }, { token });
    expect(r.code).toBe(0);
    return r.data.order.id as string;
  };
  return { buyer, creator, other, characterId, toCreator, place };
}

describe.each(dialects)('service orders from a hostile client on %s', (dialect) => {
  it('does not let a buyer ping a creator without end by placing and cancelling orders (free: each is refunded)', async () => {
    const { buyer, other, toCreator, place } = await setup(dialect);
    for (let i = 0; i < ORDERS_A_DAY_PER_CREATOR - 1; i++) {
      const orderId = await place(buyer.token);
      expect((await t.call('/v1/service/order/cancel', { orderId }, { token: buyer.token })).code).toBe(0);
    }
    // Each order is in the creator's inbox; the bot told them of the first only.
    expect(await toCreator()).toBe(1);
    const balance = await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', buyer.uid).executeTakeFirstOrThrow();
    expect(balance.gold_balance).toBe(5000);

    // Another buyer's order is news of its own.
    await place(other.token);
    expect(await toCreator()).toBe(2);

    // An hour on, the first buyer's next order is told again.
    t.tick(HOUR);
    await place(buyer.token);
    expect(await toCreator()).toBe(3);
  });

  it('takes at most 10 orders a day from one buyer for one creator, and tells the creator once, under 50 concurrent orders', async () => {
    const { buyer, creator, other, characterId, toCreator, place } = await setup(dialect);
    await t.deps.db
      .updateTable('users')
      .set({ gold_balance: 50 * 200 })
      .where('id', '=', buyer.uid)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'A story by the sea' }, { token: buyer.token }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(ORDERS_A_DAY_PER_CREATOR);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(50 - ORDERS_A_DAY_PER_CREATOR);
    for (const r of refused) expect(r).toMatchObject({ code: 1000, message: 'You can place up to 10 orders a day with one creator' });
    // The refused ones wrote nothing: no order, no coin moved.
    const inbox = await t.call('/v1/service/order/list', { role: 'provider', page: 1, pageSize: 50 }, { token: creator.token });
    expect(inbox.data.total).toBe(ORDERS_A_DAY_PER_CREATOR);
    const { gold_balance } = await t.deps.db
      .selectFrom('users')
      .select('gold_balance')
      .where('id', '=', buyer.uid)
      .executeTakeFirstOrThrow();
    expect(gold_balance).toBe((50 - ORDERS_A_DAY_PER_CREATOR) * 200);
    expect(await toCreator()).toBe(1);

    // Cancelling gives no order back; another buyer has their own ten; the next UTC day is new.
    const orderId = answers.find((a) => a.code === 0)!.data.order.id as string;
    expect((await t.call('/v1/service/order/cancel', { orderId }, { token: buyer.token })).code).toBe(0);
    expect((await t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'Again' }, { token: buyer.token })).code).toBe(
      1000,
    );
    await place(other.token);
    t.tick(24 * HOUR);
    await place(buyer.token);
  });
});
