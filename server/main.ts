import { serve } from '@hono/node-server';
import { readConfig } from './config.js';
import { createDeps } from './deps-factory.js';
import { createApp } from './app.js';
import { seedDemo } from './db/seed/seed.js';
import { createImageProvider } from './providers/image/index.js';
import { recoverPendingOrders } from './domain/orders/index.js';
import { startScheduler } from './domain/subscriptions.js';

/** Read the configuration, open and seed the database, serve HTTP (and the bot when configured). */
async function main() {
  const config = readConfig();
  const deps = await createDeps(config);
  if (config.seedDemo) {
    const started = Date.now();
    const { seeded } = await seedDemo(deps.db, { dataDir: config.dataDir, image: createImageProvider(process.env), now: deps.clock() });
    if (seeded) deps.log.info('demo catalogue seeded', { ms: Date.now() - started });
  }
  // A crash between a payment and its credit is finished here, before anyone can ask.
  await recoverPendingOrders(deps);
  const scheduler = startScheduler(deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`listening on http://${config.host}:${info.port}`);
  });
  const stop = async () => {
    scheduler.stop();
    server.close();
    await deps.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
