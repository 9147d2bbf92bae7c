/**
 * Several server processes on one PostgreSQL, measured from outside:
 *   node --import tsx scripts/bench-scale.ts [seconds=8]
 * Starts a throwaway PostgreSQL cluster (as the tests do), a fake OpenAI-compatible provider that
 * answers at once, then 1 and 2 server processes (server/main.ts) on the same database, with the
 * users spread over them round-robin as a load balancer without sticky sessions would. Prints, for
 * each, messages/s at 50 and 200 concurrent users, the servers' CPU per reply (from /proc), the
 * database round trips per reply (every query counted in the servers by count-pg-queries.ts), and
 * the added time to first token, p50/p95 (through a server minus straight to the provider, the two
 * probed alternately: idle, and while 50 users chat). Goals (issue 17): with 2 processes no more
 * than 10% more CPU per reply than with 1; p95 added time to first token under 25 ms.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import sharp from 'sharp';
import { Agent, request } from 'undici';
import { openDatabase } from '../server/db/connect.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { startPostgres } from '../server/test/postgres.js';
import { DEV_SIGN_SECRET, signBody } from '../shared/sign.js';

const seconds = Number(process.argv[2] ?? 8);
/** `trace` instead of seconds: print the queries one chat turn sends, and stop. */
const trace = process.argv[2] === 'trace';

interface Proc {
  proc: ChildProcess;
  url: string;
  /** `pg-query` lines (PG_QUERY_LOG=1). */
  log: string[];
  /** Resolves the next `pg-queries` line. */
  queries(): Promise<number>;
}

function start(args: string[], env: Record<string, string>): Promise<Proc> {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let waiting: ((n: number) => void) | null = null;
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (line.startsWith('pg-query ')) log.push(line.slice(9));
      const listening = /^listening on (\S+)|^(http\S+)$/.exec(line);
      if (listening) resolve({ proc, url: (listening[1] ?? listening[2])!.replace(/\/$/, ''), log, queries });
      const q = /^pg-queries (\d+)/.exec(line);
      if (q) waiting?.(Number(q[1]));
    });
    proc.once('exit', (code) => reject(new Error(`${args.at(-1)} exited with ${code}`)));
  });
  function queries() {
    return new Promise<number>((resolve) => {
      waiting = resolve;
      proc.kill('SIGUSR2');
    });
  }
}

/** CPU seconds a process has used so far (user + system, from /proc). */
function cpuOf(proc: ChildProcess) {
  const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// The database, seeded once (tiny pictures: the bench is about chat).
const cluster = await startPostgres();
if (!cluster) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
const admin = new pg.Client({ connectionString: cluster.url('postgres') });
await admin.connect();
await admin.query('CREATE DATABASE bench');
await admin.end();
const databaseUrl = cluster.url('bench');
const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
const seeded = await openDatabase(databaseUrl);
const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
  .png()
  .toBuffer();
await seedDemo(seeded.db, { dataDir: dir, image: { name: 'tiny', generate: async () => tiny }, now: Date.now() });
await seeded.close();
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });

const fake = await start(['scripts/fake-llm.ts'], {});
const fakeUrl = fake.url;
const agent = new Agent({ connections: 256, keepAliveTimeout: 30_000 });

const env = {
  DATABASE_URL: databaseUrl,
  DATA_DIR: dir,
  LLM_BASE_URL: fakeUrl,
  LLM_MODEL: 'fake',
  // The provider is not the bottleneck here: every user may be answered at once.
  LLM_CONCURRENCY: '256',
  DIST_DIR: join(dir, 'none'),
  PORT: '0',
  RATE_LIMITS: 'off',
  SEED_DEMO: '0',
  NODE_ENV: 'production',
  SIGN_SECRET: DEV_SIGN_SECRET,
  LOG_LEVEL: 'error',
};

async function call(base: string, path: string, params: unknown, token = '', sse = false) {
  const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'bench' });
  return request(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, DEV_SIGN_SECRET), ...(sse ? { accept: 'text/event-stream' } : {}) },
    body,
    dispatcher: agent,
  });
}
type Answer = Awaited<ReturnType<typeof request>>;
const json = async (r: Promise<Answer>) => (await (await r).body.json()) as { code: number; data: any };

/** Time to the first `token` event (or the provider's first chunk), reading the rest. */
async function firstToken(res: Answer, started: number, marker: string) {
  const dec = new TextDecoder();
  let buf = '';
  let at = 0;
  for await (const value of res.body) {
    if (at) continue;
    buf += dec.decode(value as Buffer, { stream: true });
    if (buf.includes(marker)) at = performance.now() - started;
  }
  return at;
}

