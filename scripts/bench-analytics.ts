/**
 * What storing product events costs: batches of 20 events written with one INSERT (as
 * /v1/analytics/events does) against the same events written one INSERT each, and the retention
 * sweep over what was written; on SQLite and, when installed, on a throwaway PostgreSQL.
 *
 *   node --import tsx scripts/bench-analytics.ts [events=20000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenDb } from '../server/db/connect.js';
import { storeEvents, sweepAnalytics } from '../server/domain/analytics/events.js';
import { startPostgres } from '../server/test/postgres.js';

const total = Number(process.argv[2] ?? 20_000);
const DAY = 24 * 3600_000;
const event = (i: number) => ({ name: 'buy_vip.show', fields: { from: 'chat', option: `vip-${i % 4}`, price: 9.99, step: i % 3 }, t: i });

async function measure(name: string, open: OpenDb) {
  const { db } = open;
  const old = Date.now() - 100 * DAY;
  let t0 = performance.now();
  for (let i = 0; i < total; i += 20)
    await storeEvents(db, { userId: `u${i % 500}`, device: 'd', ab: 'A', events: Array.from({ length: 20 }, (_, j) => event(i + j)) }, old);
  const batched = performance.now() - t0;
  t0 = performance.now();
  for (let i = 0; i < total; i++) await storeEvents(db, { userId: `u${i % 500}`, device: 'd', ab: 'B', events: [event(i)] }, Date.now());
  const single = performance.now() - t0;
  t0 = performance.now();
  const swept = await sweepAnalytics(db, 90, Date.now());
  const sweep = performance.now() - t0;
  const rate = (ms: number) => Math.round((total / ms) * 1000).toLocaleString('en');
  console.log(
    `${name}: ${rate(batched)} events/s in batches of 20 (${((batched * 1000) / total).toFixed(1)} µs an event), ${rate(single)} events/s one insert each (${((single * 1000) / total).toFixed(1)} µs); sweep of ${swept.events.toLocaleString('en')} old events beside ${total.toLocaleString('en')} kept: ${sweep.toFixed(0)} ms`,
  );
  await open.close();
}

const dir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
await measure('SQLite', await openDatabase(`sqlite:${join(dir, 'app.db')}`));
rmSync(dir, { recursive: true, force: true });

const pg = await startPostgres();
if (pg) {
  try {
    await measure('PostgreSQL', await openDatabase(pg.url('postgres')));
  } finally {
    pg.stop();
  }
} else {
  console.log('PostgreSQL: not installed, skipped');
}
