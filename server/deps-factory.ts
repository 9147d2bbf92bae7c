import { join } from 'node:path';
import type { Config } from './config.js';
import type { BotLink, Deps } from './deps.js';
import { createLogger, type Logger } from './log.js';
import { createMetrics } from './metrics/metrics.js';
import { openDatabase } from './db/connect.js';
import { createMailer } from './providers/mail/index.js';
import { createOutboxSms } from './providers/sms/index.js';
import { createGoogleVerifier } from './providers/google.js';
import { createLlmProvider } from './providers/llm/index.js';
import { createImageProvider } from './providers/image/index.js';
import { chatScale } from './domain/chat/scale.js';
import { ChatCounts } from './domain/chat/chat-counts.js';
import { createRateLimits, RATE_TABLE } from './http/rate-limit-store.js';
import { createFoldBudget } from './domain/memory/fold-budget.js';
import { openCatalogueCache } from './domain/catalogue-cache.js';
import { ownerClosed } from './domain/background-work.js';

export interface DepsOptions {
  log?: Logger;
  clock?: () => number;
  /**
   * The Telegram bot's services (bot/link.ts), made from the finished deps: the bot's handlers
   * call the domain with these same deps. Called once, before anything can use them.
   */
  bot?: (deps: Deps) => BotLink;
}

/** Real dependencies from the configuration: main.ts and the tests build them the same way. */
export async function createDeps(config: Config, opts: DepsOptions = {}): Promise<Deps & { close(): Promise<void> }> {
  const log = opts.log ?? createLogger({ level: config.ops.logLevel });
  const open = await openDatabase(config.databaseUrl, { poolMax: config.databasePoolMax });
  const { dialect, close } = open;
  // `db` drops the cached catalogue lists on each write to them (domain/catalogue-cache.ts).
  const catalogue = openCatalogueCache(open, log);
  const { db } = catalogue;
  const rateLimits = await createRateLimits(open, config, log);
  // Model folds a minute, shared by every process on PostgreSQL (in the rate limits' table).
  const foldBudget = createFoldBudget(open, log, RATE_TABLE);
  // The queue and the provider are measured from outside (metrics/queue.ts, metrics/llm.ts).
  const metrics = createMetrics({ pool: open.dialect === 'postgres' ? open.pool : undefined });
  const outboxDir = join(config.dataDir, 'outbox');
  const chatCounts = new ChatCounts(db, log);
  // In memory on SQLite, through the database on PostgreSQL (several processes).
  const chat = chatScale(open, config, log, opts.clock ?? Date.now);
  const deps: Deps & { close(): Promise<void> } = {
    db,
    dialect,
    config,
    clock: opts.clock ?? Date.now,
    log,
    mailer: createMailer({ mailUrl: config.mailUrl, from: config.mailFrom, outboxDir, log: (m) => log.info(m) }),
    sms: createOutboxSms(outboxDir, (m) => log.info(m)),
    verifyGoogle: createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }),
    llm: metrics.llm(
      createLlmProvider(config, {
        firstTokenMs: config.llmFirstTokenMs,
        idleMs: config.llmIdleMs,
        replyMs: config.llmReplyMs,
        maxChars: config.llmReplyMaxChars,
      }),
    ),
    chatQueue: metrics.queue(chat.queue),
    chatStreams: chat.streams,
    turnStops: chat.stops,
    processKey: chat.processKey,
    chatCounts,
    image: createImageProvider(config),
    rateLimits,
    foldBudget,
    catalogue: catalogue.cache,
    metrics,
    async close() {
      ownerClosed(deps);
      rateLimits.close();
      await chatCounts.flush();
      await chat.close();
      await catalogue.close();
      await close();
    },
  };
  // Set here, once: the bot's services need the deps they belong to (a cycle only a second step closes).
  if (opts.bot) deps.bot = opts.bot(deps);
  return deps;
}
