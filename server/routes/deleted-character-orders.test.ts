import { afterEach, describe, expect, it } from 'vitest';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { orderNoticesIdle } from '../domain/service-orders/notices.js';
import { eraseAccount } from '../domain/trust/deletion.js';
import { noNotifier, type Logger } from '../deps.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { ServiceOrderStatus as S, servicePrice } from '../../shared/service-orders.js';
import { releasedCharacter, releaseHeldImages, template } from './custom-character.test-support.js';

let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await orderNoticesIdle();
  await t?.close();
});

const START = 1000;
const goldOf = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance;
const statusOf = async (id: string) =>
  (await t.deps.db.selectFrom('service_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
async function buyer() {
  const b = await t.member();
  await t.deps.db.updateTable('users').set({ gold_balance: START }).where('id', '=', b.uid).execute();
  return b;
}
const place = (token: string, characterId: string) =>
  t.call('/v1/service/order/create', { characterId, kind: 'story', brief: 'A story of our evening by the lake' }, { token });

/** A bot that records each notice it is asked to send. */
function recordingBot(told: { uid: string; text: string }[]) {
  return () => ({
    ready: () => true,
    createInvoiceLink: async () => '',
    notifier: { ...noNotifier, notice: async (uid: string, text: string) => !!told.push({ uid, text }) },
  });
}
async function linkTelegram(uid: string, lang: string) {
  await t.deps.db
    .insertInto('identities')
    .values({ id: `i-${uid}`, user_id: uid, type: 'telegram', subject: uid, create_time: 0 })
    .execute();
  await t.deps.db.updateTable('users').set({ lang }).where('id', '=', uid).execute();
}

describe.each(dialects)("a character's open orders when her creator deletes her, on %s", (dialect) => {
  it('refunds every order not yet delivered at once and tells its buyer; a delivered one stays to be accepted', async () => {
    const told: { uid: string; text: string }[] = [];
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' }, bot: recordingBot(told) });
    const { creator, id } = await releasedCharacter(t);
    const [waiting, confirmed, delivered] = [await buyer(), await buyer(), await buyer()];
    await linkTelegram(waiting.uid, 'de');
    const orders = [];
    for (const b of [waiting, confirmed, delivered]) {
      const r = await place(b.token, id);
      expect(r.code).toBe(0);
      orders.push(r.data.order.id as string);
    }
    const [o1, o2, o3] = orders as [string, string, string];
    for (const o of [o2, o3])
      expect((await t.call('/v1/service/order/provider/confirm', { orderId: o }, { token: creator.token })).code).toBe(0);
    const done = await t.call(
      '/v1/service/order/provider/verify',
      { orderId: o3, text: 'Here is your story.', photoIds: [] },
      { token: creator.token },
    );
    expect(done.code).toBe(0);
    const creatorBefore = await goldOf(creator.uid);

    expect((await t.call('/v1/custom-character/delete', { id }, { token: creator.token })).code).toBe(0);

    // Not delivered: turned down and refunded in full at once, not when the order's window ends.
    for (const [o, b] of [
      [o1, waiting],
      [o2, confirmed],
    ] as const) {
      expect(await statusOf(o)).toBe(S.rejected);
      expect(await goldOf(b.uid)).toBe(START);
      const refunds = await t.deps.db
        .selectFrom('ledger')
        .select('amount')
        .where('ref_id', '=', o)
        .where('reason', '=', 'service_refund')
        .execute();
      expect(refunds).toEqual([{ amount: servicePrice.story }]);
    }
    // The creator can no longer take them on or deliver them.
    expect((await t.call('/v1/service/order/provider/confirm', { orderId: o1 }, { token: creator.token })).code).not.toBe(0);
    expect(
      (await t.call('/v1/service/order/provider/verify', { orderId: o2, text: 'Late story', photoIds: [] }, { token: creator.token })).code,
    ).not.toBe(0);
    // The buyer's orders page says so.
    const mine = await t.call('/v1/service/order/list', { page: 1, pageSize: 20 }, { token: waiting.token });
    expect(mine.data.list).toEqual([expect.objectContaining({ id: o1, status: S.rejected, dueAt: null })]);

    // Delivered: the buyer has the piece; accepting pays the creator as before.
    expect(await statusOf(o3)).toBe(S.delivered);
    expect(await goldOf(delivered.uid)).toBe(START - servicePrice.story);
    expect((await t.call('/v1/service/order/accept', { orderId: o3 }, { token: delivered.token })).code).toBe(0);
    expect(await goldOf(creator.uid)).toBeGreaterThan(creatorBefore);

    // The buyer who linked Telegram is told in German, with her name.
    await orderNoticesIdle();
    const theirs = told.filter((n) => n.uid === waiting.uid);
    expect(theirs.at(-1)?.text).toBe(
      `„${template.name}“ wurde von ihrem Ersteller entfernt, deshalb wurde deine Bestellung storniert und deine Münzen vollständig erstattet.`,
    );
  });

  it("refunds them when the creator's account is erased too", async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id } = await releasedCharacter(t);
    const b = await buyer();
    const placed = await place(b.token, id);
    expect(placed.code).toBe(0);
    await eraseAccount(t.deps, creator.uid, t.deps.clock());
    expect(await statusOf(placed.data.order.id)).toBe(S.rejected);
    expect(await goldOf(b.uid)).toBe(START);
  });

  it('under 50 buyers ordering while she is deleted: every coin is either refunded or never taken, and no order is left open', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id } = await releasedCharacter(t);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    // The server's own errors, named by the checks below if any answer is not a placed order or 1000.
    const errors: string[] = [];
    (t.deps as { log: Logger }).log = { ...t.deps.log, error: (msg, extra) => void errors.push(`${msg} ${JSON.stringify(extra)}`) };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // 40 buyers order one after another; the deletion starts once 10 orders are in, while the
    // rest are being placed; 10 more order after it.
    let answered = 0;
    let startDeletion!: () => void;
    const tenIn = new Promise<void>((r) => (startDeletion = r));
    const [during, deleted] = await Promise.all([
      Promise.all(
        buyers.slice(0, 40).map((b, i) =>
          sleep(i * 3)
            .then(() => place(b.token, id))
            .then((a) => (++answered === 10 && startDeletion(), a)),
        ),
      ),
      tenIn.then(() => t.call('/v1/custom-character/delete', { id }, { token: creator.token })),
    ]);
    expect(deleted.code).toBe(0);
    const after = await Promise.all(buyers.slice(40).map((b) => place(b.token, id)));
    expect(after.map((a) => a.code)).toEqual(Array(10).fill(1000));
    const answers = [...during, ...after];
    const placed = answers.filter((a) => a.code === 0).length;
    // Each answer either placed the order or found her deleted (1000); named in order if not.
    const codes = `${answers.map((a) => `${a.code}${a.code ? ` ${a.message}` : ''}`).join(', ')}\n${errors.join('\n')}`;
    expect(
      answers.every((a) => a.code === 0 || a.code === 1000),
      codes,
    ).toBe(true);
    expect(placed, codes).toBeGreaterThanOrEqual(10);
    const orders = await t.deps.db.selectFrom('service_orders').select(['status']).where('character_id', '=', id).execute();
    expect(orders).toHaveLength(placed);
    expect(orders.every((o) => o.status === S.rejected)).toBe(true);
    for (const b of buyers) expect(await goldOf(b.uid)).toBe(START);
  });
});
