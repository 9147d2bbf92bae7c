import type { Update, User } from 'grammy/types';
import { makeTestApp, type Dialect, type TestApp } from '../../server/test/harness.js';
import type { createBot } from '../bot.js';
import { plugBot } from '../link.js';
import { startFakeTelegram, type FakeTelegram } from './fake-telegram.js';

export const BOT_TOKEN = '123:TEST';

export interface BotTest {
  tg: FakeTelegram;
  t: TestApp;
  bot: ReturnType<typeof createBot>;
  command(from: User, text: string): Promise<void>;
  text(from: User, text: string): Promise<void>;
  callback(from: User, data: string): Promise<void>;
  preCheckout(from: User, payload: string, stars: number, currency?: string): Promise<void>;
  successfulPayment(from: User, payload: string, stars: number, chargeId: string): Promise<void>;
  /** A Stars subscription charge: the first (`first: true`) or a renewal, expiring at `expiresAt` (s). */
  subscriptionPayment(from: User, payload: string, stars: number, chargeId: string, expiresAt: number, first: boolean): Promise<void>;
  purchasedPaidMedia(from: User, payload: string): Promise<void>;
  /** An update as Telegram sends it, its update_id included (a redelivery repeats one). */
  update(u: Update): Promise<void>;
  /** The update_id the last fed update got. */
  lastUpdateId(): number;
  close(): Promise<void>;
}

let nextTgId = 5000;
/** A fresh Telegram account for each test user. */
export const tgUser = (language_code = 'en', first_name = 'Alex'): User => ({ id: ++nextTgId, is_bot: false, first_name, language_code });

/** The bot over a seeded test app, talking to a fake Bot API on 127.0.0.1. */
export async function makeBotTest(env: Record<string, string> = {}, dialect?: Dialect): Promise<BotTest> {
  const tg = await startFakeTelegram();
  const plug = plugBot();
  const t = await makeTestApp({
    dialect,
    env: { BOT_TOKEN, TELEGRAM_API_ROOT: tg.url, PUBLIC_URL: 'https://app.example.test', ...env },
    bot: plug.link,
  });
  const bot = plug.bot();
  await bot.init();
  let updateId = 1;
  let messageId = 1;
  const date = () => Math.floor(t.deps.clock() / 1000);
  const chat = (from: User) => ({ id: from.id, type: 'private' as const, first_name: from.first_name });
  const feed = (u: Omit<Update, 'update_id'>) => bot.handleUpdate({ update_id: updateId++, ...u } as Update);
  return {
    tg,
    t,
    bot,
    command: (from, text) => {
      const length = text.split(' ')[0]!.length;
      return feed({
        message: {
          message_id: messageId++,
          date: date(),
          chat: chat(from),
          from,
          text,
          entities: [{ type: 'bot_command', offset: 0, length }],
        },
      });
    },
    text: (from, text) => feed({ message: { message_id: messageId++, date: date(), chat: chat(from), from, text } }),
    callback: (from, data) =>
      feed({
        callback_query: {
          id: `cb${updateId}`,
          from,
          chat_instance: 'ci',
          data,
          message: {
            message_id: messageId++,
            date: date(),
            chat: chat(from),
            from: { id: 999000, is_bot: true, first_name: 'Bot' },
            text: '…',
          },
        },
      }),
    preCheckout: (from, payload, stars, currency = 'XTR') =>
      feed({ pre_checkout_query: { id: `pcq${updateId}`, from, currency, total_amount: stars, invoice_payload: payload } }),
    successfulPayment: (from, payload, stars, chargeId) =>
      feed({
        message: {
          message_id: messageId++,
          date: date(),
          chat: chat(from),
          from,
          successful_payment: {
            currency: 'XTR',
            total_amount: stars,
            invoice_payload: payload,
            telegram_payment_charge_id: chargeId,
            provider_payment_charge_id: '',
          },
        },
      }),
    subscriptionPayment: (from, payload, stars, chargeId, expiresAt, first) =>
      feed({
        message: {
          message_id: messageId++,
          date: date(),
          chat: chat(from),
          from,
          successful_payment: {
            currency: 'XTR',
            total_amount: stars,
            invoice_payload: payload,
            telegram_payment_charge_id: chargeId,
            provider_payment_charge_id: '',
            subscription_expiration_date: expiresAt,
            is_recurring: true,
            ...(first && { is_first_recurring: true as const }),
          },
        },
      }),
    purchasedPaidMedia: (from, payload) => feed({ purchased_paid_media: { from, paid_media_payload: payload } }),
    update: (u) => bot.handleUpdate(u),
    lastUpdateId: () => updateId - 1,
    async close() {
      await t.close();
      await tg.close();
    },
  };
}

/** The last sendMessage/sendPhoto text of a chat, for assertions. */
export function lastTextTo(tg: FakeTelegram, chatId: number): string | undefined {
  const sent = tg.calls.filter((c) => (c.method === 'sendMessage' || c.method === 'sendPhoto') && Number(c.payload.chat_id) === chatId);
  const last = sent.at(-1)?.payload;
  return (last?.text ?? last?.caption) as string | undefined;
}
