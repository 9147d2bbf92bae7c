import type { Db } from './db/connect.js';
import type { Config } from './config.js';
import type { Mailer } from './providers/mail/index.js';
import type { SmsSender } from './providers/sms/index.js';
import type { GoogleIdentity } from './domain/accounts/google.js';
import type { LlmProvider } from './providers/llm/types.js';
import type { ImageProvider } from './providers/image/types.js';
import type { ChatQueue } from './domain/chat/queue.js';
import type { ChatCounts } from './domain/chat/chat-counts.js';
import type { OrderRow } from './db/database.js';
import type { RateLimits } from './http/rate-limit-store.js';

export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

/** Messages to the user outside the app (the Telegram bot when it runs). */
export interface Notifier {
  /** A reply that finished after the user's app had closed. */
  reply(userId: string, characterName: string, text: string, sessionId: string): Promise<void>;
  /** A web payment was credited (Stars payments are answered by the bot itself). */
  orderPaid(userId: string, order: OrderRow): Promise<void>;
}

export const noNotifier: Notifier = { reply: async () => {}, orderPaid: async () => {} };

/** Everything the app reaches outside itself; tests build one per test. */
export interface Deps {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: Config;
  clock: () => number;
  log: Logger;
  mailer: Mailer;
  sms: SmsSender;
  verifyGoogle: (credential: string) => Promise<GoogleIdentity>;
  llm: LlmProvider;
  chatQueue: ChatQueue;
  chatCounts: ChatCounts;
  image: ImageProvider;
  notifier: Notifier;
  /** Per-IP and per-account call limits, counted in the database (http/rate-limit.ts). */
  rateLimits: RateLimits;
}

export const consoleLogger: Logger = {
  info: (msg, extra) => console.log(JSON.stringify({ level: 'info', msg, ...extra })),
  warn: (msg, extra) => console.warn(JSON.stringify({ level: 'warn', msg, ...extra })),
  error: (msg, extra) => console.error(JSON.stringify({ level: 'error', msg, ...extra })),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
