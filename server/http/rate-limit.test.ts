import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { createDeps } from '../deps-factory.js';
import { createApp } from '../app.js';
import { silentLogger } from '../deps.js';
import { readConfig } from '../config.js';
import { signBody } from '../../shared/sign.js';
import { clientLogLimits } from '../domain/logs.js';
import { ipKey } from './client-ip.js';

const TOO_MANY = 1004;
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});

/** An app whose per-IP limits read X-Forwarded-For (one trusted proxy), as behind nginx. */
async function app(dialect: (typeof dialects)[number], env: Record<string, string> = {}): Promise<TestApp> {
  const t = await makeTestApp({ dialect, env: { TRUST_PROXY: '1', ...env } });
  opened.push(t);
  return t;
}
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const count = async (t: TestApp, table: 'users' | 'login_codes' | 'logs' | 'tokens') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const codes = (rs: { code: number }[]) => rs.map((r) => r.code);
const tally = (rs: { code: number }[]) => ({
  ok: codes(rs).filter((c) => c !== TOO_MANY).length,
  limited: codes(rs).filter((c) => c === TOO_MANY).length,
});

describe.each(dialects)('rate limits on %s', (dialect) => {
  it('50 concurrent visitor-token calls from one IP: 30 accepted, 20 refused with 1004 and no row; another IP is untouched', async () => {
    const t = await app(dialect);
    const users = await count(t, 'users');
    const rs = await Promise.all(Array.from({ length: 50 }, () => t.call('/v1/user/token', {}, from('203.0.113.7'))));
    expect(tally(rs)).toEqual({ ok: 30, limited: 20 });
    expect(rs.find((r) => r.code === TOO_MANY)!.message).toMatch(/^Too many requests, try again in \d+ s$/);
    expect(rs.find((r) => r.code === TOO_MANY)!.data).toBeNull();
    expect(await count(t, 'users')).toBe(users + 30);
    // A client cannot escape by writing its own X-Forwarded-For: only the proxy's entry counts.
    expect((await t.call('/v1/user/token', {}, from('198.51.100.1, 203.0.113.7'))).code).toBe(TOO_MANY);
    expect((await t.call('/v1/user/token', {}, from('203.0.113.8'))).code).toBe(0);
    expect(await count(t, 'users')).toBe(users + 31);
  });

  it('login mails to distinct addresses from one IP: 10 sent, the rest refused before any code is written', async () => {
    const t = await app(dialect);
    const before = await count(t, 'login_codes');
    const rs = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.call('/v1/login/email/request-login', { email: `victim${i}@example.com`, useShortCode: true }, from('203.0.113.9')),
      ),
    );
    expect(tally(rs)).toEqual({ ok: 10, limited: 15 });
    expect(await count(t, 'login_codes')).toBe(before + 10);
    expect((await t.call('/v1/login/phone/valid-code/request', { phone: '+15555550100' }, from('203.0.113.9'))).code).toBe(TOO_MANY);
  });

  it('code guesses: 30 per IP whatever the address, and 30 per address whatever the IP', async () => {
    const t = await app(dialect);
    const perIp = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.call('/v1/login/email', { email: `g${i}@example.com`, code: '000000' }, from('203.0.113.10'))),
    );
    expect(tally(perIp)).toEqual({ ok: 30, limited: 10 });
    const perTarget = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call('/v1/login/email', { email: 'one@example.com', code: '000000' }, from(`198.51.100.${i + 1}`)),
      ),
    );
    expect(tally(perTarget)).toEqual({ ok: 30, limited: 10 });
  });

  it('chat is limited per account whatever the IP: past the window, every call is refused before it runs', async () => {
    const t = await app(dialect, { RATE_LIMIT_CHAT_ACCOUNT: '3/60' });
    const { token } = (await t.call('/v1/user/token', {}, from('203.0.113.11'))).data;
    const rs = [];
    // Different IPs: only the account rule can refuse.
    for (let i = 0; i < 5; i++)
      rs.push(
        await t.call(
          '/v1/session/chat',
          { sessionId: 'no-such-session', content: 'hi', clientMsgId: `m${i}` },
          { token, ...from(`198.51.100.${i + 1}`) },
        ),
      );
    expect(codes(rs).slice(3)).toEqual([TOO_MANY, TOO_MANY]);
    expect(codes(rs).slice(0, 3)).not.toContain(TOO_MANY);
  });

  it('every other call is limited too, per IP and per account, counted in memory', async () => {
    const t = await app(dialect, { RATE_LIMIT_READ_IP: '20/60', RATE_LIMIT_READ_ACCOUNT: '10/60' });
    const list = (ip: string) => t.call('/v1/character/list', { sort: 3, page: 1, pageSize: 10 }, from(ip));
    const anonymous = await Promise.all(Array.from({ length: 25 }, () => list('203.0.113.20')));
    expect(tally(anonymous)).toEqual({ ok: 20, limited: 5 });
    expect((await list('203.0.113.21')).code).toBe(0);
    // A member calling from many addresses meets the account's figure.
    const { token } = (await t.call('/v1/user/token', {}, from('203.0.113.22'))).data;
    const mine = [];
    for (let i = 0; i < 12; i++) mine.push(await t.call('/v1/user/my-profile', {}, { token, ...from(`198.51.100.${i + 1}`) }));
    expect(codes(mine).filter((c) => c === TOO_MANY)).toHaveLength(2);
    // No row a call: these counts never reach the shared table.
    const rows = await sql`select ${sql.ref('key')} from rate_limits where ${sql.ref('key')} like 'read.%'`.execute(t.deps.db);
    expect(rows.rows).toEqual([]);
  });

  it('two server instances on one database share every window', async () => {
    const a = await app(dialect, { RATE_LIMIT_LOGS_IP: '10/60' });
    const depsB = await createDeps(a.deps.config, { log: silentLogger });
    opened.push(depsB);
    const b = createApp(depsB);
    const hit = async (x: { request: typeof b.request }) =>
      (await x.request('/out-comm-logs/client/h5/activity?e=click', { headers: { 'x-forwarded-for': '203.0.113.12' } })).json() as Promise<{
        code: number;
      }>;
    const rs = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(i % 2 ? a.app : b)));
    expect(tally(rs)).toEqual({ ok: 10, limited: 20 });
    expect(await count(a, 'logs')).toBe(10);
    if (dialect === 'postgres') {
      // Visitor tokens through both instances at once: still 30 in all.
      const body = JSON.stringify({
        params: {},
        token: '',
        ch: '',
        t: Date.now(),
        timezoneOffset: 0,
        plat: 'web',
        publisher: '',
        uuid: 'd',
      });
      const sign = signBody(body, a.deps.config.signSecret);
      const post = async (x: { request: typeof b.request }) =>
        (
          await x.request('/v1/user/token', {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/json', sign, 'x-forwarded-for': '203.0.113.13' },
          })
        ).json() as Promise<{ code: number }>;
      const users = await count(a, 'users');
      const tokens = await Promise.all(Array.from({ length: 50 }, (_, i) => post(i % 2 ? a.app : b)));
      expect(tally(tokens)).toEqual({ ok: 30, limited: 20 });
      expect(await count(a, 'users')).toBe(users + 30);
    }
  });

  it('the logs and /v1/open store at most 2 KB a call, whatever is sent', async () => {
    const t = await app(dialect);
    const big = 'x'.repeat(16_000);
    const r = await t.app.request(
      `/out-comm-logs/server/h5/advlog?uid=u1&a=${big}&b=${big}&c=${'é'.repeat(3000)}&callback=cb`,
      from('203.0.113.14'),
    );
    expect(await r.text()).toBe('cb({"code":0});');
    // Nested values are kept as their kind, never walked.
    const params = JSON.stringify({
      fbp: 'fb.1',
      d: 'x',
      extra: big,
      ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, big.slice(0, 100)])),
    });
    const body = `{"params":{"nested":${'{"n":'.repeat(20)}1${'}'.repeat(20)},${params.slice(1)},"token":"","ch":"","t":0,"timezoneOffset":0,"plat":"web","publisher":"","uuid":"d"}`;
    const res = await t.app.request('/v1/open', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', sign: signBody(body, t.deps.config.signSecret), ...from('203.0.113.14').headers },
    });
    const open = (await res.json()) as { code: number };
    expect(open).toMatchObject({ code: 0 });
    const rows = await t.deps.db.selectFrom('logs').select(['kind', 'payload']).where('kind', 'in', ['h5_advlog', 'open']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(Buffer.byteLength(row.payload)).toBeLessThanOrEqual(clientLogLimits.bytes);
    const openRow = JSON.parse(rows.find((x) => x.kind === 'open')!.payload);
    expect(openRow).toMatchObject({ fbp: 'fb.1', d: 'x', nested: '[object]', truncated: true });
  });

  it('logs are limited per IP: a flood stores 60 rows a minute and no more', async () => {
    const t = await app(dialect);
    const rs = await Promise.all(
      Array.from(
        { length: 100 },
        async () => (await t.app.request('/out-comm-logs/client/h5/open?uid=x', from('203.0.113.15'))).json() as Promise<{ code: number }>,
      ),
    );
    expect(tally(rs)).toEqual({ ok: 60, limited: 40 });
    expect(await count(t, 'logs')).toBe(60);
  });
});

