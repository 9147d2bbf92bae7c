/**
 * How long the console's Numbers call takes over a month of rows: N analytics events (the funnels'
 * events over 30 days and 4N/10 devices), N/4 reply_stats rows, then `numbers()` for the last 30
 * days, median of 5 runs, each part timed on its own.
 *
 *   node --import tsx scripts/bench-admin-numbers.ts [events=200000] [DATABASE_URL]
 *
 * Without a URL: a fresh SQLite file in a temp dir. With a postgres:// URL: that (empty) database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/connect.js';
import { funnelNumbers, moneyNumbers, numbers, replyNumbers, usageNumbers, DAY_MS } from '../server/domain/admin/numbers.js';

const N = Number(process.argv[2] ?? 200_000);
const url = process.argv[3];
const dir = url ? '' : mkdtempSync(join(tmpdir(), 'bench-numbers-'));
const { db, close } = await openDatabase(url ?? `sqlite:${join(dir, 'app.db')}`);
const now = Date.now();
const from = Math.floor(now / DAY_MS) * DAY_MS - 29 * DAY_MS;
const to = from + 30 * DAY_MS;

const names = [
  ['page_load_time', '{"path":"/landing/role1","time":900}'],
  ['login.show', '{}'],
  ['buy_vip.show', '{"from":"home"}'],
  ['buy_vip.click', '{"option":"p3"}'],
  ['buy_vip.click_pay', '{"type":"OceanPayment"}'],
  ['buy_vip.suc', '{}'],
  ['buy_coin.show', '{}'],
  ['buy_coin.click', '{}'],
  ['create_role.step', '{"step":"mode"}'],
  ['create_role.step', '{"step":"style"}'],
] as const;
let t0 = performance.now();
const devices = Math.max(1, Math.floor((N * 4) / 10));
for (let i = 0; i < N; i += 500) {
  const rows = Array.from({ length: Math.min(500, N - i) }, (_, k) => {
    const j = i + k;
    const [name, fields] = names[(j * 7) % names.length]!;
    return {
      name,
      user_id: null,
      device: `d${(j * 13) % devices}`,
      ab: j % 2 ? 'B' : 'A',
      fields,
      create_time: from + ((j * 7919) % (30 * DAY_MS)),
    };
  });
  await db.insertInto('analytics_events').values(rows).execute();
}
for (let i = 0; i < N / 4; i += 500) {
  const rows = Array.from({ length: Math.min(500, N / 4 - i) }, (_, k) => ({
    id: `rs${i + k}`,
    model: (i + k) % 3 ? 'base' : 'advanced',
    first_token_ms: 300 + ((i + k) % 700),
    total_ms: 2000 + ((i + k) % 3000),
    ok: (i + k) % 50 ? 1 : 0,
    error: '',
    create_time: from + (((i + k) * 7919) % (30 * DAY_MS)),
  }));
  await db.insertInto('reply_stats').values(rows).execute();
}
console.log(`seeded ${N} events, ${N / 4} reply stats in ${Math.round(performance.now() - t0)} ms (${url ? 'PostgreSQL' : 'SQLite'})`);

const median = async (fn: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return Math.round(times.sort((a, b) => a - b)[2]!);
};
const r = { from, to };
console.log(`funnels ${await median(() => funnelNumbers(db, r))} ms`);
console.log(`replies by model ${await median(() => replyNumbers(db, r))} ms`);
console.log(`usage ${await median(() => usageNumbers(db, r))} ms`);
console.log(`money ${await median(() => moneyNumbers(db, r))} ms`);
console.log(`whole numbers call ${await median(() => numbers(db, r))} ms`);
await close();
if (dir) rmSync(dir, { recursive: true, force: true });
