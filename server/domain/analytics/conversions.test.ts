import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { markPaid } from '../orders/paid.js';
import { backoffMs, deliverConversions } from './conversions.js';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/**
 * One local HTTP server speaking both platforms' protocols: Meta's Graph API answers
 * `events_received`, TikTok's Events API answers `code: 0` and insists on its Access-Token header.
 * `failNext` makes the next calls answer 500.
 */
async function fakePlatforms() {
  const received: Received[] = [];
  let failNext = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (failNext > 0) {
        failNext--;
        res.statusCode = 500;
        return res.end(JSON.stringify({ error: { message: 'An unexpected error has occurred', code: 2 } }));
      }
      if (req.url === '/v21.0/px-meta/events' && req.method === 'POST') {
        if (body.access_token !== 'meta-token')
          return res.writeHead(400).end(JSON.stringify({ error: { message: 'Invalid OAuth access token', code: 190 } }));
        return res.end(JSON.stringify({ events_received: body.data.length, messages: [], fbtrace_id: 'x' }));
      }
      if (req.url === '/open_api/v1.3/event/track/' && req.method === 'POST') {
        if (req.headers['access-token'] !== 'tt-token')
          return res.end(JSON.stringify({ code: 40105, message: 'Access token is incorrect' }));
        return res.end(JSON.stringify({ code: 0, message: 'OK', request_id: 'r', data: {} }));
      }
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    fail: (n: number) => (failNext = n),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(dialect: (typeof dialects)[number]) {
  const fake = await fakePlatforms();
  const t = await makeTestApp({
    dialect,
    env: {
      META_PIXEL_ID: 'px-meta',
      META_ACCESS_TOKEN: 'meta-token',
      META_API_BASE: fake.base,
      TIKTOK_PIXEL_CODE: 'px-tt',
      TIKTOK_ACCESS_TOKEN: 'tt-token',
      TIKTOK_API_BASE: fake.base,
    },
  });
  cleanups.push(fake.close, () => t.close());
  return { t, fake };
}

function lastMailedCode(t: TestApp): string {
  const dir = join(t.dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return /\b(\d{6})\b/.exec(
    readFileSync(join(dir, files.at(-1)!), 'utf8')
      .split('\n\n')
      .slice(1)
      .join('\n'),
  )![1]!;
}

const metaOf = (fake: Awaited<ReturnType<typeof fakePlatforms>>, name: string) =>
  fake.received.filter((r) => r.path.includes('/events') && r.body.data[0].event_name === name);
const tiktokOf = (fake: Awaited<ReturnType<typeof fakePlatforms>>, name: string) =>
  fake.received.filter((r) => r.path.includes('/event/track/') && r.body.data[0].event === name);

describe.each(dialects)('ad conversions on %s', (dialect) => {
  it('a visitor who came from an ad signs up by email and pays: Lead, CompleteRegistration, AddPaymentInfo and Purchase reach both platforms once, in their shapes, hashed', async () => {
    const { t, fake } = await setup(dialect);
    const visitor = await t.call('/v1/user/token');
    const token = visitor.data.token as string;
    const uid = visitor.data.uid as string;
    await t.call(
      '/v1/fz/fb/log',
      { fbclid: 'IwAR-click', fbp: 'fb.1.1.99', ttclid: 'tt-click', ttp: 'ttp-1', url: 'https://lustory.ai/?fbclid=IwAR-click' },
      { token, headers: { 'user-agent': 'Mozilla/5.0 Test' } },
    );

    // Email capture, then the sign-up it leads to; each user call answers before anything is sent.
    expect((await t.call('/v1/login/email/request-login', { email: ' Ann@Example.com ', useShortCode: true }, { token })).code).toBe(0);
    const login = await t.call('/v1/login/email', { email: 'ann@example.com', code: lastMailedCode(t) }, { token });
    expect(login.data).toMatchObject({ uid, isRegister: true });
    expect(fake.received).toHaveLength(0);

    const order = await t.call('/v1/vip/order/create', { id: 'vip-monthly', comeFrom: 'test' }, { token });
    const orderId = order.data.orderId as string;
    expect((await t.call('/v1/vip/order/payment', { orderId, payMethod: 'OceanPayment' }, { token })).code).toBe(0);
    // The provider's paid notification arrives several times, some at once.
    const paid = await Promise.all(
      Array.from({ length: 5 }, () => markPaid(t.deps, { orderId, providerRef: 'ocean-1', payMethod: 'OceanPayment' })),
    );
    expect(paid.filter((p) => p.credited)).toHaveLength(1);
    await markPaid(t.deps, { orderId, providerRef: 'ocean-1', payMethod: 'OceanPayment' });

    expect(await deliverConversions(t.deps)).toEqual({ sent: 8, retried: 0, failed: 0 });
    expect(await deliverConversions(t.deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(fake.received).toHaveLength(8);

    const emailHash = sha('ann@example.com');
    const [purchase] = metaOf(fake, 'Purchase');
    expect(metaOf(fake, 'Purchase')).toHaveLength(1);
    expect(purchase!.body).toEqual({
      access_token: 'meta-token',
      data: [
        {
          event_name: 'Purchase',
          event_time: Math.floor(t.deps.clock() / 1000),
          event_id: expect.stringMatching(/^conv_/),
          action_source: 'website',
          event_source_url: 'https://lustory.ai/?fbclid=IwAR-click',
          user_data: {
            em: [emailHash],
            external_id: [sha(uid)],
            fbc: `fb.1.${t.deps.clock()}.IwAR-click`,
            fbp: 'fb.1.1.99',
            client_user_agent: 'Mozilla/5.0 Test',
          },
          custom_data: { value: 12.99, currency: 'USD', order_id: orderId, content_type: 'vip' },
        },
      ],
    });
    expect(metaOf(fake, 'Lead')[0]!.body.data[0].user_data.em).toEqual([emailHash]);
    expect(metaOf(fake, 'CompleteRegistration')).toHaveLength(1);
    expect(metaOf(fake, 'AddPaymentInfo')[0]!.body.data[0].custom_data).toMatchObject({ order_id: orderId, value: 12.99 });
    // No plain email anywhere in what left the server.
    expect(JSON.stringify(fake.received.map((r) => r.body))).not.toMatch(/ann@example\.com/i);

    const [tt] = tiktokOf(fake, 'CompletePayment');
    expect(tiktokOf(fake, 'CompletePayment')).toHaveLength(1);
    expect(tt!.headers['access-token']).toBe('tt-token');
    expect(tt!.body).toEqual({
      event_source: 'web',
      event_source_id: 'px-tt',
      data: [
        {
          event: 'CompletePayment',
          event_time: Math.floor(t.deps.clock() / 1000),
          event_id: expect.stringMatching(/^conv_/),
          user: { email: emailHash, external_id: sha(uid), ttclid: 'tt-click', ttp: 'ttp-1', user_agent: 'Mozilla/5.0 Test' },
          properties: { value: 12.99, currency: 'USD', order_id: orderId, content_type: 'vip' },
          page: { url: 'https://lustory.ai/?fbclid=IwAR-click' },
        },
      ],
    });
    expect(['CompleteRegistration', 'SubmitForm', 'AddPaymentInfo'].map((n) => tiktokOf(fake, n).length)).toEqual([1, 1, 1]);
  });

  it('a platform answering 500 is tried again after the backoff, and the conversion is sent once it answers', async () => {
    const { t, fake } = await setup(dialect);
    const { token } = await t.member();
    const orderId = (await t.call('/v1/vip/order/create', { id: 'vip-monthly', comeFrom: 'test' }, { token })).data.orderId as string;
    await markPaid(t.deps, { orderId, providerRef: 'ocean-2', payMethod: 'OceanPayment' });

    fake.fail(2);
    expect(await deliverConversions(t.deps)).toEqual({ sent: 0, retried: 2, failed: 0 });
    const rows = await t.deps.db.selectFrom('ad_conversions').selectAll().where('subject', '=', orderId).execute();
    expect(rows.map((r) => [r.attempts, r.sent_at, r.last_error?.slice(0, 8)])).toEqual([
      [1, null, 'HTTP 500'],
      [1, null, 'HTTP 500'],
    ]);
    // Not before its time.
    t.tick(backoffMs(1) - 1000);
    expect(await deliverConversions(t.deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    t.tick(1000);
    expect(await deliverConversions(t.deps)).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(metaOf(fake, 'Purchase')).toHaveLength(2);
    // The retry carries the same event_id, so the platform can tell it is one conversion.
    expect(new Set(metaOf(fake, 'Purchase').map((r) => r.body.data[0].event_id)).size).toBe(1);
    const sent = await t.deps.db.selectFrom('ad_conversions').select(['attempts', 'sent_at']).where('subject', '=', orderId).execute();
    expect(sent).toEqual([
      { attempts: 2, sent_at: t.deps.clock() },
      { attempts: 2, sent_at: t.deps.clock() },
    ]);
  });

  it('a refusal for good (a wrong token) is given up, and with no platform configured nothing is sent', async () => {
    const fake = await fakePlatforms();
    const t = await makeTestApp({ dialect, env: { META_PIXEL_ID: 'px-meta', META_ACCESS_TOKEN: 'wrong', META_API_BASE: fake.base } });
    cleanups.push(fake.close, () => t.close());
    const { token } = await t.member();
    const orderId = (await t.call('/v1/vip/order/create', { id: 'vip-monthly', comeFrom: 'test' }, { token })).data.orderId as string;
    await markPaid(t.deps, { orderId, providerRef: 'ocean-3', payMethod: 'OceanPayment' });
    expect(await deliverConversions(t.deps)).toEqual({ sent: 0, retried: 0, failed: 1 });
    t.tick(24 * 3600_000);
    expect(await deliverConversions(t.deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(fake.received).toHaveLength(1);
    // TikTok is not configured: its row waits unsent (the retention sweep removes it).
    expect(
      await t.deps.db
        .selectFrom('ad_conversions')
        .select(['platform', 'sent_at', 'failed_at'])
        .where('subject', '=', orderId)
        .orderBy('platform')
        .execute(),
    ).toEqual([
      { platform: 'meta', sent_at: null, failed_at: t.deps.clock() - 24 * 3600_000 },
      { platform: 'tiktok', sent_at: null, failed_at: null },
    ]);
  });
});
