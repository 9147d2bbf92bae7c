/**
 * What one rate-limit check costs (one counter upsert in the database), on SQLite and, when the
 * PostgreSQL binaries are installed, on a throwaway PostgreSQL cluster.
 *
 *   node --import tsx scripts/bench-rate-limit.ts [checks=20000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../server/config.js';
import { openDatabase, type OpenDb } from '../server/db/connect.js';
import { createRateLimits } from '../server/http/rate-limit-store.js';
import { silentLogger } from '../server/deps.js';
import { startPostgres } from '../server/test/postgres.js';

const checks = Number(process.argv[2] ?? 20_000);
// Windows large enough that no check is refused: the cost measured is the counting itself.
const config = readConfig({ RATE_LIMIT_CHAT_ACCOUNT: '1000000000/60' });

async function measure(name: string, open: OpenDb) {
  const limits = await createRateLimits(open, config, silentLogger);
  for (let i = 0; i < 500; i++) await limits.consume('chat.account', `account:warm${i % 50}`);
  let t0 = performance.now();
  for (let i = 0; i < checks; i++) await limits.consume('chat.account', `account:u${i % 1000}`);
  const serial = ((performance.now() - t0) * 1000) / checks;
  t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < checks; i += 50)
    await Promise.all(Array.from({ length: 50 }, (_, j) => limits.consume('chat.account', `account:u${(i + j) % 1000}`)));
  const wall = ((performance.now() - t0) * 1000) / checks;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${name}: ${serial.toFixed(1)} µs a check one at a time; ${wall.toFixed(1)} µs a check 50 at a time (${((cpu.user + cpu.system) / checks).toFixed(1)} µs of this process's CPU)`,
  );
  limits.close();
  await open.close();
}

const dir = mkdtempSync(join(tmpdir(), 'bench-rl-'));
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
