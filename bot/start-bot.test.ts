import { describe, expect, it } from 'vitest';
import { createOrder } from '../server/domain/orders/index.js';
import { providerForMethod } from '../server/providers/payment/index.js';
import { ALLOWED_UPDATES, startBot, WEBHOOK_PATH, webhookSecret } from './start.js';
import { findTelegramUser } from './telegram-user.js';
import { BOT_TOKEN, tgUser } from './test-support/bot-harness.js';
import { botTests } from './test-support/setup.js';

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
    expect(h.bot.isRunning()).toBe(false);
  });
});
