import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { ServiceOrderStatus as S, servicePrice, serviceWindows } from '../../../shared/service-orders.js';
import { sweepServiceOrders } from './sweep.js';
import { buyerAndCreator } from './test-support.js';
import { noNotifier } from '../../deps.js';
import type { Mail } from '../../providers/mail/index.js';
import { orderNoticesIdle } from './notices.js';
import { NEW_ORDER_NOTICE_EVERY_MS } from './moves.js';

let t: TestApp;
afterEach(() => t.close());

const setup = () => buyerAndCreator(t);

const gold = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance;

/** Coins in the system: every balance, what sits in escrow (open orders), and the fees taken. */
async function coinsInPlay(uids: string[]) {
  const db = t.deps.db;
  const balances = await db.selectFrom('users').select('gold_balance').where('id', 'in', uids).execute();
  const orders = await db.selectFrom('service_orders').select(['price', 'fee', 'status']).execute();
  const escrow = orders.filter((o) => [S.wait, S.confirmed, S.delivered].includes(o.status as never)).reduce((n, o) => n + o.price, 0);
  const fees = orders.reduce((n, o) => n + o.fee, 0);
  return balances.reduce((n, b) => n + b.gold_balance, 0) + escrow + fees;
}

describe.each(dialects)('service orders on %s', (dialect) => {
  it('takes no order for an unverified creator, and an unverified creator confirms nothing', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { buyer, creator, characterId } = await setup();
    const placed = await t.call(
      '/v1/service/order/create',
      { characterId, kind: 'story', brief: 'A story of our first date by the sea' },
      { token: buyer.token },
    );
    expect(placed.code).toBe(0);
    await t.deps.db.deleteFrom('profile_verifications').where('user_id', '=', creator.uid).execute();
    const before = await gold(buyer.uid);
    const refused = await t.call(
      '/v1/service/order/create',
      { characterId, kind: 'story', brief: 'Another story, by the lake' },
      { token: buyer.token },
    );
    expect(refused).toMatchObject({ code: 1000, message: 'This character does not take orders' });
    expect(await gold(buyer.uid)).toBe(before);
    const confirm = await t.call('/v1/service/order/provider/confirm', { orderId: placed.data.order.id }, { token: creator.token });
    expect(confirm.code).toBe(2006);
  });

  it('takes an order through escrow, confirm, delivery into her chat and acceptance, with a ledger row for each coin move', async () => {
    t = await makeTestApp({ dialect });
    const { buyer, creator, characterId, photoIds } = await setup();
    const creatorStart = await gold(creator.uid);
    const placed = await t.call(
      '/v1/service/order/create',
      { characterId, kind: 'photo_set', brief: 'A set of you at the beach at sunset' },
      { token: buyer.token },
    );
    expect(placed.code).toBe(0);
    expect(placed.data.goldBalance).toBe(5000 - servicePrice.photo_set);
    expect(placed.data.order).toMatchObject({
      role: 'buyer',
      status: S.wait,
      price: 400,
      creatorAmount: 320,
      dueAt: t.deps.clock() + serviceWindows.confirmMs,
    });
    const orderId = placed.data.order.id as string;

    // The creator sees it in the inbox; the buyer cannot accept what is not delivered.
    const inbox = await t.call('/v1/service/order/list', { role: 'provider' }, { token: creator.token });
    expect(inbox.data.list.map((o: { id: string; role: string }) => [o.id, o.role])).toEqual([[orderId, 'provider']]);
    expect((await t.call('/v1/service/order/accept', { orderId }, { token: buyer.token })).code).toBe(1000);
    // Neither side can make the other's move.
    expect((await t.call('/v1/service/order/provider/confirm', { orderId }, { token: buyer.token })).message).toBe('Order not found');

    expect((await t.call('/v1/service/order/provider/confirm', { orderId }, { token: creator.token })).data.order.status).toBe(S.confirmed);
    expect((await t.call('/v1/service/order/cancel', { orderId }, { token: buyer.token })).message).toBe(
      'This order can no longer be cancelled',
    );

    const delivered = await t.call(
      '/v1/service/order/provider/verify',
      { orderId, text: 'Here you are, darling: the beach set', photoIds },
      { token: creator.token },
    );
    expect(delivered.code).toBe(0);
    expect(delivered.data.order).toMatchObject({ status: S.delivered, reply: 'Here you are, darling: the beach set' });
    // The result is in the buyer's chat with her, the photos clear (paid for).
    const info = await t.call('/v1/service/order/info', { orderId }, { token: buyer.token });
    const messages = await t.call('/v1/session/message/list', { sessionId: info.data.sessionId, limit: 50 }, { token: buyer.token });
    const list = messages.data.list as { role: string; kind: string; content: string; photo: { locked: boolean } | null }[];
    expect(list.slice(-3).map((m) => [m.role, m.kind])).toEqual([
      ['assistant', 'text'],
      ['assistant', 'photo'],
      ['assistant', 'photo'],
    ]);
    expect(list.at(-3)!.content).toBe('Here you are, darling: the beach set');
    expect(list.slice(-2).every((m) => m.photo && !m.photo.locked)).toBe(true);
    expect(await gold(creator.uid)).toBe(creatorStart);

    const accepted = await t.call('/v1/service/order/accept', { orderId }, { token: buyer.token });
    expect(accepted.data.order).toMatchObject({ status: S.done, dueAt: null });
    expect(await gold(creator.uid)).toBe(creatorStart + 320);
    expect(await gold(buyer.uid)).toBe(4600);
    const ledger = await t.deps.db
      .selectFrom('ledger')
      .select(['user_id', 'amount', 'reason'])
      .where('ref_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { user_id: buyer.uid, amount: -400, reason: 'service_order' },
      { user_id: creator.uid, amount: 320, reason: 'service_income' },
    ]);
  });

  it('refunds in full on cancel and on reject, refuses a short balance without writing, and settles by its windows; each side hears of it', async () => {
    const told: { uid: string; text: string }[] = [];
    const bot = {
      ready: () => true,
      createInvoiceLink: async () => '',
      notifier: { ...noNotifier, notice: async (uid: string, text: string) => !!told.push({ uid, text }) },
    };
    t = await makeTestApp({ dialect, bot: () => bot });
    const mails: Mail[] = [];
    t.deps.mailer = { send: async (m) => void mails.push(m) };
    const { buyer, creator, characterId } = await setup();
    // The buyer reads German in Telegram; the creator has only an email address.
    await t.deps.db
      .insertInto('identities')
      .values([
        { id: 'i-buyer-tg', user_id: buyer.uid, type: 'telegram', subject: '777001', create_time: 0 },
        { id: 'i-creator-mail', user_id: creator.uid, type: 'email', subject: 'creator@example.com', create_time: 0 },
      ])
      .execute();
    await t.deps.db.updateTable('users').set({ lang: 'de' }).where('id', '=', buyer.uid).execute();
    const order = async () =>
      (await t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'A rainy evening story' }, { token: buyer.token }))
        .data.order.id as string;
    const a = await order();
    expect((await t.call('/v1/service/order/cancel', { orderId: a }, { token: buyer.token })).data).toMatchObject({
      goldBalance: 5000,
      order: { status: S.cancelled },
    });
    // One buyer's new orders are told at most once an hour (moves.ts): each of these an hour apart.
    t.tick(NEW_ORDER_NOTICE_EVERY_MS);
    const b = await order();
    await t.call('/v1/service/order/provider/confirm', { orderId: b }, { token: creator.token });
    expect(
      (await t.call('/v1/service/order/provider/reject', { orderId: b, reason: 'Too busy this week' }, { token: creator.token })).data
        .order,
    ).toMatchObject({ status: S.rejected, rejectReason: 'Too busy this week' });
    expect(await gold(buyer.uid)).toBe(5000);

    // Not enough coins: 2002 and no order left behind.
    await t.deps.db.updateTable('users').set({ gold_balance: 10 }).where('id', '=', buyer.uid).execute();
    const before = await t.deps.db
      .selectFrom('service_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect((await t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'x' }, { token: buyer.token })).code).toBe(2002);
    expect(
      (
        await t.deps.db
          .selectFrom('service_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toEqual(before.n);
    await t.deps.db.updateTable('users').set({ gold_balance: 5000 }).where('id', '=', buyer.uid).execute();
    // Own characters and characters nobody owns take no orders; bad input answers 1000.
    expect((await t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'x' }, { token: creator.token })).message).toBe(
      'You cannot order from your own character',
    );
    expect((await t.call('/v1/service/order/create', { characterId, kind: 'poem', brief: 'x' }, { token: buyer.token })).code).toBe(1000);

    // Windows: unconfirmed for 48 h is refunded; delivered and not accepted for 72 h is paid out.
    t.tick(NEW_ORDER_NOTICE_EVERY_MS);
    const idle = await order();
    const slow = await order();
    await t.call('/v1/service/order/provider/confirm', { orderId: slow }, { token: creator.token });
    await t.call('/v1/service/order/provider/verify', { orderId: slow, text: 'Your story' }, { token: creator.token });
    const creatorBefore = await gold(creator.uid);
    t.tick(serviceWindows.confirmMs - 1);
    expect(await sweepServiceOrders(t.deps)).toEqual({ refunded: [], paid: [] });
    t.tick(1);
    expect(await sweepServiceOrders(t.deps)).toEqual({ refunded: [idle], paid: [] });
    t.tick(serviceWindows.acceptMs);
    expect(await sweepServiceOrders(t.deps)).toEqual({ refunded: [], paid: [slow] });
    expect(await sweepServiceOrders(t.deps)).toEqual({ refunded: [], paid: [] });
    expect(await gold(creator.uid)).toBe(creatorBefore + 160);
    expect(await gold(buyer.uid)).toBe(5000 - 200);

    // The creator was mailed of each order placed an hour after the last one told (slow, placed with idle, was not); the buyer heard of every answer and the refund in German.
    await orderNoticesIdle();
    const name = (await t.deps.db.selectFrom('characters').select('name').where('id', '=', characterId).executeTakeFirstOrThrow()).name;
    expect(mails.map((m) => [m.to, m.subject.endsWith(': your custom order'), m.text.startsWith(`New order for “${name}”`)])).toEqual(
      Array(3).fill(['creator@example.com', true, true]),
    );
    expect(told.every((n) => n.uid === buyer.uid)).toBe(true);
    expect(told.map((n) => n.text).sort()).toEqual(
      [
        `Der Ersteller von „${name}“ hat deine Bestellung abgelehnt, deine Münzen wurden vollständig erstattet.\nGrund: Too busy this week`,
        `Der Ersteller von „${name}“ hat deine Bestellung bestätigt und arbeitet daran.`,
        `Der Ersteller von „${name}“ hat deine Bestellung bestätigt und arbeitet daran.`,
        `Deine Bestellung bei „${name}“ ist geliefert: Sie ist in deinem Chat mit ihr. Nimm sie in der App an.`,
        `Deine Bestellung bei „${name}“ wurde nicht rechtzeitig erledigt, deshalb wurden deine Münzen vollständig erstattet.`,
      ].sort(),
    );
  });

  it('50 concurrent cancel/confirm/reject/accept (and sweeps) on one order move it once: no coin made or lost', async () => {
    t = await makeTestApp({ dialect });
    const { buyer, creator, characterId } = await setup();
    const uids = [buyer.uid, creator.uid];
    const total = await coinsInPlay(uids);
    const moves = (orderId: string) =>
      Array.from({ length: 50 }, (_, i) => {
        const [path, token] = (
          [
            ['/v1/service/order/cancel', buyer.token],
            ['/v1/service/order/provider/confirm', creator.token],
            ['/v1/service/order/provider/reject', creator.token],
            ['/v1/service/order/accept', buyer.token],
          ] as const
        )[i % 4]!;
        return i % 10 === 9 ? sweepServiceOrders(t.deps).then(() => ({ code: -1 })) : t.call(path, { orderId }, { token });
      });
    const create = async () =>
      (await t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'race' }, { token: buyer.token })).data.order
        .id as string;

    // Fresh orders: cancel and reject race each other (and confirm): exactly one refund.
    for (let round = 0; round < 3; round++) {
      const orderId = await create();
      await Promise.all(moves(orderId));
      const row = await t.deps.db.selectFrom('service_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      expect([S.cancelled, S.rejected]).toContain(row.status);
      const rows = await t.deps.db.selectFrom('ledger').select('reason').where('ref_id', '=', orderId).execute();
      expect(rows.map((r) => r.reason).sort()).toEqual(['service_order', 'service_refund']);
      expect(await coinsInPlay(uids)).toBe(total);
    }
    // Delivered orders past their window: the buyer's accepts race the sweeps: exactly one payout.
    for (let round = 0; round < 3; round++) {
      const orderId = await create();
      await t.call('/v1/service/order/provider/confirm', { orderId }, { token: creator.token });
      await t.call('/v1/service/order/provider/verify', { orderId, text: 'Done' }, { token: creator.token });
      t.tick(serviceWindows.acceptMs);
      await Promise.all(moves(orderId));
      const row = await t.deps.db
        .selectFrom('service_orders')
        .select(['status', 'fee'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: S.done, fee: 40 });
      const rows = await t.deps.db.selectFrom('ledger').select('reason').where('ref_id', '=', orderId).execute();
      expect(rows.map((r) => r.reason).sort()).toEqual(['service_income', 'service_order']);
      expect(await coinsInPlay(uids)).toBe(total);
    }
  });
});