async function newUser(base: string, characterId: string) {
  const { token, uid } = (await json(call(base, '/v1/user/token', {}))).data;
  await db.query('UPDATE users SET energy = 1000000, is_visitor = 0 WHERE id = $1', [uid]);
  const { sessionId } = (await json(call(base, '/v1/session/from/character', { characterId }, token))).data;
  return { base, token: token as string, sessionId: sessionId as string };
}
type User = Awaited<ReturnType<typeof newUser>>;

/** Alternately straight to the provider and through a server, until `stop()`; the added latency's percentiles. */
function probe(users: User[], skip = 0) {
  const direct: number[] = [];
  const via: number[] = [];
  const state = { running: true };
  const done = (async () => {
    for (let i = 0; state.running; i++) {
      let t0 = performance.now();
      const d = await request(`${fakeUrl}/chat/completions`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'fake', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
      });
      const dt = await firstToken(d, t0, 'data:');
      const u = users[i % users.length]!;
      t0 = performance.now();
      const r = await call(
        u.base,
        '/v1/session/chat',
        { sessionId: u.sessionId, content: `hello ${i}`, clientMsgId: randomUUID() },
        u.token,
        true,
      );
      const vt = await firstToken(r, t0, 'event: token');
      if (i >= skip) {
        direct.push(dt);
        via.push(vt);
      }
    }
  })();
  return async () => {
    state.running = false;
    await done;
    const added = (p: number) => pct(via, p) - pct(direct, p);
    return { p50: added(50), p95: added(95), n: via.length };
  };
}

if (trace) {
  const server = await start(['--import', './scripts/count-pg-queries.ts', 'server/main.ts'], { ...env, PG_QUERY_LOG: '1' });
  const [character] = (await json(call(server.url, '/v1/character/list', { sort: 1, page: 1, pageSize: 1 }))).data.list;
  const u = await newUser(server.url, character.id);
  for (const content of ['hello', 'How was your day?']) {
    await new Promise((r) => setTimeout(r, 500));
    server.log.length = 0;
    const answer = await json(
      call(server.url, '/v1/session/chat', { sessionId: u.sessionId, content, clientMsgId: randomUUID() }, u.token),
    );
    await new Promise((r) => setTimeout(r, 500));
    console.log(`\nturn "${content}" (code ${answer.code}): ${server.log.length} queries`);
    for (const line of server.log) console.log('  ' + line);
  }
  server.proc.kill('SIGTERM');
  fake.proc.kill();
  await db.end();
  cluster.stop();
  process.exit(0);
}

interface Row {
  processes: number;
  users: number;
  perSecond: number;
  cpuMs: number;
  /** Less what the processes use when idle. */
  busyCpuMs: number;
  queries: number;
  /** PostgreSQL's CPU a reply. */
  dbCpuMs: number;
  failed: number;
  added?: { p50: number; p95: number; n: number };
}
// PostgreSQL's own CPU: the postmaster's children (backends, WAL writer, …), from /proc.
const dataDirectory = String((await db.query('SHOW data_directory')).rows[0].data_directory);
const postmaster = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
function databaseCpu() {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[1]) === postmaster || Number(pid) === postmaster) sum += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}
const rows: Row[] = [];
/** What a reply writes and keeps: its messages, ledger row, stats, relationship events, with their indexes. */
const dbSize = async () =>
  Number(
    (
      await db.query(
        `SELECT sum(pg_total_relation_size(t::regclass)) AS n FROM unnest(ARRAY['messages', 'ledger', 'reply_stats', 'relationship_events']) AS t`,
      )
    ).rows[0].n,
  );
const size0 = await dbSize();
let allReplies = 0;
const idle: Array<{ processes: number; p50: number; p95: number; n: number }> = [];

