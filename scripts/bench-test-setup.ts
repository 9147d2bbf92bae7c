/**
 * What one test project's global setup costs (server/test/global-setup.ts), in wall and CPU time:
 * seeding the demo catalogue with its pictures from nothing, taking the seeded template from the
 * shared cache, and filling a PostgreSQL template database from it (when PostgreSQL is installed).
 *   node --import tsx scripts/bench-test-setup.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/connect.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { createImageProvider } from '../server/providers/image/index.js';
import { startPostgres } from '../server/test/postgres.js';
import { copySeedToPostgres, copyTemplate, seededTemplate } from '../server/test/seeded-template.js';

async function timed(label: string, fn: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await fn();
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s wall ${((used.user + used.system) / 1e6).toFixed(1).padStart(6)} s cpu`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-setup-'));
try {
  await timed('seed with pictures, no cache (before)', async () => {
    const db = await openDatabase(`sqlite:${join(scratch, 'fresh', 'app.db')}`);
    await seedDemo(db.db, { dataDir: join(scratch, 'fresh'), image: createImageProvider({}), now: Date.now() });
    await db.close();
  });
  let template = '';
  await timed('shared template: first use this hour', async () => (template = await seededTemplate()));
  await timed('shared template: found and copied', async () => copyTemplate(await seededTemplate(), join(scratch, 'copy')));
  const cluster = await startPostgres();
  if (cluster) {
    try {
      await timed('PostgreSQL template: migrate + copy the rows', async () => {
        const admin = new pg.Client({ connectionString: cluster.url('postgres') });
        await admin.connect();
        await admin.query('CREATE DATABASE bench_template');
        await admin.end();
        const db = await openDatabase(cluster.url('bench_template'));
        await db.close();
        await copySeedToPostgres(join(template, 'app.db'), cluster.url('bench_template'));
      });
    } finally {
      cluster.stop();
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
