/**
 * Chat speed, measured against a fake OpenAI-compatible server on loopback that answers at once.
 * The server, the fake provider and this load generator run as three processes, as in production
 * the provider and the clients are elsewhere:
 *   node --import tsx scripts/bench-chat.ts [users=50] [seconds=10]
 * Prints the server's added latency to first token (p50, p95) and messages per second with N
 * concurrent users on SQLite. Targets (issue 4): < 15 ms added at p50, >= 500 messages/s. Then the
 * same load goes to a bare relay (scripts/bare-chat-relay.ts: Hono and undici to the same provider,
 * nothing else), and the server's CPU a reply is printed against that floor, measured in the run.
 * Each gets BENCH_WARM seconds (10) of uncounted load first. BENCH_PROF=1: the server's V8 profile
 * in /tmp/prof; BENCH_NODE='--flag …': node flags for the server (its other output is printed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { Agent, request } from 'undici';
import { readConfig } from '../server/config.js';
import { createDeps } from '../server/deps-factory.js';
import { silentLogger } from '../server/deps.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { signBody } from '../shared/sign.js';
import { buildServer } from './build-server.js';
import { cpuSeconds } from './proc-cpu.js';

/** Start a child process and wait for the first stdout line that matches. */
function child(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ proc: ChildProcess; line: string }> {
  const proc = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF && args[0]!.includes('main') ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      // Extra node/V8 flags for the server only, e.g. BENCH_NODE='--trace-deopt'.
      ...(process.env.BENCH_NODE && args[0]!.includes('main') ? process.env.BENCH_NODE.split(' ') : []),
      '--import',
      'tsx',
      ...args,
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (ready.test(line)) resolve({ proc, line });
      else if (process.env.BENCH_NODE && args[0]!.includes('main')) console.log(line);
    });
    proc.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

const users = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
const fake = await child(['scripts/fake-llm.ts'], {}, /^http/);
const fakeUrl = fake.line.trim();

// Every user chats from one address far faster than a person: the rate limits would refuse it.
const env = {
  DATA_DIR: dir,
  LLM_BASE_URL: fakeUrl,
  LLM_MODEL: 'fake',
  LLM_CONCURRENCY: String(users),
  DIST_DIR: join(dir, 'none'),
  PORT: '0',
  RATE_LIMITS: 'off',
  // As deployed: production skips checking each answer against the contract.
  NODE_ENV: 'production',
  SIGN_SECRET: 'bench-secret-bench-secret-bench-secret',
};
const config = readConfig(env);
const deps = await createDeps(config, { log: silentLogger });
// A tiny picture keeps seeding fast; the bench is about chat, not images.
const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
  .png()
  .toBuffer();
await seedDemo(deps.db, { dataDir: dir, image: { name: 'tiny', generate: async () => tiny }, now: Date.now() });
// The server as deployed: compiled (scripts/build-server.ts), not through tsx.
const server = await child([join(await buildServer(), 'server/main.js')], env, /^listening on /);
const base = server.line.replace('listening on ', '').trim();

// undici's request with keep-alive: fetch here cost the load generator half a core of the two.
const agent = new Agent({ connections: users + 10, keepAliveTimeout: 30_000 });
async function call(path: string, params: unknown, token = '', sse = false, to = base) {
  const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'bench' });
  return request(to + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      sign: signBody(body, config.signSecret),
      ...(sse ? { accept: 'text/event-stream' } : {}),
    },
    body,
    dispatcher: agent,
  });
}
type Answer = Awaited<ReturnType<typeof request>>;
const json = async (r: Promise<Answer>) => (await (await r).body.json()) as { code: number; data: any };

const [character] = (await json(call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 }))).data.list;
async function newUser() {
  const { token, uid } = (await json(call('/v1/user/token', {}))).data;
  // Chat outside the tour is for signed-up members: the bench's users count as signed up.
  await deps.db
    .updateTable('users')
    .set({ energy: 1_000_000 - 1, vip_expire_at: 0, is_visitor: 0 })
    .where('id', '=', uid)
    .execute();
  const { sessionId } = (await json(call('/v1/session/from/character', { characterId: character.id }, token))).data;
  return { token, sessionId };
}

