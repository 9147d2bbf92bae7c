import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { providerForMethod } from '../server/providers/payment/index.js';
import { ALLOWED_UPDATES, startBot, WEBHOOK_PATH, webhookSecret } from './start.js';
import { findTelegramUser } from './telegram-user.js';
import { BOT_TOKEN, tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';
import { chatWithSofia, slowModel } from './test-support/chat-turns.js';
import { botUpdatesIdle } from './bot.js';

const setup = botTests();

describe('startBot', () => {
  it('webhook mode: sets the webhook with its secret, the menu button and the commands; the Hono handler feeds the bot', async () => {
    const h = await setup({ TELEGRAM_WEBHOOK: '1' });
    const running = await startBot(h.t.deps, { bot: h.bot });
    const secret = webhookSecret(BOT_TOKEN);
    expect(h.tg.callsOf('setWebhook')[0]!.payload).toMatchObject({
      url: `https://app.example.test${WEBHOOK_PATH}`,
      secret_token: secret,
      allowed_updates: [...ALLOWED_UPDATES],
    });
    expect(h.tg.callsOf('setChatMenuButton')[0]!.payload).toEqual({
      menu_button: { type: 'web_app', text: 'Open app', web_app: { url: 'https://app.example.test' } },
    });
    const commands = h.tg.callsOf('setMyCommands');
    expect(commands[0]!.payload.commands).toEqual([
      { command: 'start', description: 'Open the app' },
      { command: 'characters', description: 'Choose who to chat with' },
      { command: 'help', description: 'Help and commands' },
      { command: 'language', description: 'Change language' },
      { command: 'paysupport', description: 'Help with payments' },
      { command: 'privacy', description: 'Privacy policy' },
    ]);
    expect(commands.find((c) => c.payload.language_code === 'ar')!.payload.commands).toContainEqual({
      command: 'language',
      description: 'تغيير اللغة',
    });

    h.t.app.post(WEBHOOK_PATH, running.webhook!);
    const tg = tgUser('en');
    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: 1,
        chat: { id: tg.id, type: 'private', first_name: 'A' },
        from: tg,
        text: '/help',
        entities: [{ type: 'bot_command', offset: 0, length: 5 }],
      },
    };
    const post = (token: string) =>
      h.t.app.request(WEBHOOK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': token },
        body: JSON.stringify(update),
      });
    expect((await post('wrong')).status).toBe(401);
    expect(h.tg.callsOf('sendMessage')).toHaveLength(0);
    expect((await post(secret)).status).toBe(200);
    expect(h.tg.callsOf('sendMessage')[0]!.payload.chat_id).toBe(tg.id);
    await running.stop();
  });

  it('once started, the bot lends deps.bot its Stars invoice links: the TelegramStar provider answers one', async () => {
    const h = await setup({ TELEGRAM_WEBHOOK: '1' });
    await startBot(h.t.deps, { bot: h.bot });
    const tg = tgUser('en');
    await h.command(tg, '/start');
    const user = (await findTelegramUser(h.t.deps.db, tg.id))!;
    const order = await createOrder(h.t.deps, user, { kind: 'vip', itemId: 'vip-yearly', comeFrom: 'miniapp' });
    const { payment } = await providerForMethod(h.t.deps, 'TelegramStar').createPayment(order, { returnUrl: '', successUrl: '' });
    expect(payment).toMatchObject({ type: 'telegram_invoice', url: expect.stringMatching(/^https:\/\/t\.me\//) });
    expect(h.tg.callsOf('createInvoiceLink')[0]!.payload).toMatchObject({ payload: order.id, currency: 'XTR', prices: [{ amount: 3000 }] });
  });

  it('long polling: asks for pre_checkout_query updates and stops cleanly', async () => {
    const h = await setup();
    const running = await startBot(h.t.deps, { bot: h.bot });
    expect(running.webhook).toBeNull();
    await new Promise((r) => setTimeout(r, 150));
    const polls = h.tg.callsOf('getUpdates');
    expect(polls.length).toBeGreaterThan(0);
    expect(polls[0]!.payload.allowed_updates).toEqual([...ALLOWED_UPDATES]);
    await running.stop();
    const after = h.tg.callsOf('getUpdates').length;
    await new Promise((r) => setTimeout(r, 150));
    expect(h.tg.callsOf('getUpdates').length).toBe(after);
  });

  it("long polling: one user's slow button (her thanks for a gift) holds no one else's update back, a payment's pre-checkout among them", async () => {
    const h = await setup();
    const giver = tgUser();
    const user = await chatWithSofia(h, giver);
    const { db } = h.t.deps;
    const session = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', user.id).execute();
    // Her thanks takes 2 s to write.
    slowModel(h, 2000);
    const running = await startBot(h.t.deps, { bot: h.bot });
    const chat = { id: giver.id, type: 'private', first_name: 'A' };
    const payer = tgUser();
    h.tg.deliver(
      {
        update_id: 501,
        callback_query: {
          id: 'q501',
          from: giver,
          chat_instance: 'c',
          data: `chat:gift:${session.id}:rose`,
          message: { message_id: 1, date: 1, chat, from: { id: 999000, is_bot: true, first_name: 'B' }, text: '…' },
        },
      },
      { update_id: 502, pre_checkout_query: { id: 'pc502', from: payer, currency: 'XTR', total_amount: 50, invoice_payload: 'o_unknown' } },
    );
    for (let i = 0; i < 400 && h.tg.callsOf('answerPreCheckoutQuery').length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(h.tg.callsOf('answerPreCheckoutQuery')).toHaveLength(1);
    await running.stop();
    // What a stopping process waits for: the gift finishes, the rose and her thanks sent.
    await botUpdatesIdle();
    // Answered while her thanks was still being written; before (grammY's one-at-a-time polling),
    // only after it had been sent.
    const preCheckout = h.tg.calls.findIndex((c) => c.method === 'answerPreCheckoutQuery');
    const thanks = h.tg.calls.findLastIndex((c) => c.method === 'sendMessage' && c.payload.chat_id === giver.id);
    expect(preCheckout).toBeLessThan(thanks);
    expect(h.tg.callsOf('sendMessage').filter((c) => c.payload.chat_id === giver.id && c.payload.text === '🌹')).toHaveLength(1);
  });
});
