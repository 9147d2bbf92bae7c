import { describe, expect, it } from 'vitest';
import type { Update, User } from 'grammy/types';
import { createOrder } from '../server/domain/orders/index.js';
import { dialects } from '../server/test/harness.js';
import { OrderStatus } from '../shared/enums.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser, type BotTest } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatWithSofia } from './test-support/chat-turns.js';

const setup = botTests();

const group = { id: -100_777, type: 'supergroup' as const, title: 'Friends' };
const channel = { id: -100_888, type: 'channel' as const, title: 'News' };
let nextId = 880_000;
const bot = { id: 999000, is_bot: true as const, first_name: 'Bot' };

const inGroup = (h: BotTest, from: User, text: string) =>
  h.update({
    update_id: ++nextId,
    message: {
      message_id: nextId,
      date: 1,
      chat: group,
      from,
      text,
      ...(text.startsWith('/') && { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] }),
    },
  } as Update);

const pressInGroup = (h: BotTest, from: User, data: string) =>
  h.update({
    update_id: ++nextId,
    callback_query: {
      id: `g${nextId}`,
      from,
      chat_instance: 'g',
      data,
      message: { message_id: 1, date: 1, chat: group, from: bot, text: '…' },
    },
  } as Update);

/** What the bot sent anywhere but the users' private chats. */
const sentOutside = (h: BotTest) =>
  h.tg.calls.filter((c) => c.method.startsWith('send') && Number(c.payload.chat_id) < 0).map((c) => [c.method, c.payload.text]);

describe('the bot added to a group', () => {
  it("answers nothing there, acts for no one, and never posts a member's private chat", async () => {
    const h = await setup();
    const { db } = h.t.deps;
    const stranger = tgUser('en', 'Sam');
    const member = tgUser('en', 'Alex');
    const user = await chatWithSofia(h, member);
    const session = await db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const photo = await db
      .selectFrom('photos')
      .select('id')
      .where('character_id', '=', 'c-sofia')
      .where('in_chat', '=', 0)
      .executeTakeFirstOrThrow();
    h.tg.reset();

    for (const text of ['/start', '/characters', '/help', '/language', '/start c_c-sofia', `/start bot_unlock_photo_${photo.id}`])
      await inGroup(h, stranger, text);
    await inGroup(h, stranger, '/start buy_gold_gold-100');
    await inGroup(h, member, 'hello everyone');
    // Buttons pressed in the group (an old message, or a forged one) act for no one either.
    for (const data of ['chat:pick:c-sofia', 'gift:claim', `chat:photo:${session.id}`, `chat:gifts:${session.id}`])
      await pressInGroup(h, member, data);
    // A channel post has no sender to act for: before, /start there threw (500 in webhook mode).
    await h.update({
      update_id: ++nextId,
      channel_post: { message_id: 1, date: 1, chat: channel, text: '/start', entities: [{ type: 'bot_command', offset: 0, length: 6 }] },
    } as Update);

    // Before: the welcome, the picker, 'You're chatting with Sofia' with her last words of Alex's
    // private chat, the locked photo and an invoice, all posted to the group.
    expect(sentOutside(h)).toEqual([]);
    expect(await findTelegramUser(db, stranger.id)).toBeUndefined();
    expect(await db.selectFrom('orders').select('id').execute()).toEqual([]);
    const gifts = await db.selectFrom('ledger').select('id').where('user_id', '=', user.id).where('reason', '=', 'support_gift').execute();
    expect(gifts).toEqual([]);
    expect(await db.selectFrom('messages').select('id').where('session_id', '=', session.id).where('kind', '=', 'photo').execute()).toEqual(
      [],
    );
    // Each pressed button is answered, so its spinner stops.
    expect(h.tg.callsOf('answerCallbackQuery')).toHaveLength(4);
  });
});

describe.each(dialects)('a Stars payment made in a group on %s', (dialect) => {
  it('is still credited, once (its invoice may have been sent there before)', async () => {
    const h = await setup({}, dialect);
    const member = tgUser();
    await h.command(member, '/start');
    const user = (await findTelegramUser(h.t.deps.db, member.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'gold', itemId: 'gold-600', comeFrom: 'bot' });
    const paid = () =>
      h.update({
        update_id: ++nextId,
        message: {
          message_id: nextId,
          date: 1,
          chat: group,
          from: member,
          successful_payment: {
            currency: 'XTR',
            total_amount: order.stars,
            invoice_payload: order.id,
            telegram_payment_charge_id: 'group-charge-1',
            provider_payment_charge_id: '',
          },
        },
      } as Update);
    await Promise.all([paid(), paid()]);
    const after = await h.t.deps.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(after.status)).toBe(OrderStatus.hasPay);
    expect((await findTelegramUser(h.t.deps.db, member.id))!.gold_balance).toBe(user.gold_balance + 690);
  });
});
