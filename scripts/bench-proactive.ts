/**
 * "She writes first" at scale: one pass of the job over N users who let the bot write, all of whom
 * chose 09:00 UTC (so all due at once: the busiest minute there is; users who never chose are
 * spread over two hours in their device's zone), on SQLite with
 * the offline engine, then the passes after it in the same 30-minute window, when every message
 * has been sent and each user is only to be skipped. Prints each pass's time, server CPU and the
 * heap it grew, beside a baseline in the same run: one SELECT of every consenting user. With
 * `pg`, on a throwaway PostgreSQL cluster (as the tests start one), where each query is a round trip.
 *
 *   node --import tsx scripts/bench-proactive.ts [users=20000] [pg]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { readConfig } from '../server/config.js';
import { createDeps } from '../server/deps-factory.js';
import { silentLogger } from '../server/deps.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { findOrCreateByIdentity } from '../server/domain/accounts/identities.js';
import { grantWriteAccess } from '../server/domain/proactive/consent.js';
import { chooseCharacter } from '../server/domain/proactive/current-chat.js';
import { runProactive } from '../server/domain/proactive/run.js';
import { updateProactiveSettings } from '../server/domain/proactive/settings.js';
import { startPostgres } from '../server/test/postgres.js';

const N = Number(process.argv[2] ?? 20_000);
const MIN = 60_000;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-proactive-'));
const day = Date.UTC(2026, 10, 23);
let now = day;
const cluster = process.argv[3] === 'pg' ? await startPostgres() : null;
if (process.argv[3] === 'pg' && !cluster) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
const databaseUrl = cluster ? cluster.url('postgres') : `sqlite:${join(dataDir, 'app.db')}`;
const config = readConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: '0', RATE_LIMITS: 'off' });
const deps = await createDeps(config, { log: silentLogger, clock: () => now });
const tiny = {
  name: 'tiny',
  generate: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
};
await seedDemo(deps.db, { dataDir, image: tiny, now });

const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const { user } = await findOrCreateByIdentity(deps.db, {
    type: 'telegram',
    subject: String(1e6 + i),
    nick: 'Sim',
    lang: 'en',
    channel: 'sim',
    now,
  });
  await grantWriteAccess(deps.db, user.id, 'bot_message', now);
  await chooseCharacter(deps.db, user, i % 2 ? 'c-sofia' : 'c-luna', now, 'en');
  await updateProactiveSettings(deps.db, user.id, { times: ['09:00'], timeZone: 'UTC' }, now);
}
console.log(
  `${cluster ? 'PostgreSQL' : 'SQLite'}: ${N} users who let the bot write, all at 09:00 UTC, made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

let sent = 0;
const sender = { send: async () => (sent++, 'sent' as const) };
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
async function measure(label: string, at: number, run: () => Promise<unknown>) {
  now = at;
  global.gc?.();
  const heap0 = process.memoryUsage().heapUsed;
  let peak = heap0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
  const [w0, c0] = [performance.now(), cpu()];
  const result = await run();
  const [wall, used] = [performance.now() - w0, cpu() - c0];
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  console.log(
    `${label.padEnd(44)} ${wall.toFixed(0).padStart(6)} ms, CPU ${used.toFixed(0).padStart(6)} ms, heap +${((peak - heap0) / 1e6).toFixed(0).padStart(4)} MB  ${JSON.stringify(result)}`,
  );
}

await measure('baseline: SELECT every consenting user', day + 9 * 60 * MIN + 4 * MIN, async () => ({
  rows: (await deps.db.selectFrom('bot_write_access').selectAll().where('revoked_at', 'is', null).execute()).length,
}));
await measure('09:05, every user due, none sent yet', day + 9 * 60 * MIN + 5 * MIN, () => runProactive(deps, sender));
await measure('09:06, every one sent: all to skip', day + 9 * 60 * MIN + 6 * MIN, () => runProactive(deps, sender));
await measure('12:00, nobody due', day + 12 * 60 * MIN, () => runProactive(deps, sender));
console.log(`messages handed to the sender: ${sent}`);
await deps.close();
cluster?.stop();
rmSync(dataDir, { recursive: true, force: true });
