/**
 * `/metrics` scraped during a chat load: an in-process server on a free port (SQLite, the demo
 * catalogue) in front of a fake OpenAI-compatible provider that thinks before its first token, more
 * users than reply slots so the queue fills; prints the scraped queue and first-token series.
 *   node --import tsx scripts/scrape-metrics.ts [users=24] [messages=5] [slots=4] [thinkMs=150]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { readConfig } from '../server/config.js';
import { createDeps } from '../server/deps-factory.js';
import { createApp } from '../server/app.js';
import { silentLogger } from '../server/deps.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { signBody } from '../shared/sign.js';
import { startFakeOpenAi, startSse, chunk, DONE } from '../server/providers/llm/test-support/fake-openai-server.js';

const arg = (i: number, d: number) => Number(process.argv[2 + i] ?? d);
const [users, messages, slots, thinkMs] = [arg(0, 24), arg(1, 5), arg(2, 4), arg(3, 150)];
const TOKEN = randomUUID();

// The provider thinks thinkMs (±50 %) before its first piece, then streams 8 pieces 10 ms apart.
const fake = await startFakeOpenAi();
fake.handle(async (_req, res) => {
  startSse(res);
  await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
  for (let i = 0; i < 8 && !res.destroyed; i++) {
    res.write(chunk(i ? ' more' : 'Hello'));
    await new Promise((r) => setTimeout(r, 10));
  }
  if (!res.destroyed) res.end(chunk(null, 'stop') + DONE);
});

const dir = mkdtempSync(join(tmpdir(), 'scrape-metrics-'));
const config = readConfig({
  DATA_DIR: dir,
  DIST_DIR: join(dir, 'none'),
  LLM_BASE_URL: fake.baseURL,
  LLM_MODEL: 'fake',
  LLM_CONCURRENCY: String(slots),
  RATE_LIMITS: 'off',
  METRICS_TOKEN: TOKEN,
});
const deps = await createDeps(config, { log: silentLogger });
deps.metrics?.collectProcessMetrics();
const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
  .png()
  .toBuffer();
await seedDemo(deps.db, { dataDir: dir, image: { name: 'tiny', generate: async () => tiny }, now: Date.now() });
const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((r) => server.once('listening', () => r()));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function call(path: string, params: unknown, token = '') {
  const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'scrape' });
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, config.signSecret) },
    body,
  });
  return (await res.json()) as { code: number; data: any };
}
const scrape = async () => (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

const [character] = (await call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
const pool = await Promise.all(
  Array.from({ length: users }, async () => {
    const { token, uid } = (await call('/v1/user/token', {})).data;
    await deps.db.updateTable('users').set({ energy: 1_000_000, is_visitor: 0 }).where('id', '=', uid).execute();
    const { sessionId } = (await call('/v1/session/from/character', { characterId: character.id }, token)).data;
    return { token, sessionId };
  }),
);

let failed = 0;
const started = performance.now();
const load = Promise.all(
  pool.map(async (u) => {
    for (let i = 0; i < messages; i++) {
      const r = await call('/v1/session/chat', { sessionId: u.sessionId, content: `message ${i}`, clientMsgId: randomUUID() }, u.token);
      if (r.code !== 0) failed++;
    }
  }),
);
// A scrape in the middle of the load: the queue is not empty then.
await new Promise((r) => setTimeout(r, 400));
const during = await scrape();
await load;
const seconds = (performance.now() - started) / 1000;
const after = await scrape();

const pick = (text: string, re: RegExp) => text.split('\n').filter((l) => re.test(l));
/** histogram_quantile over one series' cumulative buckets (linear inside the bucket, as Prometheus does). */
function quantile(text: string, name: string, q: number, labels = ''): number {
  const buckets = pick(text, new RegExp(`^${name}_bucket\\{.*${labels}`)).map((l) => ({
    le: Number(/le="([^"]+)"/.exec(l)![1]!.replace('+Inf', 'Infinity')),
    n: Number(l.split(' ').at(-1)),
  }));
  const byLe = new Map<number, number>();
  for (const b of buckets) byLe.set(b.le, (byLe.get(b.le) ?? 0) + b.n);
  const sorted = [...byLe].sort((a, b) => a[0] - b[0]);
  const total = sorted.at(-1)![1];
  let prevLe = 0;
  let prevN = 0;
  for (const [le, n] of sorted) {
    if (n >= q * total) return le === Infinity ? prevLe : prevLe + ((le - prevLe) * (q * total - prevN)) / Math.max(1, n - prevN);
    prevLe = le;
    prevN = n;
  }
  return prevLe;
}

console.log(
  `${users} users × ${messages} messages, ${slots} reply slots, provider thinks ~${thinkMs} ms: ${users * messages - failed} replies in ${seconds.toFixed(1)} s, ${failed} failed\n`,
);
console.log('— scraped during the load —');
for (const l of pick(during, /^chat_queue_(length|running) /)) console.log(l);
console.log('\n— scraped after the load —');
for (const l of pick(
  after,
  /^(chat_queue_wait_seconds|llm_first_token_seconds|llm_reply_duration_seconds)_(count|sum)\{|^llm_failures_total|^payments_/,
))
  console.log(l);
for (const l of pick(after, /^(chat_queue_wait_seconds_bucket\{.*lane="(free|premium)"|llm_first_token_seconds_bucket\{)/)) console.log(l);
const ms = (s: number) => `${(s * 1000).toFixed(0)} ms`;
const mean = (name: string, labels: string) => {
  const value = (part: string) =>
    Number(
      pick(after, new RegExp(`^${name}_${part}\\{.*${labels}`))[0]
        ?.split(' ')
        .at(-1),
    );
  return ms(value('sum') / value('count'));
};
const replies = 'lane="free"';
console.log(
  `\nfrom the buckets (as Grafana's histogram_quantile): reply queue wait p50 ${ms(quantile(after, 'chat_queue_wait_seconds', 0.5, replies))}, ` +
    `p95 ${ms(quantile(after, 'chat_queue_wait_seconds', 0.95, replies))} (mean ${mean('chat_queue_wait_seconds', replies)}); ` +
    `first token p50 ${ms(quantile(after, 'llm_first_token_seconds', 0.5))}, p95 ${ms(quantile(after, 'llm_first_token_seconds', 0.95))} ` +
    `(mean ${mean('llm_first_token_seconds', '')})`,
);
console.log(pick(after, /^http_request_duration_seconds_count\{method="POST",route="\/v1\/session\/chat"/).join('\n'));

server.close();
await fake.close();
await deps.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
