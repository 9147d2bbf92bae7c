import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { dialects } from '../server/test/harness.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatWithSofia } from './test-support/chat-turns.js';

const setup = botTests();

describe.each(dialects)('forged, malformed and stale buttons on %s', (dialect) => {
  it("each is answered once and does nothing: another user's chat, photo or order, junk data, a deleted character, a lapsed Premium", async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const victimTg = tgUser();
    const victim = await chatWithSofia(h, victimTg);
    const theirs = await db.selectFrom('sessions').select('id').where('user_id', '=', victim.id).executeTakeFirstOrThrow();
    // A photo she sent in the victim's chat (free: the hour's locked teaser).
    await h.callback(victimTg, `chat:photo:${theirs.id}`);
    const theirPhoto = await db.selectFrom('photos').select('id').where('in_chat', '=', 1).executeTakeFirstOrThrow();
    const theirOrder = await createOrder(h.t.deps, victim, { kind: 'gold', itemId: 'gold-100', comeFrom: 'bot' });

    const tg = tgUser();
    const user = await chatWithSofia(h, tg);
    await h.callback(tg, 'chat:pick:c-elena');
    const withElena = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('character_id', '=', 'c-elena')
      .executeTakeFirstOrThrow();
    const mine = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('character_id', '=', 'c-sofia')
      .executeTakeFirstOrThrow();
    // Premium has just lapsed, with coins left; then her creator deletes Elena.
    await db
      .updateTable('users')
      .set({ gold_balance: 1000, vip_expire_at: h.t.deps.clock() - 1000 })
      .where('id', '=', user.id)
      .execute();
    await db.updateTable('characters').set({ delete_time: h.t.deps.clock() }).where('id', '=', 'c-elena').execute();
    const snapshot = async () => ({
      ledger: await db.selectFrom('ledger').select(['user_id', 'amount']).orderBy('id').execute(),
      messages: await db.selectFrom('messages').select('id').orderBy('id').execute(),
      unlocks: await db.selectFrom('photo_unlocks').selectAll().execute(),
      orders: await db.selectFrom('orders').select(['id', 'status']).orderBy('id').execute(),
    });
    const before = await snapshot();
    h.tg.reset();

    const presses = [
      'nonsense',
      '',
      'chat:stop:abc',
      'unlock:',
      'lang:xx',
      `chat:photo:${theirs.id}`,
      `chat:gift:${theirs.id}:rose`,
      `chat:gifts:${theirs.id}x`,
      `unlock:${theirPhoto.id}`,
      `refund:${theirOrder.id}`,
      `chat:pick:${'x'.repeat(55)}`,
      'buy:gold:no-such-pack',
      `chat:gift:${mine.id}:no-such-gift`,
      `chat:gift:${mine.id}:necklace`,
      `chat:photo:${withElena.id}`,
      `chat:gift:${withElena.id}:rose`,
      'chat:pick:c-elena',
    ];
    for (const data of presses) await h.callback(tg, data);

    // Before, 'nonsense', '', 'chat:stop:abc' and 'unlock:' were never answered: the spinner turned on.
    expect(h.tg.callsOf('answerCallbackQuery')).toHaveLength(presses.length);
    expect(await snapshot()).toEqual(before);
    expect(h.tg.calls.filter((c) => ['sendPhoto', 'sendPaidMedia', 'sendInvoice'].includes(c.method))).toEqual([]);
    expect(h.tg.calls.filter((c) => c.method === 'sendMessage' && c.payload.chat_id !== tg.id)).toEqual([]);
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(1000);
  });
});
