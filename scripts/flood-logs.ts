/**
 * How much one client can make the database grow through the anonymous sinks: floods
 * `/out-comm-logs/*` (15 KB query strings) and then `/v1/open` (15 KB of params) for N seconds each
 * from one address, against a real server on SQLite, and prints calls accepted, calls refused,
 * rows written and database growth.
 *
 *   node --import tsx scripts/flood-logs.ts [seconds=5] [checkout=.]
 *
 * `checkout` may be another work tree (e.g. `git worktree add /tmp/before <commit>`) to measure
 * an older server the same way.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { signBody, DEV_SIGN_SECRET } from '../shared/sign.js';

const seconds = Number(process.argv[2] ?? 5);
const checkout = resolve(process.argv[3] ?? '.');
const dir = mkdtempSync(join(tmpdir(), 'flood-'));
const dbFile = join(dir, 'app.db');

const server = spawn(process.execPath, ['--import', 'tsx', join(checkout, 'server/main.ts')], {
  cwd: checkout,
  env: {
    ...process.env,
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    DIST_DIR: join(dir, 'none'),
    BOT_TOKEN: '',
    SIGN_SECRET: '',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((ok, fail) => {
  let out = '';
  server.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    const m = /listening on (http:\/\/\S+)/.exec(out);
    if (m) ok(m[1]!);
  });
  server.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
});
const url = new URL(base);

const size = () => [dbFile, `${dbFile}-wal`].reduce((n, f) => n + (existsSync(f) ? statSync(f).size : 0), 0);
const logRows = () => {
  const db = new Database(dbFile, { readonly: true });
  const r = db.prepare('select count(*) as n, coalesce(sum(length(payload)), 0) as bytes from logs').get() as { n: number; bytes: number };
  db.close();
  return r;
};

const agent = new Agent({ keepAlive: true, maxSockets: 32 });
function send(method: 'GET' | 'POST', path: string, body?: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((ok) => {
    const req = request({ host: url.hostname, port: url.port, method, path, agent, headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        const m = /"code":\s*(\d+)/.exec(text);
        ok(m ? Number(m[1]) : -res.statusCode!);
      });
    });
    req.on('error', () => ok(-1));
    req.end(body);
  });
}

async function flood(name: string, one: () => Promise<number>) {
  const before = { size: size(), rows: logRows() };
  const until = Date.now() + seconds * 1000;
  const codes = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (Date.now() < until) {
        const code = await one();
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }),
  );
  const after = { size: size(), rows: logRows() };
  const total = [...codes.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${name}: ${total} calls in ${seconds} s (${[...codes].map(([c, n]) => `code ${c}: ${n}`).join(', ')}); ` +
      `${after.rows.n - before.rows.n} rows, ${((after.rows.bytes - before.rows.bytes) / 1024).toFixed(1)} KB of payload; ` +
      `database +${((after.size - before.size) / 1024 / 1024).toFixed(2)} MB`,
  );
}

const big = 'x'.repeat(15_000);
await flood('/out-comm-logs/server/h5/advlog', () => send('GET', `/out-comm-logs/server/h5/advlog?uid=flood&a=${big}`));
await flood('/v1/open', () => {
  const body = JSON.stringify({
    params: { fbp: 'fb', extra: big },
    token: '',
    ch: '',
    t: Date.now(),
    timezoneOffset: 0,
    plat: 'web',
    publisher: '',
    uuid: 'flood',
  });
  return send('POST', '/v1/open', body, { 'content-type': 'application/json', sign: signBody(body, DEV_SIGN_SECRET) });
});

agent.destroy();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dir, { recursive: true, force: true });
