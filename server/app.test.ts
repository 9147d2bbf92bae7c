import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signBody } from '../shared/sign.js';
import { makeTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ env: { BLOCKED_REGIONS: 'KP, IR' } });
});
afterEach(() => t.close());

const raw = (body: string, headers: Record<string, string> = {}) =>
  t.app.request('/v1/config', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('the /v1 envelope', () => {
  it('answers health without an envelope', async () => {
    const res = await t.app.request('/healthz');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers a signed call with code 0 and data', async () => {
    const r = await t.call('/v1/config');
    expect(r.code).toBe(0);
    expect(r.message).toBe('');
    expect(r.data.brand.id).toBe('lustory');
    expect(r).toHaveProperty('region', '');
  });

  it('refuses a missing or wrong sign with 1002', async () => {
    const body = JSON.stringify({ params: {} });
    expect((await (await raw(body)).json()).code).toBe(1002);
    expect((await (await raw(body, { sign: '0123456789abcdef' })).json()).code).toBe(1002);
    const ok = await raw(body, { sign: signBody(body, t.deps.config.signSecret) });
    expect((await ok.json()).code).toBe(0);
  });

  it('answers malformed JSON with 1000 on HTTP 200', async () => {
    const body = '{"params": {';
    const res = await raw(body, { sign: signBody(body, t.deps.config.signSecret) });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.code).toBe(1000);
    expect(json.message).toMatch(/JSON/);
  });

  it('answers an unknown /v1 path with 1001', async () => {
    const r = await t.call('/v1/no/such/call');
    expect(r.code).toBe(1001);
  });

  it('needs a valid token where a user is needed (1003)', async () => {
    expect((await t.call('/v1/user/my-profile')).code).toBe(1003);
    expect((await t.call('/v1/user/my-profile', {}, { token: 'forged-token' })).code).toBe(1003);
  });

  it('blocks configured regions with 1007 and reports the region', async () => {
    const blocked = await t.call('/v1/config', {}, { headers: { 'cf-ipcountry': 'kp' } });
    expect(blocked.code).toBe(1007);
    expect(blocked.message).toBe('Your region is not supported yet');
    const open = await t.call('/v1/config', {}, { headers: { 'cf-ipcountry': 'DE' } });
    expect(open.code).toBe(0);
    expect(open.region).toBe('DE');
  });

  it('refuses a body over 1 MB', async () => {
    const body = JSON.stringify({ params: { pad: 'x'.repeat(1024 * 1024 + 10) } });
    const res = await raw(body, { sign: signBody(body, t.deps.config.signSecret) });
    expect(res.status).toBe(413);
  });

  it('validates params with a readable 1000 and writes nothing', async () => {
    const before = await t.deps.db.selectFrom('login_codes').selectAll().execute();
    const r = await t.call('/v1/login/email/request-login', { email: 'not-an-email', useShortCode: true });
    expect(r.code).toBe(1000);
    expect(r.message).toContain('Invalid email address');
    expect(await t.deps.db.selectFrom('login_codes').selectAll().execute()).toEqual(before);
  });

  it('never leaks a stack trace when something breaks inside', async () => {
    // Break the database under the app: the client gets a plain message, not internals.
    await t.deps.db.schema.dropTable('character_tags').execute();
    const res = await t.app.request('/v1/character/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: signBody('{"params":{}}', t.deps.config.signSecret) },
      body: '{"params":{}}',
    });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text).message).toBe('Unknown error, please try again');
    expect(text).not.toMatch(/\.ts:\d+|character_tags|SqliteError/);
  });

  it('serves a sitemap of public pages and characters in every locale', async () => {
    const res = await t.app.request('/sitemap.xml');
    const xml = await res.text();
    expect(res.headers.get('content-type')).toMatch(/xml/);
    expect(xml).toContain('/ar/character/');
    expect(xml).toContain('/settings/terms</loc>');
  });

  it('serves a locale catalog as JSON and refuses unknown locales', async () => {
    expect((await t.app.request('/_i18n/xx/messages.json')).status).toBe(404);
    const res = await t.app.request('/_i18n/ar/messages.json');
    expect(res.status).toBe(200);
    expect(typeof (await res.json())).toBe('object');
  });

  it('answers the JSONP logs with the callback, whatever the payload', async () => {
    const res = await t.app.request('/out-comm-logs/client/h5/open?callback=cb_1&uid=u1&openway=0');
    expect(await res.text()).toBe('cb_1({"code":0});');
    const rows = await t.deps.db.selectFrom('logs').selectAll().where('kind', '=', 'h5_open').execute();
    expect(rows).toHaveLength(1);
    expect((await t.app.request('/out-comm-logs/server/h5/onlineTime?callback=alert(1)//')).headers.get('content-type')).toMatch(/json/);
  });
});

describe('the /v1 envelope over a real HTTP server', () => {
  // Served by @hono/node-server, the envelope reads headers and body from the Node request.
  let base = '';
  let close = () => {};
  beforeEach(async () => {
    const { serve } = await import('@hono/node-server');
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
      close = () => server.close();
    });
  });
  afterEach(() => close());

  const post = (body: string | ReadableStream, headers: Record<string, string> = {}) =>
    fetch(`${base}/v1/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('answers a signed call, checks the sign and reads the region header', async () => {
    const body = JSON.stringify({ params: {} });
    const ok = await (await post(body, { sign: signBody(body, t.deps.config.signSecret), 'CF-IPCountry': 'de' })).json();
    expect(ok).toMatchObject({ code: 0, region: 'DE' });
    expect((await (await post(body, { sign: 'forged' })).json()).code).toBe(1002);
    expect((await (await post(body, { sign: signBody(body, t.deps.config.signSecret), 'cf-ipcountry': 'IR' })).json()).code).toBe(1007);
  });

  it('refuses a body over 1 MB, declared or streamed without a length', async () => {
    const big = JSON.stringify({ params: { pad: 'x'.repeat(1024 * 1024 + 10) } });
    const declared = await post(big, { sign: signBody(big, t.deps.config.signSecret) });
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe(1000);
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await post(stream, { sign: signBody(big, t.deps.config.signSecret) });
    expect(streamed.status).toBe(413);
  });
});