for (const processes of [1, 2]) {
  const servers = await Promise.all(
    Array.from({ length: processes }, () => start(['--import', './scripts/count-pg-queries.ts', 'server/main.ts'], env)),
  );
  const characters = (await json(call(servers[0]!.url, '/v1/character/list', { sort: 1, page: 1, pageSize: 20 }))).data.list as Array<{
    id: string;
  }>;
  // Warm up every process (compiled statements, JIT), then the idle probe.
  const warm = await Promise.all(servers.map((s, i) => newUser(s.url, characters[i]!.id)));
  const warmStop = probe(warm, 1e9);
  await new Promise((r) => setTimeout(r, 3000));
  await warmStop();
  const idleStop = probe(warm);
  await new Promise((r) => setTimeout(r, 3000));
  idle.push({ processes, ...(await idleStop()) });

  for (const users of [50, 200]) {
    const pool = await Promise.all(
      Array.from({ length: users }, (_, i) => newUser(servers[i % processes]!.url, characters[i % characters.length]!.id)),
    );
    const probeUsers = await Promise.all(servers.map((s) => newUser(s.url, characters[0]!.id)));
    // What the processes spend doing nothing (timers, job polling): reported apart from the replies' share.
    const idle0 = servers.map((s) => cpuOf(s.proc));
    await new Promise((r) => setTimeout(r, 3000));
    const idlePerSecond = servers.reduce((sum, s, i) => sum + cpuOf(s.proc) - idle0[i]!, 0) / 3;
    const q0 = await Promise.all(servers.map((s) => s.queries()));
    const cpu0 = servers.map((s) => cpuOf(s.proc));
    const dbCpu0 = databaseCpu();
    let sent = 0;
    let failed = 0;
    const t0 = performance.now();
    const until = t0 + seconds * 1000;
    const stopProbe = users === 50 ? probe(probeUsers) : null;
    await Promise.all(
      pool.map(async (u) => {
        while (performance.now() < until) {
          const r = await json(
            call(u.base, '/v1/session/chat', { sessionId: u.sessionId, content: 'How was your day?', clientMsgId: randomUUID() }, u.token),
          );
          if (r.code === 0) sent++;
          else failed++;
        }
      }),
    );
    const added = await stopProbe?.();
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = servers.reduce((sum, s, i) => sum + cpuOf(s.proc) - cpu0[i]!, 0);
    const dbCpu = databaseCpu() - dbCpu0;
    const q1 = await Promise.all(servers.map((s) => s.queries()));
    const replies = sent + (added?.n ?? 0);
    allReplies += replies;
    const queries = q1.reduce((sum, q, i) => sum + q - q0[i]!, 0);
    rows.push({
      processes,
      users,
      perSecond: sent / elapsed,
      cpuMs: (cpu / replies) * 1000,
      busyCpuMs: ((cpu - idlePerSecond * elapsed) / replies) * 1000,
      queries: queries / replies,
      dbCpuMs: (dbCpu / replies) * 1000,
      failed,
      added,
    });
  }
  await Promise.all(
    servers.map((s) => {
      const exited = new Promise((r) => s.proc.once('exit', r));
      s.proc.kill('SIGTERM');
      return exited;
    }),
  );
}

const f = (n: number, d = 1) => n.toFixed(d);
console.log(
  `\nSeveral processes on one PostgreSQL (fake provider answering at once, ${seconds} s a run, ${process.env.BENCH_NOTE ?? '2-core machine'})`,
);
for (const i of idle)
  console.log(`idle, ${i.processes} process(es): added time to first token p50 ${f(i.p50)} ms, p95 ${f(i.p95)} ms (${i.n} turns)`);
console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
console.log(
  'processes  users  messages/s  CPU ms/reply (less idle)  DB round trips/reply  DB CPU ms/reply  failed  added first token p50/p95 (ms)',
);
for (const r of rows)
  console.log(
    `${String(r.processes).padStart(9)}  ${String(r.users).padStart(5)}  ${f(r.perSecond, 0).padStart(10)}  ${`${f(r.cpuMs, 2)} (${f(r.busyCpuMs, 2)})`.padStart(24)}  ${f(r.queries, 1).padStart(20)}  ${f(r.dbCpuMs, 2).padStart(15)}  ${String(r.failed).padStart(6)}  ${r.added ? `${f(r.added.p50)} / ${f(r.added.p95)}` : '-'}`,
  );
// Growth per reply of the tables a reply writes to (whole 8 KB pages: a rough figure).
console.log(
  `database growth: ${f((await dbSize()) - size0 > 0 ? ((await dbSize()) - size0) / allReplies : 0, 0)} bytes a reply (${allReplies} replies)`,
);
const at = (p: number, u: number) => rows.find((r) => r.processes === p && r.users === u)!;
const more = (a: number, b: number) => `${b >= a ? '+' : ''}${f(((b - a) / a) * 100, 0)}%`;
for (const u of [50, 200])
  console.log(
    `CPU per reply, 2 processes vs 1 at ${u} users: ${more(at(1, u).cpuMs, at(2, u).cpuMs)} (less idle: ${more(at(1, u).busyCpuMs, at(2, u).busyCpuMs)}; goal <= +10%)`,
  );

fake.proc.kill();
await db.end();
cluster.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
