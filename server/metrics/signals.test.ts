import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { makeTestApp, testDialect, type TestApp } from '../test/harness.js';
import { createLogger, type Logger } from '../log.js';
import { requestScope } from '../http/request-id.js';
import { memoryIdle } from '../domain/chat/memory.js';
import type { AppEnv } from '../http/env.js';
import type { Deps } from '../deps.js';
import { metricsApp } from './route.js';
import { createOrder, markPaid, refundOrder } from '../domain/orders/index.js';
import dashboard from '../../ops/grafana/companion-dashboard.json' with { type: 'json' };

const TOKEN = 'metrics-token-for-tests-0123456789';

/** A real pino logger writing into an array: the lines exactly as production writes them. */
function capture(): { log: Logger; lines: () => Array<Record<string, unknown>>; raw: string[] } {
  const raw: string[] = [];
  const log = createLogger({ destination: { write: (s: string) => void raw.push(s) } });
  return { log, raw, lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

/** The count of a histogram's series whose labels contain `labels`, summed. */
function histogramCount(text: string, name: string, labels = ''): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}_count{`) && l.includes(labels))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await memoryIdle();
  await t.close();
});

/** An app with the request scope over deps whose logger is captured. */
function scopedApp() {
  const captured = capture();
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { log: captured.log } as Deps);
    await next();
  });
  app.use('*', requestScope);
  return { ...captured, app };
}

describe(`operations signals on ${testDialect}`, () => {
  it('answers a sane X-Request-Id back and replaces a hostile one', async () => {
    const kept = await t.app.request('/healthz', { headers: { 'x-request-id': 'lb-7f3a-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a-0001');
    for (const hostile of ['x","level":"fatal', 'a'.repeat(200)]) {
      const replaced = await t.app.request('/healthz', { headers: { 'x-request-id': hostile } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await t.app.request('/healthz');
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stamps the request id on lines written during the request, and none outside it', async () => {
    const { log, lines, app } = scopedApp();
    app.get('/work/:id', async (c) => {
      await new Promise((r) => setTimeout(r, 1));
      c.get('deps').log.warn('inside the handler', { step: 1 });
      return c.text('ok');
    });
    const res = await app.request('/work/42', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    log.info('outside any request');
    const [inside, access, outside] = lines();
    expect(inside).toMatchObject({ level: 'warn', msg: 'inside the handler', step: 1, requestId: 'abc-123' });
    expect(access).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/work/:id', status: 200, requestId: 'abc-123' });
    expect(typeof access!.ms).toBe('number');
    expect(outside).not.toHaveProperty('requestId');
  });

  it('over real HTTP too: the id answered in X-Request-Id is the one on the lines of the request, and never shared', async () => {
    const { lines, app } = scopedApp();
    app.post('/work', async (c) => {
      // Two requests at once: each line keeps its own request's id across the awaits.
      await new Promise((r) => setTimeout(r, 5));
      c.get('deps').log.info('inside', { n: Number(c.req.query('n')) });
      throw new Error('boom');
    });
    app.onError((_e, c) => {
      c.get('deps').log.error('unhandled error');
      return c.text('fail', 500);
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const [kept, made] = await Promise.all([
        fetch(`${base}/work?n=1`, { method: 'POST', headers: { 'x-request-id': 'real-1' } }),
        fetch(`${base}/work?n=2`, { method: 'POST', headers: { 'x-request-id': 'x","level":"fatal' } }),
      ]);
      expect(kept.status).toBe(500);
      expect(kept.headers.get('x-request-id')).toBe('real-1');
      const id = made.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const byN = (n: number) => lines().find((l) => l.msg === 'inside' && l.n === n);
      expect(byN(1)).toMatchObject({ requestId: 'real-1' });
      expect(byN(2)).toMatchObject({ requestId: id });
      expect(
        lines()
          .filter((l) => l.msg === 'unhandled error')
          .map((l) => l.requestId),
      ).toEqual(expect.arrayContaining(['real-1', id]));
      expect(
        lines()
          .filter((l) => l.msg === 'request')
          .map((l) => [l.requestId, l.status]),
      ).toEqual(
        expect.arrayContaining([
          ['real-1', 500],
          [id, 500],
        ]),
      );
    } finally {
      server.close();
    }
  });

  it('writes no token, email or message text in the lines of a chat call', async () => {
    const { log, lines, raw } = capture();
    t.deps.log = log;
    const { token } = await t.member();
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const { sessionId } = (await t.call('/v1/session/from/character', { characterId: c.id }, { token })).data;
    const words = 'my very private words 4711';
    const r = await t.call(
      '/v1/session/chat',
      { sessionId, content: words, clientMsgId: randomUUID() },
      { token, headers: { 'x-request-id': 'chat-1' } },
    );
    expect(r.code).toBe(0);
    // Something that slips into a line by accident is cut too.
    log.warn('mail to someone@example.com failed', { email: 'someone@example.com', token, content: words, error: `Bearer ${token}` });

    expect(lines()).toContainEqual(
      expect.objectContaining({ msg: 'request', method: 'POST', route: '/v1/session/chat', status: 200, requestId: 'chat-1' }),
    );
    const all = raw.join('');
    expect(all).not.toContain(token);
    expect(all).not.toContain(words);
    expect(all).not.toContain('someone@example.com');
  });

  it('serves /metrics only with the bearer token, showing the chat queue and first-token histograms', async () => {
    expect((await t.app.request('/metrics')).status).toBe(401);
    expect((await t.app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const res = await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    // The chat call of the test above went through the real queue and provider.
    expect(histogramCount(text, 'chat_queue_wait_seconds')).toBeGreaterThan(0);
    expect(histogramCount(text, 'llm_first_token_seconds', 'provider="offline"')).toBeGreaterThan(0);
    expect(histogramCount(text, 'llm_reply_duration_seconds', 'outcome="ok"')).toBeGreaterThan(0);
    expect(histogramCount(text, 'http_request_duration_seconds', 'route="/v1/session/chat",status="200"')).toBeGreaterThan(0);
    expect(text).toMatch(/^chat_queue_length 0$/m);
    if (testDialect === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
  });

  it('counts a payment credited once and its refund once, whatever arrives twice', async () => {
    const { uid } = await t.member();
    const user = await t.deps.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
    const order = await createOrder(t.deps, user, { kind: 'vip', itemId: 'vip-monthly', comeFrom: '' });
    const paid = { orderId: order.id, providerRef: `m-${order.id}`, payMethod: 'OceanPayment' as const };
    expect((await markPaid(t.deps, paid)).credited).toBe(true);
    expect((await markPaid(t.deps, paid)).credited).toBe(false);
    expect((await refundOrder(t.deps, order.id, 'test')).refunded).toBe(true);
    expect((await refundOrder(t.deps, order.id, 'test')).refunded).toBe(false);
    const text = await (await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(text).toContain('payments_credited_total{method="OceanPayment"} 1\n');
    expect(text).toContain(`payments_credited_cents_total{method="OceanPayment"} ${order.amount_cents}\n`);
    expect(text).toContain('payments_refunded_total{method="OceanPayment"} 1\n');
  });

  it('has every series the Grafana dashboard asks for', async () => {
    t.deps.metrics!.collectProcessMetrics();
    const text = await (await t.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const exported = new Set(
      [...text.matchAll(/^# TYPE (\w+) (\w+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
      ),
    );
    const asked = (dashboard.panels as Array<{ targets?: Array<{ expr: string }> }>).flatMap((p) => (p.targets ?? []).map((q) => q.expr));
    const names = new Set(asked.flatMap((e) => [...e.matchAll(/\b([a-z_]+)\{/g)].map((m) => m[1]!)));
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) if (name !== 'db_pool_connections' || testDialect === 'postgres') expect(exported).toContain(name);
  });

  it('never serves /metrics on the main port without a token, and asks for it on METRICS_PORT', async () => {
    const ops = t.deps.config.ops;
    ops.metricsToken = null;
    try {
      // Not even the mini-app's page: the path does not exist.
      expect((await t.app.request('/metrics')).status).toBe(404);
      expect((await metricsApp(t.deps).request('/metrics')).status).toBe(200);
    } finally {
      ops.metricsToken = TOKEN;
    }
    expect((await metricsApp(t.deps).request('/metrics')).status).toBe(401);
    expect((await metricsApp(t.deps).request('/readyz')).status).toBe(200);
  });

  it('is live whatever happens, and ready only with a database that answers and while not draining', async () => {
    expect(await (await t.app.request('/readyz')).json()).toEqual({ ok: true });

    t.deps.draining = true;
    const draining = await t.app.request('/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ ok: false, reason: 'shutting down' });
    t.deps.draining = false;

    const real = t.deps.db;
    const closed = new Kysely<never>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await closed.destroy();
    (t.deps as { db: unknown }).db = closed;
    try {
      const down = await t.app.request('/readyz');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ok: false, reason: 'database unavailable' });
      expect((await t.app.request('/healthz')).status).toBe(200);
    } finally {
      t.deps.db = real;
    }
    expect((await t.app.request('/readyz')).status).toBe(200);
  });
});