describe('the client address', () => {
  it('comes from the socket when no proxy is trusted: X-Forwarded-For cannot change it', async () => {
    const t = await makeTestApp({ env: { RATE_LIMIT_TOKEN_IP: '2/60' } });
    opened.push(t);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    opened.push({ close: () => new Promise<void>((r) => server.close(() => r())) });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const body = JSON.stringify({ params: {}, token: '', ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'd' });
    const post = (localAddress: string, forwarded: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            method: 'POST',
            path: '/v1/user/token',
            headers: { 'content-type': 'application/json', sign: signBody(body, t.deps.config.signSecret), 'x-forwarded-for': forwarded },
          },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve((JSON.parse(text) as { code: number }).code));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const first = [await post('127.0.0.1', '1.1.1.1'), await post('127.0.0.1', '2.2.2.2'), await post('127.0.0.1', '3.3.3.3')];
    expect(first).toEqual([0, 0, TOO_MANY]);
    expect(await post('127.0.0.2', '3.3.3.3')).toBe(0);
  });

  it('is keyed by IPv4, or by the /64 of an IPv6 address', () => {
    expect(ipKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipKey('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(ipKey('2001:0db8:0000:0012:bbbb:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
  });

  it('limits are read from the environment', () => {
    const c = readConfig({ RATE_LIMIT_CHAT_ACCOUNT: '5/10,50/3600', RATE_LIMIT_LOGS_IP: 'off', TRUST_PROXY: '2' });
    expect(c.rateLimits['chat.account']).toEqual([
      { points: 5, seconds: 10 },
      { points: 50, seconds: 3600 },
    ]);
    expect(c.rateLimits['logs.ip']).toEqual([]);
    expect(c.rateLimits['token.ip']).toEqual([
      { points: 30, seconds: 60 },
      { points: 300, seconds: 3600 },
    ]);
    expect(c.trustProxy).toBe(2);
    expect(Object.values(readConfig({ RATE_LIMITS: 'off' }).rateLimits).every((w) => w.length === 0)).toBe(true);
    expect(() => readConfig({ RATE_LIMIT_CHAT_IP: 'lots' })).toThrow(/RATE_LIMIT_CHAT_IP/);
  });
});
