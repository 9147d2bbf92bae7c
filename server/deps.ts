/**
 * The types of what the app reaches outside itself. The domain, the routes and the bot import
 * them; this module imports no domain code (only db, config, provider and http types), so imports
 * run one way: deps-factory.ts → domain → deps.ts. deps-factory.ts builds the real ones.
 */
import type { Db } from './db/connect.js';
import type { Config } from './config.js';
import type { OrderRow } from './db/database.js';
import type { Logger } from './log.js';
import type { Mailer } from './providers/mail/index.js';
import type { SmsSender } from './providers/sms/index.js';
import type { GoogleIdentity } from './providers/google.js';
import type { LlmProvider } from './providers/llm/types.js';
import type { ImageProvider } from './providers/image/types.js';
import type { CreateInvoiceLink } from './providers/payment/types.js';
import type { RateLimits } from './http/rate-limit-store.js';
import type { FoldBudget } from './domain/memory/fold-budget.js';
import type { CatalogueCache } from './domain/catalogue-cache.js';
import type { StarTransaction } from 'grammy/types';
import type { Metrics } from './metrics/metrics.js';

export { consoleLogger, silentLogger, type Logger } from './log.js';

/** Messages to the user outside the app (the Telegram bot when it runs). */
export interface Notifier {
  /** A reply that finished after the user's app had closed. */
  reply(userId: string, characterName: string, text: string, sessionId: string): Promise<void>;
  /** A web payment was credited (Stars payments are answered by the bot itself). */
  orderPaid(userId: string, order: OrderRow): Promise<void>;
  /** An operator's decision, already in the user's language; false when not delivered (no Telegram, blocked). */
  notice?(userId: string, text: string): Promise<boolean>;
}

/** Sends nothing: for tests that give a bot link without Telegram. */
export const noNotifier: Notifier = { reply: async () => {}, orderPaid: async () => {} };

/**
 * What the Telegram bot lends the server (bot/link.ts), given once to createDeps; absent when no
 * BOT_TOKEN is set.
 */
export interface BotLink {
  /** True once the bot has introduced itself to Telegram (getMe): Stars invoices are offered only then. */
  ready(): boolean;
  /** Bot API createInvoiceLink for the Telegram Stars payment provider. */
  createInvoiceLink: CreateInvoiceLink;
  notifier: Notifier;
  /** Bot API refundStarPayment, for the operator console's refunds (docs/operator-console.md). */
  refundStarPayment?(telegramUserId: number, chargeId: string): Promise<void>;
  /** Stars (domain/stars): cancel or resume a subscription, read the bot's Stars transactions, prepare the invite to share. */
  stars?: StarsBotApi;
}

/** The Bot API calls of Telegram Stars and sharing that the domain makes (bot/link.ts). */
export interface StarsBotApi {
  editUserStarSubscription(telegramUserId: number, chargeId: string, canceled: boolean): Promise<void>;
  getStarTransactions(offset: number, limit: number): Promise<StarTransaction[]>;
  /** savePreparedInlineMessage of the invite (in the user's language) for the mini-app's shareMessage; its id. */
  prepareInvite(telegramUserId: number, referrerId: string, locale: string): Promise<string>;
}

/** How a reply waits for its slot (ReplyQueue.acquire). */
export interface ReplySlotOptions {
  signal?: AbortSignal;
  onPosition?: (position: number) => void;
  /** The id of the user message the reply answers. */
  turn?: string;
  /**
   * A write made with entering, for a queue that `takesWrite` (the turn's new message): one
   * statement, so one round trip, and nothing written when entering fails.
   */
  write?: { sql: string; parameters: readonly unknown[] };
}

/** The reply slots of the chat (domain/chat/queue.ts): at most N replies at once, Premium first. */
export interface ReplyQueue {
  /** Replies being generated now. */
  readonly running: number;
  /** Turns waiting for a slot. */
  readonly length: number;
  /** Whether `acquire` takes the turn's `write` (the queue is in the database); else the caller writes first. */
  readonly takesWrite?: boolean;
  /**
   * Resolves with a release function once a slot is free; rejects if `signal` aborts first. `turn`
   * (the user message answered) marks the slot as that turn's, so that another process's start-up
   * recovery sees the turn is alive.
   */
  acquire(premium: boolean, opts?: ReplySlotOptions): Promise<() => void>;
  /** A slot for background model work (memory), behind every waiting reply and stopped by one. */
  acquireBackground(opts?: { signal?: AbortSignal }): Promise<BackgroundSlot>;
}

/**
 * A reply's stream events (`queue`, `token`, then one `done` or `error`), numbered from 1 so a
 * client that lost its connection can follow the rest from any process (domain/chat/reply-streams.ts).
 */
export interface StreamEvent {
  id: number;
  event: string;
  /** JSON, as sent on the wire. */
  data: string;
}

export interface StreamWriter {
  push(event: string, data: unknown): StreamEvent;
  /** The turn ended (after its done or error); the events stay a little for late followers. */
  end(): void;
  /** This process turned out not to be making the reply: forget the stream. */
  discard(): void;
}

export interface ReplyStreams {
  /** Whether this process is making the reply under `key` right now. */
  running(key: string): boolean;
  /** Start keeping a reply's events; ids continue after `after` (a resumed turn made afresh). */
  open(key: string, after?: number): StreamWriter;
  /** The events after `after`, then the live ones up to `done` or `error`, wherever the reply is made; null when no process has it. */
  follow(key: string, after: number, signal: AbortSignal): Promise<AsyncIterable<StreamEvent> | null>;
}

/** Stops for turns being made, by a key the stop button names, wherever the turn runs (domain/chat/turn-stops.ts). */
export interface TurnStops {
  /** The stop signal of a turn made here; `done` when it ends. */
  watch(key: string): { signal: AbortSignal; done(): void };
  /** Stops the turn under `key`, in this process or another. */
  stop(key: string): Promise<void>;
}

export interface BackgroundSlot {
  release: () => void;
  /** Aborts when a reply needs the slot: stop the work and release. */
  preempted: AbortSignal;
}

/** Chats per character, counted in memory and written in batches (domain/chat/chat-counts.ts). */
export interface ChatCounter {
  add(characterId: string): void;
  /** Write what has been counted (also on shutdown). */
  flush(): Promise<void>;
}

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
  chatQueue: ReplyQueue;
  chatStreams: ReplyStreams;
  turnStops: TurnStops;
  /**
   * PostgreSQL: this process's key under the owner lock its listening connection holds while the
   * process lives (other processes tell live work from dead by it). Absent on SQLite: one process.
   */
  processKey?: () => Promise<number>;
  chatCounts: ChatCounter;
  image: ImageProvider;
  /** Per-IP and per-account call limits, counted in the database (http/rate-limit.ts). */
  rateLimits: RateLimits;
  /** Model memory folds all processes may start a minute (domain/memory/fold-budget.ts). */
  foldBudget: FoldBudget;
  /** What is the same for everyone (list pages, tags, coin packs), until the catalogue changes (domain/catalogue-cache.ts). */
  catalogue: CatalogueCache;
  /** The Telegram bot's services when it runs (set once by createDeps, never replaced). */
  bot?: BotLink;
  /** Prometheus metrics (metrics/metrics.ts); createDeps always sets them. */
  metrics?: Metrics;
  /** Set on SIGTERM: /readyz answers 503 while the server drains. */
  draining?: boolean;
}
