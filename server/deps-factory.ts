import { join } from 'node:path';
import type { Config } from './config.js';
import { consoleLogger, noNotifier, type Deps, type Logger } from './deps.js';
import { openDatabase } from './db/connect.js';
import { createMailer } from './providers/mail/index.js';
import { createOutboxSms } from './providers/sms/index.js';
import { createGoogleVerifier } from './domain/accounts/google.js';
import { createLlmProvider } from './providers/llm/index.js';
import { createImageProvider } from './providers/image/index.js';
import { ChatQueue } from './domain/chat/queue.js';
import { ChatCounts } from './domain/chat/chat-counts.js';
import { createRateLimits } from './http/rate-limit-store.js';

/** Real dependencies from the configuration: main.ts and the tests build them the same way. */
export async function createDeps(config: Config, opts: { log?: Logger; clock?: () => number } = {}): Promise<Deps & { close(): Promise<void> }> {
  const log = opts.log ?? consoleLogger;
  const open = await openDatabase(config.databaseUrl);
  const { db, dialect, close } = open;
  const rateLimits = await createRateLimits(open, config, log);
  const outboxDir = join(config.dataDir, 'outbox');
  const chatCounts = new ChatCounts(db, log);
  return {
    db,
    dialect,
    config,
    clock: opts.clock ?? Date.now,
    log,
    mailer: createMailer({ mailUrl: config.mailUrl, from: config.mailFrom, outboxDir, log: (m) => log.info(m) }),
    sms: createOutboxSms(outboxDir, (m) => log.info(m)),
    verifyGoogle: createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl }),
    llm: createLlmProvider(
      { LLM_BASE_URL: config.llmBaseUrl ?? undefined, LLM_API_KEY: config.llmApiKey ?? undefined, LLM_MODEL: config.llmModel ?? undefined },
      { firstTokenMs: config.llmFirstTokenMs, idleMs: config.llmIdleMs, replyMs: config.llmReplyMs, maxChars: config.llmReplyMaxChars },
    ),
    chatQueue: new ChatQueue(config.llmConcurrency),
    chatCounts,
    notifier: noNotifier,
    image: createImageProvider({ IMAGE_BASE_URL: config.imageBaseUrl ?? undefined, IMAGE_API_KEY: config.imageApiKey ?? undefined, IMAGE_MODEL: config.imageModel ?? undefined }),
    rateLimits,
    async close() {
      rateLimits.close();
      await chatCounts.flush();
      await close();
    },
  };
}
