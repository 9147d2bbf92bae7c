import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { readConfig } from './config.js';
import { createDeps } from './deps-factory.js';
import { createApp } from './app.js';
import { seedDemo } from './db/seed/seed.js';
import { recoverAtStart, sweepOrphanMedia } from './domain/recovery.js';
import { startJobs } from './jobs/jobs.js';
import { scheduledJobs } from './jobs/all.js';
import { startBot, WEBHOOK_PATH } from '../bot/start.js';
import { plugBot } from '../bot/link.js';
import { registerProactiveJob } from '../bot/features/proactive-job.js';
import { chatTurnsIdle as botChatTurnsIdle } from '../bot/features/chat.js';
import { botUpdatesIdle } from '../bot/bot.js';
import { metricsApp } from './metrics/route.js';
import { closeGracefully } from './http/graceful-close.js';
import { botDeliveriesIdle, chatTurnsIdle } from './routes/session.js';
import { memoryIdle } from './domain/chat/memory.js';

/** The longest a stopping process waits for the work its last replies started. */
const BACKGROUND_WAIT_MS = 10_000;

/** Read the configuration, open and seed the database, serve HTTP (and the bot when configured). */
async function main() {
  const config = readConfig();
  // The bot is built over the finished deps and lends them its services (deps.bot) from the start.
  const telegram = config.botToken ? plugBot() : undefined;
  const deps = await createDeps(config, { bot: telegram?.link });
  deps.metrics?.collectProcessMetrics();
  // With several processes, start-up work runs once for those starting together (server/jobs).
  const jobs = await startJobs(deps);
  if (config.seedDemo) {
    await jobs.once('startup.seed', async () => {
      const started = Date.now();
      const { seeded } = await seedDemo(deps.db, { dataDir: config.dataDir, image: deps.image, now: deps.clock() });
      if (seeded) deps.log.info('demo catalogue seeded', { ms: Date.now() - started });
    });
  }
  // What a crash left half-done (pending messages, generations, payments not yet credited) is
  // settled here, before anyone can ask; orphan pictures are swept in the background.
  await jobs.once('startup.recovery', () => recoverAtStart(deps));
  void jobs
    .once('startup.media-sweep', () => sweepOrphanMedia(deps))
    .catch((e) => deps.log.warn('media sweep failed', { error: String(e) }));
  for (const job of scheduledJobs) await jobs.add(job);
  // Her first messages need the bot's API: registered only when the bot runs.
  if (telegram) await registerProactiveJob(jobs, telegram.bot());
  const app = createApp(deps);
  // The bot starts beside HTTP, never in front of it: Telegram being slow or the token being
  // wrong must not keep the web app down. The webhook route exists from the start.
  let tg: Awaited<ReturnType<typeof startBot>> | null = null;
  app.post(WEBHOOK_PATH, (c) => (tg?.webhook ? tg.webhook(c) : c.json({ ok: false }, 503)));
  if (telegram) {
    startBot(deps, { bot: telegram.bot() })
      .then((started) => {
        tg = started;
        deps.log.info('bot started', { mode: started.webhook ? 'webhook' : 'polling' });
      })
      .catch((e) => deps.log.error('bot not started', { error: String(e) }));
  }
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // PORT=0 picks a free port: links in mails and checkouts must name the real one.
    if (!config.publicUrlGiven) config.publicUrl = `http://${config.host}:${info.port}`;
    // The plain line is what scripts and tests wait for; the JSON one is the log's.
    console.log(`listening on http://${config.host}:${info.port}`);
    deps.log.info('listening', { url: `http://${config.host}:${info.port}`, publicUrl: config.publicUrl });
    if (config.production && !config.publicUrlGiven)
      deps.log.warn('PUBLIC_URL is not set: payment return addresses, mail links and the sitemap name this process', {
        publicUrl: config.publicUrl,
      });
  });
  // METRICS_PORT: /metrics and the health checks on a port of their own (docs/operations.md).
  const { metricsPort, metricsHost, drainMs } = config.ops;
  const metricsServer = metricsPort ? serve({ fetch: metricsApp(deps).fetch, port: metricsPort, hostname: metricsHost }) : null;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second signal (Ctrl-C again) does not wait for the replies in flight.
    if (stopping) process.exit(1);
    stopping = true;
    deps.log.info('stopping', { signal, drainMs });
    // Readiness fails first (503) so the balancer stops sending work, then connections stop.
    deps.draining = true;
    if (drainMs) await new Promise((r) => setTimeout(r, drainMs));
    await jobs.stop();
    // The bot fetches no new update (long polling stops; webhook posts end with HTTP below).
    await tg?.stop();
    // Replies streaming now finish (as long as a reply may take) before the database closes; so
    // do those whose app closed meanwhile, which go on without a request, and her replies in the
    // bot's own chat (before, those were cut: a "typing" draft and no answer).
    const deadline = Date.now() + config.llmReplyMs;
    const finished =
      (await closeGracefully(server as Server, config.llmReplyMs)) &&
      (await within(Promise.all([chatTurnsIdle(), botChatTurnsIdle(), botUpdatesIdle()]), deadline - Date.now()));
    if (!finished) deps.log.warn('requests still running at shutdown were cut', { afterMs: config.llmReplyMs });
    else deps.log.info('requests finished, stopping background work');
    // Then what those replies started: the bot telling a user whose app had closed, memory folds
    // (a fold cut here is only late: the session stays due).
    await within(Promise.all([botDeliveriesIdle(), memoryIdle()]), BACKGROUND_WAIT_MS);
    metricsServer?.close();
    await deps.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** True when `work` settles within `ms`, false when the time ran out first. */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([work.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), Math.max(0, ms)))]);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
