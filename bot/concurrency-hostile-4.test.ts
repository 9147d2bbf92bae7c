import { describe, expect, it } from 'vitest';
import { dialects } from '../server/test/harness.js';
import { FREE_DAILY_GIFT_LIMIT } from '../shared/attributes.js';
import { energy as E } from '../shared/constants.js';
import { chatTurnsIdle } from './features/chat.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatCharges, chatWithSofia } from './test-support/chat-turns.js';

const setup = botTests();
const N = 50;

describe.each(dialects)('one user, 50 updates at once, on %s', (dialect) => {
  it('50 messages with 3 energy and 12 coins: exactly 3 energy and 2 × 5 coins are charged, never below zero', async () => {
    const h = await setup({}, dialect);
    const tg = tgUser();
    const user = await chatWithSofia(h, tg);
    await h.t.deps.db
      .updateTable('users')
      .set({ energy: 3, gold_balance: 12, energy_refilled_at: h.t.deps.clock() })
      .where('id', '=', user.id)
      .execute();
    await Promise.all(Array.from({ length: N }, (_, i) => h.text(tg, `message ${i}`)));
    await chatTurnsIdle();
    const charges = await chatCharges(h, user.id);
    expect(charges.filter((c) => c.currency === 'energy')).toHaveLength(3);
    expect(charges.filter((c) => c.currency === 'gold')).toEqual([
      { currency: 'gold', amount: -E.messageCoinCost },
      { currency: 'gold', amount: -E.messageCoinCost },
    ]);
    const after = (await findTelegramUser(h.t.deps.db, tg.id))!;
    expect([after.energy, after.gold_balance]).toEqual([0, 2]);
    const replies = await h.t.deps.db
      .selectFrom('messages')
      .select('id')
      .where('role', '=', 'assistant')
      .where('status', '=', 'done')
      .where('kind', '=', 'text')
      .execute();
    expect(replies).toHaveLength(1 + 5); // her greeting, then the five turns paid for
  }, 60_000);

  it('50 presses of one unlock button charge 50 coins once; 50 of "Photo" draw the free hour\'s one teaser', async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const tg = tgUser();
    const user = await chatWithSofia(h, tg);
    const session = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const photo = await db
      .selectFrom('photos')
      .select('id')
      .where('character_id', '=', 'c-sofia')
      .where('in_chat', '=', 0)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ gold_balance: 120 }).where('id', '=', user.id).execute();
    h.tg.reset();
    await Promise.all(Array.from({ length: N }, () => h.callback(tg, `unlock:${photo.id}`)));
    const unlocks = await db
      .selectFrom('ledger')
      .select('amount')
      .where('user_id', '=', user.id)
      .where('reason', '=', 'photo_unlock')
      .execute();
    expect(unlocks).toEqual([{ amount: -E.unlockCoinCost }]);
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(70);

    await Promise.all(Array.from({ length: N }, () => h.callback(tg, `chat:photo:${session.id}`)));
    expect(h.tg.callsOf('sendPaidMedia')).toHaveLength(1);
    expect(await db.selectFrom('photos').select('id').where('in_chat', '=', 1).execute()).toHaveLength(1);
    expect(h.tg.callsOf('answerCallbackQuery')).toHaveLength(2 * N);
  }, 60_000);

  it("50 presses of a gift: a free member's daily gifts, each charged once; a member with coins for 10 never goes below zero", async () => {
    const h = await setup({}, dialect);
    const { db } = h.t.deps;
    const tg = tgUser();
    const user = await chatWithSofia(h, tg);
    const session = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const gifts = () => db.selectFrom('ledger').select('amount').where('user_id', '=', user.id).where('reason', '=', 'gift').execute();
    await db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', user.id).execute();
    await Promise.all(Array.from({ length: N }, () => h.callback(tg, `chat:gift:${session.id}:rose`)));
    expect(await gifts()).toHaveLength(FREE_DAILY_GIFT_LIMIT);
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(1000 - 10 * FREE_DAILY_GIFT_LIMIT);

    await db
      .updateTable('users')
      .set({ gold_balance: 105, vip_expire_at: h.t.deps.clock() + 86_400_000 })
      .where('id', '=', user.id)
      .execute();
    await Promise.all(Array.from({ length: N }, () => h.callback(tg, `chat:gift:${session.id}:rose`)));
    expect(await gifts()).toHaveLength(FREE_DAILY_GIFT_LIMIT + 10);
    expect((await findTelegramUser(db, tg.id))!.gold_balance).toBe(5);
    const saved = await db.selectFrom('messages').select('id').where('session_id', '=', session.id).where('kind', '=', 'gift').execute();
    expect(saved).toHaveLength(FREE_DAILY_GIFT_LIMIT + 10);
  }, 120_000);
});
