/**
 * Two builds of the server side by side, for a CPU-per-reply ratio that holds on a busy machine:
 *   node --import tsx scripts/bench-chat-ab.ts <treeA> <treeB> [rounds=8] [seconds=2] [users=50]
 * Each tree runs compiled as deployed (scripts/build-server.ts, into `<tree>/build-bench`), or
 * through tsx when named `tsx:<tree>` (how every tree ran before 2026-11-26 18:00).
 * Each tree (a checkout: `git worktree add /tmp/base <rev>` and a node_modules link) gets its own
 * seeded SQLite and its own server process (production mode, rate limits off); one fake
 * OpenAI-compatible provider serves both. Load then goes to A and B in alternating rounds (the
 * order flips each round), N users each sending one message after another, so both builds meet
 * the same moments of the machine. Prints each build's server CPU a reply and messages per second
 * over all rounds, its peak resident memory, and the ratio B / A. BENCH_PROF=<dir> writes each server's V8 profile there
 * (`<dir>/A`, `<dir>/B`) and prints every reply each served, warm-up included, to divide by.
 * BENCH_NODE_B='--flag …' starts B's node with those flags (the same tree twice: a runtime setting).
 * BENCH_WARM=<s>: seconds of uncounted load each server gets first (10); BENCH_ROUNDS=1 prints each round;
 * BENCH_RATE=<n>: the measured rounds send n messages a second (open loop) instead of saturating.
 * BENCH_FACTS=<n>: each user starts with n remembered facts (a free user's turn reads up to 40).
 * BENCH_MESSAGE='…': what the users send ('I want to kiss you': a romantic cue the policy reads with the conversation).
 * BENCH_LIMITS=on: the rate limits counted as in production (each chat call checks two windows),
 * with figures no bench user reaches; off by default, as in every figure before 2026-11-27 15:00.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { Agent, request } from 'undici';
import { signBody } from '../shared/sign.js';
import { buildServer } from './build-server.js';
import { cpuSeconds, onCore } from './proc-cpu.js';

const SECRET = 'bench-secret-bench-secret-bench-secret';
/** Messages a second of the measured rounds (BENCH_RATE), instead of every user sending as soon as answered. */
const rate = Number(process.env.BENCH_RATE ?? 0);
/** What every user sends (BENCH_MESSAGE): by default one no content rule looks twice at. */
const message = process.env.BENCH_MESSAGE ?? 'How was your day?';
/** Facts each bench user starts with (BENCH_FACTS): a chat that has gone on a while; none by default. */
const facts = Number(process.env.BENCH_FACTS ?? 0);
/** Seconds of load each server gets before the measured rounds (BENCH_WARM). */
const warmSeconds = Number(process.env.BENCH_WARM ?? 10);

// Seed mode (a child run in the tree's own code): the demo catalogue with tiny pictures.
if (process.argv[2] === '--seed') {
  const [tree, dir] = [process.argv[3]!, process.argv[4]!];
  const sharp = (await import('sharp')).default;
  const { readConfig } = await import(join(tree, 'server/config.ts'));
  const { createDeps } = await import(join(tree, 'server/deps-factory.ts'));
  const { silentLogger } = await import(join(tree, 'server/deps.ts'));
  const { seedDemo } = await import(join(tree, 'server/db/seed/seed.ts'));
  const deps = await createDeps(readConfig({ DATA_DIR: dir, NODE_ENV: 'production', SIGN_SECRET: SECRET }), { log: silentLogger });
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  await seedDemo(deps.db, { dataDir: dir, image: { name: 'tiny', generate: async () => tiny }, now: Date.now() });
  await deps.close();
  process.exit(0);
}

function run(
  args: string[],
  opts: { cwd?: string; env?: Record<string, string> },
  ready?: RegExp,
): Promise<{ proc: ChildProcess; line: string }> {
  const proc = spawn(process.execPath, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, fail) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => ready?.test(line) && done({ proc, line }));
    proc.once('exit', (code) => (ready ? fail(new Error(`${args.join(' ')} exited with ${code}`)) : done({ proc, line: '' })));
  });
}

/** CPU seconds a child process has used so far (all its threads, scripts/proc-cpu.ts). */
const cpuOf = (proc: ChildProcess) => cpuSeconds(proc.pid!);

