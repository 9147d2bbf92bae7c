/**
 * The home list against a bare Hono app, side by side in one run. Three processes: the server
 * (server/main.ts on a seeded SQLite, NODE_ENV=production, rate limits off), a bare Hono app on
 * @hono/node-server answering the same JSON it was handed, and this load generator (undici, N
 * keep-alive connections). Each target gets a warm-up, then `seconds` of load in four turns
 * taken in alternation with the other's.
 *   node --import tsx scripts/bench-list.ts [seconds=8] [connections=50]
 * Prints requests/s, p50/p99 latency and CPU a request (user part apart) for each, and the ratio
 * list / bare (goal: >= 0.5). BENCH_LIMITS=on counts every call against the per-process read limit
 * as production does (figures out of reach). The server logs at LOG_LEVEL=warn (no access lines) unless
 * LOG_LEVEL is given; BENCH_PROF=1 writes CPU profiles of both servers (see below).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Turns each target takes (see `target`). */
const ROUNDS = 4;

// Child mode: the bare Hono app, answering every POST with the JSON in the given file.
if (process.argv[2] === '--bare') {
  const { Hono } = await import('hono');
  const { serve } = await import('@hono/node-server');
  const answer = JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as unknown;
  const app = new Hono().post('*', (c) => c.json(answer as object));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening on http://127.0.0.1:${info.port}`));
  // An exit rather than the default kill, so a --cpu-prof profile is written.
  process.on('SIGTERM', () => process.exit(0));
} else {
  await main();
}

function child(args: string[], env: Record<string, string>, flags: string[] = []): Promise<{ proc: ChildProcess; base: string }> {
  const proc = spawn(process.execPath, [...flags, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const m = /^listening on (\S+)/.exec(line);
      if (m) resolve({ proc, base: m[1]! });
    });
    proc.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/** CPU time a process has used, user and system (kernel: syscalls, the loopback network), in µs, from /proc (Linux). */
function userSysOf(pid: number): [number, number] {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return [(Number(f[11]) * 1e6) / 100, (Number(f[12]) * 1e6) / 100];
}

/**
 * One server under load: N keep-alive connections, driven a slice of time at a time. The two
 * targets take turns (ROUNDS slices each), so a change in the other load on the machine reaches
 * both alike rather than only the one measured second.
 */
function target(url: string, body: string, headers: Record<string, string>, connections: number, pid: number) {
  const agent = new Agent({ connections, keepAliveTimeout: 30_000 });
  const lat: number[] = [];
  let errors = 0;
  let sent = 0;
  let wall = 0;
  let cpu = 0;
  let user = 0;
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const t0 = performance.now();
          const res = await request(url, { method: 'POST', headers, body, dispatcher: agent });
          const text = await res.body.text();
          sent++;
          if (res.statusCode !== 200 || !text.includes('"code":0')) errors++;
          if (record) lat.push(performance.now() - t0);
        }
      }),
    );
  };
  return {
    warm: () => run(performance.now() + 2000, false),
    async slice(seconds: number) {
      const t0 = performance.now();
      const [user0, sys0] = userSysOf(pid);
      await run(t0 + seconds * 1000, true);
      wall += (performance.now() - t0) / 1000;
      const [user1, sys1] = userSysOf(pid);
      cpu += user1 + sys1 - user0 - sys0;
      user += user1 - user0;
    },
    async done() {
      await agent.close();
      lat.sort((a, b) => a - b);
      const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))]!;
      return { rps: lat.length / wall, p50: q(0.5), p99: q(0.99), errors, cpuUs: cpu / lat.length, userUs: user / lat.length, sent };
    },
  };
}

async function main() {
  const seconds = Number(process.argv[2] ?? 8);
  const connections = Number(process.argv[3] ?? 50);
  const dir = mkdtempSync(join(tmpdir(), 'bench-list-'));
  const env = {
    DATA_DIR: dir,
    DIST_DIR: join(dir, 'none'),
    PORT: '0',
    // BENCH_LIMITS=on: the list's own limit counted as in production (its figures out of reach).
    ...(process.env.BENCH_LIMITS === 'on'
      ? { RATE_LIMIT_READ_IP: '1000000000/60', RATE_LIMIT_READ_ACCOUNT: '1000000000/60' }
      : { RATE_LIMITS: 'off' }),
    NODE_ENV: 'production',
    SIGN_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const config = readConfig(env);
  const deps = await createDeps(config, { log: silentLogger });
  // Tiny pictures keep seeding fast: the list serves their URLs, not their bytes.
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  await seedDemo(deps.db, { dataDir: dir, image: { name: 'tiny', generate: async () => tiny }, now: Date.now() });
  await deps.close();

  // BENCH_PROF=1: CPU profiles of the server in /tmp/prof-list, of the bare app in /tmp/prof-list/bare.
  // The server as deployed: compiled (scripts/build-server.ts), not through tsx.
  const server = await child(
    [join(await buildServer(), 'server/main.js')],
    env,
    process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-list'] : [],
  );
  // The mini-app's first home call: page 1 of the recommended list, as an anonymous visitor.
  const body = JSON.stringify({
    params: { sort: 1, page: 1, pageSize: 20 },
    token: '',
    ch: '',
    t: Date.now(),
    timezoneOffset: 0,
    plat: 'web',
    publisher: '',
    uuid: 'bench',
  });
  const headers = { 'content-type': 'application/json', sign: signBody(body, config.signSecret) };
  const first = await request(`${server.base}/v1/character/list`, { method: 'POST', headers, body });
  const answer = await first.body.text();
  if (!answer.includes('"code":0')) throw new Error(`list answered ${answer.slice(0, 200)}`);
  writeFileSync(join(dir, 'answer.json'), answer);
  const bare = await child(
    ['scripts/bench-list.ts', '--bare', join(dir, 'answer.json')],
    {},
    process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-list/bare'] : [],
  );

  try {
    console.log(
      `${connections} connections, ${seconds} s each (${ROUNDS} turns), answer ${answer.length} bytes (${JSON.parse(answer).data.list.length} cards)`,
    );
    const bareLoad = target(`${bare.base}/v1/character/list`, body, headers, connections, bare.proc.pid!);
    const listLoad = target(`${server.base}/v1/character/list`, body, headers, connections, server.proc.pid!);
    await bareLoad.warm();
    await listLoad.warm();
    for (let i = 0; i < ROUNDS; i++) {
      await bareLoad.slice(seconds / ROUNDS);
      await listLoad.slice(seconds / ROUNDS);
    }
    const b = await bareLoad.done();
    const l = await listLoad.done();
    const row = (name: string, r: typeof b) =>
      console.log(
        `${name}: ${r.rps.toFixed(0)} requests/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.cpuUs.toFixed(0)} µs of server CPU a request (${r.userUs.toFixed(0)} user), ${r.errors} errors${process.env.BENCH_PROF ? `, ${r.sent} requests with the warm-up` : ''}`,
      );
    row('bare Hono      ', b);
    row('/v1/character/list', l);
    console.log(
      `ratio list / bare: ${(l.rps / b.rps).toFixed(2)}x requests/s (goal >= 0.5x), ${(b.cpuUs / l.cpuUs).toFixed(2)}x by server CPU a request`,
    );
  } finally {
    server.proc.kill('SIGTERM');
    bare.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}
