/**
 * Several server processes on one PostgreSQL, measured from outside:
 *   node --import tsx scripts/bench-scale.ts [seconds=8] [rate=40]
 * Starts a throwaway PostgreSQL cluster (as the tests do), a fake OpenAI-compatible provider that
 * answers at once, then 1 and 2 server processes (compiled as deployed by scripts/build-server.ts;
 * BENCH_TSX=1: the sources through tsx) on the same database, with the users spread over them
 * round-robin as a load balancer without sticky sessions would. Prints, for each, messages/s at
 * 50 and 200 concurrent users, the servers' CPU per reply (from /proc), the
 * database round trips per reply (every query counted in the servers by count-pg-queries.ts), and
 * the added time to first token, p50/p95 (through a server minus straight to the provider, the two
 * probed alternately: idle, and while 50 users chat). Those runs saturate the machine; then 50
 * new users a kind send at a fixed `rate` of messages a second that neither setup saturates (open
 * loop, 1 s rounds in turn: one process, two, one at half the rate), the fair comparison of the
 * CPU a reply costs. Goals (issue 17): with 2 processes no more than 10% more CPU per reply than
 * with 1; p95 added time to first token under 25 ms.
 * BENCH_WARM=<s>: seconds of uncounted load each process gets alone first (12).
 * BENCH_CPU_PROF=<dir>: V8 profiles of each server in each measured run (summed by
 * scripts/cpu-prof-summary.ts). BENCH_LLM_CONCURRENCY=<n> below the users: replies wait in the
 * global queue.
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
import { buildServer } from './build-server.js';
import { cpuSeconds, onCore, threadIds } from './proc-cpu.js';

const seconds = Number(process.argv[2] ?? 8);
/** `trace` instead of seconds: print the queries one chat turn sends, and stop. */
const trace = process.argv[2] === 'trace';
/** A directory: V8 CPU profiles of each server, one per measured run (scripts/cpu-prof-on-signal.ts). */
const profiles = process.env.BENCH_CPU_PROF ?? '';
/** Seconds of uncounted load each process gets alone before the measured runs (BENCH_WARM). */
const warmSeconds = Number(process.env.BENCH_WARM ?? 12);
/** Messages a second of the fixed-rate run. */
const rate = Number(process.argv[3] ?? 40);

interface Proc {
  proc: ChildProcess;
  url: string;
  /** `pg-query` lines (PG_QUERY_LOG=1). */
  log: string[];
  /** Resolves the next `pg-queries` line: queries and memory folds so far. */
  queries(): Promise<[number, number]>;
}

function start(args: string[], env: Record<string, string>): Promise<Proc> {
  const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let waiting: ((n: [number, number]) => void) | null = null;
  const log: string[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (line.startsWith('pg-query ')) log.push(line.slice(9));
      const listening = /^listening on (\S+)|^(http\S+)$/.exec(line);
      if (listening) resolve({ proc, url: (listening[1] ?? listening[2])!.replace(/\/$/, ''), log, queries });
      const q = /^pg-queries (\d+) (\d+)/.exec(line);
      if (q) waiting?.([Number(q[1]), Number(q[2])]);
    });
    proc.once('exit', (code) => reject(new Error(`${args.at(-1)} exited with ${code}`)));
  });
  function queries() {
    return new Promise<[number, number]>((resolve) => {
      waiting = resolve;
      proc.kill('SIGUSR2');
    });
  }
}