const [treeA, treeB] = [process.argv[2], process.argv[3]];
if (!treeA || !treeB) throw new Error('usage: bench-chat-ab.ts <treeA> <treeB> [rounds] [seconds] [users]');
const rounds = Number(process.argv[4] ?? 8);
const seconds = Number(process.argv[5] ?? 2);
const users = Number(process.argv[6] ?? 50);
const here = resolve('.');
const fake = await run(['--import', 'tsx', 'scripts/fake-llm.ts'], { cwd: here }, /^http/);
const agent = new Agent({ connections: 2 * users + 20, keepAliveTimeout: 30_000 });

interface Target {
  name: string;
  proc: ChildProcess;
  base: string;
  dir: string;
  pool: Array<{ token: string; sessionId: string }>;
  cpu: number;
  /** Of `cpu`, the main thread's (the event loop: everything but the collector's helpers and the checkpointer). */
  main: number;
  replies: number;
  /** Warm-up included. */
  all: number;
  elapsed: number;
}

async function start(name: string, spec: string): Promise<Target> {
  const tree = resolve(spec.replace(/^tsx:/, ''));
  // As deployed (compiled by scripts/build-server.ts, whatever the tree's age), or `tsx:<tree>`: its sources through tsx.
  const entry = spec.startsWith('tsx:')
    ? ['--import', 'tsx', 'server/main.ts']
    : [join(await buildServer(tree, join(tree, 'build-bench')), 'server/main.js')];
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  await run(['--import', 'tsx', join(here, 'scripts/bench-chat-ab.ts'), '--seed', tree, dir], { cwd: tree });
  const env = {
    DATA_DIR: dir,
    LLM_BASE_URL: fake.line.trim(),
    LLM_MODEL: 'fake',
    LLM_CONCURRENCY: String(users),
    DIST_DIR: join(dir, 'none'),
    PORT: '0',
    ...(process.env.BENCH_LIMITS === 'on'
      ? {
          RATE_LIMITS: 'on',
          RATE_LIMIT_CHAT_IP: '1000000000/60',
          RATE_LIMIT_CHAT_ACCOUNT: '1000000000/60',
          RATE_LIMIT_TOKEN_IP: '1000000000/60',
        }
      : { RATE_LIMITS: 'off' }),
    NODE_ENV: 'production',
    SIGN_SECRET: SECRET,
  };
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(process.env.BENCH_PROF, name)}`] : [];
  const flags = name === 'B' && process.env.BENCH_NODE_B ? process.env.BENCH_NODE_B.split(' ') : [];
  const server = await run([...prof, ...flags, ...entry], { cwd: tree, env }, /^listening on /);
  const t: Target = {
    name,
    proc: server.proc,
    base: server.line.replace('listening on ', '').trim(),
    dir,
    pool: [],
    cpu: 0,
    main: 0,
    replies: 0,
    all: 0,
    elapsed: 0,
  };
  const db = new Database(join(dir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  const columns = new Set((db.prepare('PRAGMA table_info(users)').all() as Array<{ name: string }>).map((c) => c.name));
  const character = (await call(t, '/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list[0];
  for (let i = 0; i < users; i++) {
    const { token, uid } = (await call(t, '/v1/user/token', {})).data;
    // Chat outside the tour is for signed-up members: the bench's users count as signed up.
    db.prepare(
      `UPDATE users SET energy = 1000000, vip_expire_at = 0${columns.has('is_visitor') ? ', is_visitor = 0' : ''} WHERE id = ?`,
    ).run(uid);
    const { sessionId } = (await call(t, '/v1/session/from/character', { characterId: character.id }, token)).data;
    t.pool.push({ token, sessionId });
    if (facts) rememberFacts(db, uid, character.id, facts);
  }
  db.close();
  return t;
}

/** What a user who has chatted a while is remembered by: `n` facts of several kinds, as folds keep them. */
function rememberFacts(db: Database.Database, userId: string, characterId: string, n: number) {
  const topics = [
    'quiet evenings at home',
    'jazz on rainy days',
    'her sister Anna',
    'a trip to Lisbon in May',
    'cooking pasta',
    'the gym before work',
  ];
  const kinds = ['like', 'person', 'plan', 'note', 'like', 'note'];
  const insert = db.prepare(
    `INSERT INTO memory_facts (id, user_id, character_id, kind, text, norm, source_message_id, pinned, user_edited, deleted, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, NULL, 0, 0, 0, ?, ?)`,
  );
  for (let i = 0; i < n; i++) {
    const text = `${topics[i % topics.length]} (${i + 1})`;
    insert.run(
      `f_${userId}_${i}`,
      userId,
      characterId,
      kinds[i % kinds.length],
      text,
      text.toLowerCase(),
      1_790_000_000_000 + i,
      1_790_000_000_000 + i,
    );
  }
}

async function call(t: Pick<Target, 'base'>, path: string, params: unknown, token = '') {
  const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'bench' });
  const res = await request(t.base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, SECRET) },
    body,
    dispatcher: agent,
  });
  return (await res.body.json()) as { code: number; data: any };
}

/** One round of load on one target: every user sends one message after another for `s` seconds. */
async function round(t: Target, s: number, record: boolean) {
  const until = performance.now() + s * 1000;
  const cpu0 = cpuOf(t.proc);
  const main0 = onCore(t.proc.pid!, t.proc.pid!);
  const t0 = performance.now();
  let sent = 0;
  const chat = async (p: Target['pool'][number]) => {
    const r = await call(t, '/v1/session/chat', { sessionId: p.sessionId, content: message, clientMsgId: randomUUID() }, p.token);
    if (r.code !== 0) throw new Error(`${t.name}: chat answered ${r.code}`);
    sent++;
  };
  if (record && rate) {
    // Open loop: `rate` messages a second, each from a user not waiting for a reply.
    const free = [...t.pool];
    const running: Array<Promise<void>> = [];
    for (let i = 0; i < rate * s; i++) {
      const wait = t0 + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const p = free.shift();
      if (p) running.push(chat(p).then(() => void free.push(p)));
    }
    await Promise.all(running);
  } else
    await Promise.all(
      t.pool.map(async (p) => {
        while (performance.now() < until) await chat(p);
      }),
    );
  t.all += sent;
  if (process.env.BENCH_ROUNDS)
    console.log(
      `  ${t.name}${record ? '' : ' (warm-up)'}: ${(((cpuOf(t.proc) - cpu0) / sent) * 1000).toFixed(2)} ms a reply, ${sent} replies`,
    );
  if (!record) return;
  t.cpu += cpuOf(t.proc) - cpu0;
  t.main += onCore(t.proc.pid!, t.proc.pid!) - main0;
  t.replies += sent;
  t.elapsed += (performance.now() - t0) / 1000;
}

const a = await start('A', treeA);
const b = await start('B', treeB);
// Warm-up, not counted: the caches and the JIT of both. A fresh server spends about 2.5x the CPU
// a reply of its steady state in its first second of load and reaches the steady state after
// about 5,000 replies (BENCH_ROUNDS=1 prints each round): a server in service has long been warm.
for (const t of [a, b]) for (let s = 0; s < warmSeconds; s += 2) await round(t, 2, false);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? [b, a] : [a, b];
  for (const t of order) await round(t, seconds, true);
}
const perReply = (t: Target) => (t.cpu / t.replies) * 1000;
/** The process's peak resident memory so far, MB (/proc: VmHWM). */
const peakRss = (t: Target) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${t.proc.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
for (const [t, spec] of [
  [a, treeA],
  [b, treeB],
] as const)
  console.log(
    `${t.name} ${spec}: ${perReply(t).toFixed(2)} ms of server CPU a reply (${((t.main / t.replies) * 1000).toFixed(2)} on the main thread), ${(t.replies / t.elapsed).toFixed(0)} messages/s (${t.replies} replies; ${t.all} with the warm-up), peak RSS ${peakRss(t).toFixed(0)} MB`,
  );
console.log(
  `B / A: CPU a reply ${(perReply(b) / perReply(a)).toFixed(2)}x, messages/s ${(b.replies / b.elapsed / (a.replies / a.elapsed)).toFixed(2)}x`,
);
for (const t of [a, b]) {
  t.proc.kill('SIGINT');
  await new Promise((r) => t.proc.once('exit', r));
  rmSync(t.dir, { recursive: true, force: true });
}
fake.proc.kill();
process.exit(0);