/** Time to the first byte of the first `token` event. */
async function firstToken(res: Answer, started: number) {
  const dec = new TextDecoder();
  let buf = '';
  let at = 0;
  for await (const value of res.body) {
    buf += dec.decode(value as Buffer, { stream: true });
    if (!at && buf.includes('event: token')) at = performance.now() - started;
  }
  return at;
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// 1. Added latency to first token: through our server vs straight to the fake provider.
const u = await newUser();
const direct: number[] = [];
const via: number[] = [];
for (let i = 0; i < 220; i++) {
  let t0 = performance.now();
  const d = await request(`${fakeUrl}/chat/completions`, {
    method: 'POST',
    dispatcher: agent,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'fake', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  const dt = await firstToken(d, t0).then(() => performance.now() - t0);
  t0 = performance.now();
  const r = await call('/v1/session/chat', { sessionId: u.sessionId, content: `hello ${i}`, clientMsgId: randomUUID() }, u.token, true);
  const vt = await firstToken(r, t0);
  if (i >= 20) {
    direct.push(dt);
    via.push(vt);
  }
}
console.log(`first token straight from the provider: p50 ${pct(direct, 50).toFixed(1)} ms, p95 ${pct(direct, 95).toFixed(1)} ms`);
console.log(`first token through the server:        p50 ${pct(via, 50).toFixed(1)} ms, p95 ${pct(via, 95).toFixed(1)} ms`);
console.log(
  `server's added latency to first token:  p50 ${(pct(via, 50) - pct(direct, 50)).toFixed(1)} ms, p95 ${(pct(via, 95) - pct(direct, 95)).toFixed(1)} ms`,
);

/** CPU seconds a child process has used so far (all its threads, scripts/proc-cpu.ts). */
const cpuOf = (proc: ChildProcess) => cpuSeconds(proc.pid!);
const selfCpu = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
};

// 2. Throughput: N users each sending one message after another for `seconds`, to the server, then
// the same to a bare relay (scripts/bare-chat-relay.ts): the floor any server in between pays.
const pool = await Promise.all(Array.from({ length: users }, newUser));
async function load(proc: ChildProcess, to: string, secs = seconds) {
  let sent = 0;
  let failed = 0;
  const until = performance.now() + secs * 1000;
  const t0 = performance.now();
  const cpu0 = { server: cpuOf(proc), fake: cpuOf(fake.proc), load: selfCpu() };
  await Promise.all(
    pool.map(async (p) => {
      while (performance.now() < until) {
        const r = await json(
          call('/v1/session/chat', { sessionId: p.sessionId, content: 'How was your day?', clientMsgId: randomUUID() }, p.token, false, to),
        );
        if (r.code === 0) sent++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = { server: cpuOf(proc) - cpu0.server, fake: cpuOf(fake.proc) - cpu0.fake, load: selfCpu() - cpu0.load };
  return { sent, failed, elapsed, cpu, perReply: (cpu.server / sent) * 1000 };
}
// Warm-up, not counted (BENCH_WARM seconds, 10): a fresh server spends about 2.5x its steady CPU a
// reply in its first second of load and reaches the steady state after about 5,000 replies (the
// JIT); a server in service has long been warm. The relay below gets the same.
const warmSeconds = Number(process.env.BENCH_WARM ?? 10);
if (warmSeconds) await load(server.proc, base, warmSeconds);
const ours = await load(server.proc, base);
const { sent, failed, elapsed, cpu } = ours;
console.log(
  `CPU used meanwhile: server ${((cpu.server / elapsed) * 100).toFixed(0)}% (${ours.perReply.toFixed(2)} ms a reply), fake provider ${((cpu.fake / elapsed) * 100).toFixed(0)}%, load generator ${((cpu.load / elapsed) * 100).toFixed(0)}%`,
);
console.log(
  `${users} concurrent users, SQLite: ${(sent / elapsed).toFixed(0)} messages/s (${sent} replies in ${elapsed.toFixed(1)} s, ${failed} failed)`,
);
const relay = await child(['scripts/bare-chat-relay.ts', fakeUrl], {}, /^listening on /);
const relayBase = relay.line.replace('listening on ', '').trim();
if (warmSeconds) await load(relay.proc, relayBase, warmSeconds);
const bare = await load(relay.proc, relayBase);
relay.proc.kill('SIGTERM');
console.log(
  `bare relay (Hono, undici to the same provider; no database, account, policy or memory): ${(bare.sent / bare.elapsed).toFixed(0)} messages/s, ${bare.perReply.toFixed(2)} ms of CPU a reply`,
);
console.log(
  `server CPU a reply against the bare relay: ${(ours.perReply / bare.perReply).toFixed(2)}x (${(ours.perReply - bare.perReply).toFixed(2)} ms a reply of the server's own work)`,
);

server.proc.kill('SIGINT');
await new Promise((r) => server.proc.once('exit', r));
fake.proc.kill();
await deps.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