/** What the servers have used so far, from /proc: CPU seconds (all threads, system part, main thread) and the main thread's context switches. */
interface Used {
  cpu: number;
  sys: number;
  main: number;
  /** Times the main thread went to sleep (its event loop waiting for work): wake-ups. */
  wakeups: number;
  /** Times the main thread was taken off a core while it had work: the machine was full. */
  preempted: number;
}
function usedBy(servers: Proc[]): Used {
  const sum: Used = { cpu: 0, sys: 0, main: 0, wakeups: 0, preempted: 0 };
  for (const { proc } of servers) {
    const pid = proc.pid!;
    const all = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const status = readFileSync(`/proc/${pid}/task/${pid}/status`, 'utf8');
    sum.cpu += cpuSeconds(pid);
    sum.sys += Number(all[12]) / 100;
    sum.main += onCore(pid, pid);
    sum.wakeups += Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(status)![1]);
    sum.preempted += Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(status)![1]);
  }
  return sum;
}
/** CPU seconds so far of the servers' other threads, by thread (V8's GC and compiler helpers, libuv's pool, …). */
function threadsOf(servers: Proc[]) {
  const by = new Map<string, number>();
  for (const { proc } of servers) {
    const pid = proc.pid!;
    for (const [i, tid] of threadIds(pid).entries()) {
      if (tid === pid) continue;
      try {
        by.set(`thread #${i}`, (by.get(`thread #${i}`) ?? 0) + onCore(pid, tid));
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  }
  return by;
}

const minus = (a: Used, b: Used): Used => ({
  cpu: a.cpu - b.cpu,
  sys: a.sys - b.sys,
  main: a.main - b.main,
  wakeups: a.wakeups - b.wakeups,
  preempted: a.preempted - b.preempted,
});
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
  // The provider is not the bottleneck here: every user may be answered at once (BENCH_LLM_CONCURRENCY
  // below the users makes replies wait in the global queue, to measure its wake-ups).
  LLM_CONCURRENCY: process.env.BENCH_LLM_CONCURRENCY ?? '256',
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
  // Stopped before the database: a server shutting down still talks to it.
  const exited = new Promise((r) => server.proc.once('exit', r));
  server.proc.kill('SIGTERM');
  await exited;
  fake.proc.kill();
  await db.end();
  cluster.stop();
  process.exit(0);
}

interface Row {
  processes: number;
  /** What was measured: saturated at `users` concurrent users, or a fixed rate of messages a second. */
  label: string;
  users: number;
  /** Messages a second sent at a fixed rate (open loop), or 0 for the saturation runs. */
  rate: number;
  seconds: number;
  replies: number;
  sent: number;
  used: Used;
  /** CPU seconds of the other threads than the main one, by thread (in the order they started). */
  threads: Map<string, number>;
  /** What the processes use when idle, a second. */
  idle: Used;
  queries: number;
  /** Memory folds (a second model request and its writes) among the turns: a run with more costs more a reply. */
  folds: number;
  /** PostgreSQL's CPU. */
  dbCpu: number;
  failed: number;
  /** Messages not sent at their time because all users were still waiting for a reply (fixed rate only). */
  missed: number;
  /** Each whole reply's time, ms (fixed rate only). */
  times: number[];
  added?: { p50: number; p95: number; n: number };
  /** NOTIFYs sent during the run, by channel. */
  notified: Record<string, number>;
}
// PostgreSQL's own CPU: the postmaster, its children (backends, WAL writer, …) and those that
// have exited (autovacuum workers: counted in the postmaster's children's time), from /proc.
const dataDirectory = String((await db.query('SHOW data_directory')).rows[0].data_directory);
const postmaster = Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
function databaseCpu() {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // Live processes from the scheduler's count (each is one thread); exited ones in ticks.
      if (Number(fields[1]) === postmaster) sum += onCore(Number(pid), Number(pid));
      if (Number(pid) === postmaster) sum += onCore(postmaster, postmaster) + (Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}
// Every wake-up the processes send each other: no chat one is expected while no reply waits for
// a slot (LLM_CONCURRENCY is above the user count) and nobody follows a reply from another process.
const channels = ['chat_slots', 'chat_stream', 'chat_follow', 'chat_stop', 'catalogue_changed'];
const notified: Record<string, number> = Object.fromEntries(channels.map((c) => [c, 0]));
const listener = new pg.Client({ connectionString: databaseUrl });
await listener.connect();
listener.on('notification', (n) => notified[n.channel]!++);
for (const channel of channels) await listener.query(`LISTEN ${channel}`);

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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chat = (u: User, base = u.base) =>
  json(call(base, '/v1/session/chat', { sessionId: u.sessionId, content: 'How was your day?', clientMsgId: randomUUID() }, u.token));

interface Outcome {
  sent: number;
  failed: number;
  missed: number;
  added?: Row['added'];
  times?: number[];
}

/** Closed loop: every user sends again as soon as answered, for `seconds` (the machine saturated). */
async function saturate(users: User[], probeUsers: User[]): Promise<Outcome> {
  const stopProbe = users.length === 50 ? probe(probeUsers) : null;
  const { sent, failed } = await closedLoop(users, seconds);
  return { sent, failed, missed: 0, added: await stopProbe?.() };
}

async function closedLoop(users: User[], secs: number) {
  let sent = 0;
  let failed = 0;
  const until = performance.now() + secs * 1000;
  await Promise.all(
    users.map(async (u) => {
      while (performance.now() < until) {
        if ((await chat(u)).code === 0) sent++;
        else failed++;
      }
    }),
  );
  return { sent, failed };
}

/** Open loop: `perSecond` messages a second for `secs`, each from a user not waiting for a reply, to the server `base` picks. */
async function fixedRate(users: User[], perSecond: number, secs: number, base: (u: User) => string): Promise<Outcome> {
  let sent = 0;
  let failed = 0;
  let missed = 0;
  const free = [...users];
  const times: number[] = [];
  const running: Array<Promise<void>> = [];
  const t0 = performance.now();
  for (let i = 0; i < perSecond * secs; i++) {
    const wait = t0 + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    const u = free.shift();
    if (!u) {
      missed++;
      continue;
    }
    running.push(
      (async () => {
        const started = performance.now();
        if ((await chat(u, base(u))).code === 0) sent++;
        else failed++;
        times.push(performance.now() - started);
        free.push(u);
      })(),
    );
  }
  await Promise.all(running);
  return { sent, failed, missed, times };
}

/**
 * What the processes use when idle (timers, job polling), a second: reported apart from the
 * replies' share. Over 10 s, the period of the most frequent job (analytics.conversions).
 */
async function idleOf(servers: Proc[]) {
  const u0 = usedBy(servers);
  await sleep(10_000);
  const d = minus(usedBy(servers), u0);
  return { cpu: d.cpu / 10, sys: d.sys / 10, main: d.main / 10, wakeups: d.wakeups / 10, preempted: d.preempted / 10 };
}
const idleUse: Array<{ processes: number; cpu: number }> = [];

/** One measured run over the servers, added to `row` (a row may gather several rounds). */
async function measure(servers: Proc[], row: Row, run: () => Promise<Outcome>) {
  const q0 = await Promise.all(servers.map((s) => s.queries()));
  const used0 = usedBy(servers);
  const threads0 = threadsOf(servers);
  const dbCpu0 = databaseCpu();
  const notified0 = { ...notified };
  const t0 = performance.now();
  const r = await run();
  row.seconds += (performance.now() - t0) / 1000;
  const used = minus(usedBy(servers), used0);
  for (const k of Object.keys(used) as Array<keyof Used>) row.used[k] += used[k];
  for (const [name, cpu] of threadsOf(servers)) row.threads.set(name, (row.threads.get(name) ?? 0) + cpu - (threads0.get(name) ?? 0));
  row.dbCpu += databaseCpu() - dbCpu0;
  const q1 = await Promise.all(servers.map((s) => s.queries()));
  row.queries += q1.reduce((sum, q, i) => sum + q[0] - q0[i]![0], 0);
  row.folds += q1.reduce((sum, q, i) => sum + q[1] - q0[i]![1], 0);
  const replies = r.sent + (r.added?.n ?? 0);
  row.replies += replies;
  row.sent += r.sent;
  allReplies += replies;
  row.failed += r.failed;
  row.missed += r.missed;
  row.added = r.added;
  row.times.push(...(r.times ?? []));
  for (const c of channels) row.notified[c]! += notified[c]! - notified0[c]!;
  if (profiles)
    console.log(
      `profiled: ${row.label}, ${servers.length} process(es): ${replies} replies, pids ${servers.map((s) => s.proc.pid).join(' ')}`,
    );
}

const newRow = (processes: number, label: string, users: number, perSecond: number, idleRate: Used): Row => ({
  processes,
  label,
  users,
  rate: perSecond,
  seconds: 0,
  replies: 0,
  sent: 0,
  used: { cpu: 0, sys: 0, main: 0, wakeups: 0, preempted: 0 },
  threads: new Map(),
  idle: idleRate,
  times: [],
  queries: 0,
  folds: 0,
  dbCpu: 0,
  failed: 0,
  missed: 0,
  notified: Object.fromEntries(channels.map((c) => [c, 0])),
});

// The server as deployed: compiled (scripts/build-server.ts), not through tsx.
const built = process.env.BENCH_TSX ? 'server/main.ts' : join(await buildServer(), 'server/main.js');
for (const processes of [1, 2]) {
  const servers = await Promise.all(
    Array.from({ length: processes }, () =>
      start(
        [
          '--import',
          './scripts/count-pg-queries.ts',
          ...(profiles ? ['--import', './scripts/cpu-prof-on-signal.ts'] : []),
          // As deployed: compiled (tsx, loaded for the preloads above, leaves .js files alone).
          built,
        ],
        {
          ...env,
          BENCH_CPU_PROF: profiles,
        },
      ),
    ),
  );
  const characters = (await json(call(servers[0]!.url, '/v1/character/list', { sort: 1, page: 1, pageSize: 20 }))).data.list as Array<{
    id: string;
  }>;
  // Warm up every process (compiled statements, JIT), then the idle probe.
  const warm = await Promise.all(servers.map((s, i) => newUser(s.url, characters[i]!.id)));
  const warmStop = probe(warm, 1e9);
  await sleep(3000);
  await warmStop();
  const idleStop = probe(warm);
  await sleep(3000);
  idle.push({ processes, ...(await idleStop()) });

  const idleNow = await idleOf(servers);
  idleUse.push({ processes, cpu: idleNow.cpu });
  // Warm-up, not counted: each process alone gets 50 users of its own for `warmSeconds`. A fresh
  // process spends about 2.5x its steady CPU a reply in its first second of load and needs about
  // 5,000 replies to reach it (the JIT); a process in service has long been warm. Without this,
  // the second process (which the rounds below load least) was still warming in the rounds that
  // compare it, a cost of the bench, not of running two.
  for (const s of servers) {
    const pool = await Promise.all(Array.from({ length: 50 }, (_, i) => newUser(s.url, characters[i % characters.length]!.id)));
    const warmed = await closedLoop(pool, warmSeconds);
    console.log(`warm-up, ${processes} process(es), pid ${s.proc.pid}: ${warmed.sent} replies in ${warmSeconds} s`);
  }
  for (const users of [50, 200]) {
    const pool = await Promise.all(
      Array.from({ length: users }, (_, i) => newUser(servers[i % processes]!.url, characters[i % characters.length]!.id)),
    );
    const probeUsers = await Promise.all(servers.map((s) => newUser(s.url, characters[0]!.id)));
    const row = newRow(processes, `${users} users`, users, 0, idleNow);
    await measure(servers, row, () => saturate(pool, probeUsers));
    rows.push(row);
  }
  if (processes === 2) {
    // 50 users at a fixed rate neither setup saturates, after the runs above (every process as
    // warm), in short rounds taken in turn so that the rest of the machine's load weighs on each
    // alike: all sent to the first process (the second idles: one process's work), spread over
    // both, and all to the first at half the rate (what each of the two processes gets). Each
    // process's idle use is subtracted. Each kind has its own 50 new users, homed alternately on
    // the two processes: the one- and two-process kinds then send the same conversations at the
    // same pace, so they cross the memory-fold threshold alike (the saturated runs' users had
    // made the first kinds compared fold at different rates).
    const kinds = [
      { row: newRow(1, `${rate}/s, 50 users`, 50, rate, idleNow), perSecond: rate, spread: false },
      { row: newRow(2, `${rate}/s, 50 users`, 50, rate, idleNow), perSecond: rate, spread: true },
      { row: newRow(1, `${rate / 2}/s, 50 users`, 50, rate / 2, idleNow), perSecond: rate / 2, spread: false },
    ];
    const pools = await Promise.all(
      kinds.map(() =>
        Promise.all(Array.from({ length: 50 }, (_, i) => newUser(servers[i % processes]!.url, characters[i % characters.length]!.id))),
      ),
    );
    const order = [0, 1, 2, 2, 1, 0];
    for (let i = 0; i < order.length * Math.max(1, Math.round(seconds / 2)); i++) {
      const k = order[i % order.length]!;
      const { row, perSecond, spread } = kinds[k]!;
      await measure(servers, row, () => fixedRate(pools[k]!, perSecond, 1, (u) => (spread ? u.base : servers[0]!.url)));
    }
    rows.push(...kinds.map((k) => k.row));
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
/** Per reply: CPU ms (all threads, and less idle: all; system part; main thread), the main thread's switches. */
const per = (r: Row) => {
  const less = (k: keyof Used) => (r.used[k] - r.idle[k] * r.seconds) / r.replies;
  return {
    cpu: (r.used.cpu / r.replies) * 1000,
    busy: less('cpu') * 1000,
    sys: less('sys') * 1000,
    main: less('main') * 1000,
    wakeups: r.used.wakeups / r.replies,
    preempted: r.used.preempted / r.replies,
  };
};
console.log(
  `\nSeveral processes on one PostgreSQL (fake provider answering at once, ${seconds} s a run, ${process.env.BENCH_NOTE ?? '2-core machine'})`,
);
for (const i of idle)
  console.log(`idle, ${i.processes} process(es): added time to first token p50 ${f(i.p50)} ms, p95 ${f(i.p95)} ms (${i.n} turns)`);
for (const i of idleUse)
  console.log(`idle, ${i.processes} process(es): ${f((i.cpu / i.processes) * 1000, 1)} ms of CPU a second each (timers, job polling)`);
console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
console.log(
  'processes  load              messages/s  server CPU ms/reply (less idle: all; system; main thread)  wake-ups/preempted a reply  memory folds/reply  DB round trips/reply  DB CPU ms/reply  failed  first token added p50/p95 (ms)',
);
for (const r of rows) {
  const p = per(r);
  console.log(
    [
      String(r.processes).padStart(9),
      r.label.padEnd(16),
      f(r.sent / r.seconds, 0).padStart(10),
      `${f(p.cpu, 2)} (${f(p.busy, 2)}; ${f(p.sys, 2)}; ${f(p.main, 2)})`.padStart(57),
      `${f(p.wakeups, 1)} / ${f(p.preempted, 1)}`.padStart(26),
      f(r.folds / r.replies, 3).padStart(18),
      f(r.queries / r.replies, 1).padStart(20),
      f((r.dbCpu / r.replies) * 1000, 2).padStart(15),
      String(r.failed + r.missed).padStart(6),
      r.added
        ? `${f(r.added.p50)} / ${f(r.added.p95)}`
        : r.times.length
          ? `(whole reply ${f(pct(r.times, 50))} / ${f(pct(r.times, 95))})`
          : '-',
    ].join('  '),
  );
}
console.log('other threads than the main one, CPU ms a reply by thread (idle not subtracted):');
for (const r of rows)
  console.log(
    `  ${r.processes} ${r.label.padEnd(16)} ${[...r.threads]
      .filter(([, cpu]) => cpu > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, cpu]) => `${name} ${f((cpu / r.replies) * 1000, 3)}`)
      .join(', ')}`,
  );
console.log(
  `NOTIFYs during the runs, in the order above: ${rows.map((r) => Object.values(r.notified).reduce((a, b) => a + b, 0)).join(', ')} (all ${channels.map((c) => `${c} ${rows.reduce((n, r) => n + r.notified[c]!, 0)}`).join(', ')})`,
);
// Growth per reply of the tables a reply writes to (whole 8 KB pages: a rough figure).
console.log(
  `database growth: ${f((await dbSize()) - size0 > 0 ? ((await dbSize()) - size0) / allReplies : 0, 0)} bytes a reply (${allReplies} replies)`,
);
const at = (p: number, rateOrUsers: string) => rows.find((r) => r.processes === p && r.label.startsWith(rateOrUsers))!;
const more = (a: number, b: number) => `${b >= a ? '+' : ''}${f(((b - a) / a) * 100, 0)}%`;
for (const u of ['50 users', '200 users'])
  console.log(
    `CPU per reply, 2 processes vs 1, saturated at ${u}: ${more(per(at(1, u)).cpu, per(at(2, u)).cpu)} (less idle: ${more(per(at(1, u)).busy, per(at(2, u)).busy)})`,
  );
const [one, two, half] = [per(at(1, `${rate}/s`)), per(at(2, `${rate}/s`)), per(at(1, `${rate / 2}/s`))];
console.log(
  `CPU per reply, 2 processes vs 1, at a fixed ${rate} messages/s (rounds in turn): ${more(one.cpu, two.cpu)} (less idle: ${more(one.busy, two.busy)}; goal <= +10%)`,
);
console.log(
  `CPU per reply, 2 processes at ${rate}/s vs 1 at ${rate / 2}/s (the same rate a process): ${more(half.cpu, two.cpu)} (less idle: ${more(half.busy, two.busy)}); 1 process at ${rate / 2}/s vs ${rate}/s: ${more(one.cpu, half.cpu)} (less idle: ${more(one.busy, half.busy)})`,
);
console.log(
  'The fixed rate is the fair comparison of the work a reply costs. Saturated, the servers, PostgreSQL and the load generator queue for the same two cores: a process taken off a core mid-turn, and one that handles fewer events per turn of its loop, spends more CPU a reply for the machine, not the code. At a fixed rate, a process that gets fewer messages a second spends more a reply (it wakes to colder caches more often): compare processes at the same rate each. Rows with more memory folds a reply (users crossing the fold threshold during the run) cost more a reply for that alone.',
);

fake.proc.kill();
await listener.end();
await db.end();
cluster.stop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
