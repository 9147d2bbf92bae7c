import { describe, expect, it } from 'vitest';
import { createOrder, markPaid } from '../server/domain/orders/index.js';
import { createTelegramNotifier } from './notifier.js';
import { findTelegramUser } from './telegram-user.js';
import { tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

const setup = botTests();

describe('createTelegramNotifier', () => {
  it('delivers a finished reply to the user chat, in their language, with an Open chat button', async () => {
    const h = await setup();
    const tg = tgUser('ja');
    const other = tgUser('en');
    await h.command(tg, '/start');
    await h.command(other, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    h.tg.reset();
    const notifier = createTelegramNotifier(h.bot, h.t.deps);
    expect(await notifier.notifyReply(user.id, 'Sofia', 'I missed you…', 'sess_1')).toBe(true);
    const [msg] = h.tg.callsOf('sendMessage');
    expect(msg!.payload).toMatchObject({
      chat_id: tg.id,
      text: '💬 Sofiaからメッセージが届きました：\n\nI missed you…',
      reply_markup: { inline_keyboard: [[{ text: '💬 チャットを開く', web_app: { url: 'https://app.example.test/ja/chat/sess_1' } }]] },
    });
    expect(h.tg.calls).toHaveLength(1);
  });

  it('tells a web payment credit in Telegram; users without Telegram or who blocked the bot answer false', async () => {
    const h = await setup();
    const tg = tgUser('en');
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-lifetime', comeFrom: 'web' });
    await markPaid(h.t.deps, { orderId: order.id, providerRef: 'sandbox-1', payMethod: 'OceanPayment', amountCents: order.amount_cents });
    const notifier = createTelegramNotifier(h.bot, h.t.deps);
    expect(await notifier.notifyOrderPaid(user.id, order)).toBe(true);
    expect(h.tg.callsOf('sendMessage').at(-1)!.payload).toMatchObject({
      chat_id: tg.id,
      text: 'Thank you! 💕 Premium is yours for life. Bonus: 5000 coins.',
    });

    const webOnly = await h.t.deps.db
      .selectFrom('users')
      .select('id')
      .where('id', 'not in', h.t.deps.db.selectFrom('identities').select('user_id'))
      .executeTakeFirst();
    if (webOnly) expect(await notifier.notifyReply(webOnly.id, 'Sofia', 'hi', 's')).toBe(false);
    expect(await notifier.notifyReply('u_nobody', 'Sofia', 'hi', 's')).toBe(false);

    h.tg.failNext('sendMessage', 403, 'Forbidden: bot was blocked by the user');
    expect(await notifier.notifyReply(user.id, 'Sofia', 'hi', 's')).toBe(false);
  });
});
