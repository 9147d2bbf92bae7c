import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { signBody } from '../../shared/sign.js';
import { makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A dist folder holding the app's real index.html (the build keeps its script tags) and one asset. */
function fakeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  copyFileSync(resolve('miniapp/index.html'), join(dir, 'index.html'));
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  return dir;
}

const cspOf = (res: Response) =>
  Object.fromEntries(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

describe('security headers', () => {
  it('the app page: CSP framable by Telegram Web only, own scripts only, nosniff and a referrer policy', async () => {
    t = await makeTestApp({ env: { DIST_DIR: fakeDist() } });
    for (const path of ['/', '/character/abc', '/assets/app-1.js']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      const csp = cspOf(res);
      expect(csp['frame-ancestors']).toEqual(["'self'", 'https://web.telegram.org', 'https://*.telegram.org']);
      expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['object-src']).toEqual(["'none'"]);
    }
  });

  it('media: nosniff and a policy under which nothing in a file runs; a missing file is a 404, not the app', async () => {
    t = await makeTestApp({ env: { DIST_DIR: fakeDist() } });
    const file = (await t.deps.db.selectFrom('characters').select('avatar').where('avatar', '!=', '').executeTakeFirstOrThrow()).avatar;
    const res = await t.app.request(`/media/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cspOf(res)).toMatchObject({ 'default-src': ["'none'"], sandbox: [] });
    for (const missing of ['/media/nope.webp', '/media/a/b/c.png', '/assets/gone-123.js']) {
      const r = await t.app.request(missing);
      expect({ missing, status: r.status }).toEqual({ missing, status: 404 });
      expect(await r.text()).not.toMatch(/<html|<!doctype/i);
    }
  });

  it('the sandbox checkout keeps its own stricter policy', async () => {
    t = await makeTestApp();
    const res = await t.app.request('/pay/sandbox/o1?token=x');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(cspOf(res)).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(cspOf(res)['script-src']![0]).toMatch(/^'sha256-/);
  });
});

/** Every header Hono's secureHeaders may add, and the checkout's own. */
const SECURITY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers over real HTTP', () => {
  it('are the ones the app answers in-process, for pages, assets, media, a 404 and the checkout with its own policy', async () => {
    t = await makeTestApp({ env: { DIST_DIR: fakeDist() } });
    const file = (await t.deps.db.selectFrom('characters').select('avatar').where('avatar', '!=', '').executeTakeFirstOrThrow()).avatar;
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/', '/character/abc', '/assets/app-1.js', `/media/${file}`, '/media/nope.webp', '/pay/sandbox/o1?token=x']) {
        const [real, inProcess] = [await fetch(base + path), await t.app.request(path)];
        expect(real.status, path).toBe(inProcess.status);
        const pick = (res: Response) => Object.fromEntries(SECURITY.map((h) => [h, res.headers.get(h)]));
        expect(pick(real), path).toEqual(pick(inProcess));
        expect(real.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
      // The checkout's own policy, not the app's.
      const checkout = await fetch(`${base}/pay/sandbox/o1?token=x`);
      expect(checkout.headers.get('referrer-policy')).toBe('no-referrer');
      expect(cspOf(checkout)['frame-ancestors']).toEqual(["'none'"]);
      // /v1 answers carry none of them.
      const v1 = await fetch(`${base}/v1/nope`, {
        method: 'POST',
        body: '{}',
        headers: { sign: signBody('{}', t.deps.config.signSecret) },
      });
      expect(v1.headers.get('content-security-policy')).toBeNull();
    } finally {
      server.close();
    }
  });
});

describe('the served app signs with the secret the server checks', () => {
  it('with SIGN_SECRET set and no rebuild, a call signed as the served page says is accepted', async () => {
    t = await makeTestApp({ env: { SIGN_SECRET: 'xyz-operator-secret', BRAND: 'fiztok', DIST_DIR: fakeDist() } });
    const page = await (await t.app.request('/')).text();
    const src = /<script\b[^>]*\ssrc="(\/app-config\.js)"/.exec(page)?.[1];
    expect(src).toBe('/app-config.js');
    const script = await t.app.request(src!);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('no-store');
    const window: { APP_CONFIG?: { signSecret: string; brand: string } } = {};
    runInNewContext(await script.text(), { window });
    expect(window.APP_CONFIG).toEqual({ signSecret: 'xyz-operator-secret', brand: 'fiztok' });

    const body = JSON.stringify({ params: {}, token: '', ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: 'fiztok', uuid: 'd' });
    const post = (sign: string) =>
      t.app.request('/v1/config', { method: 'POST', headers: { 'content-type': 'application/json', sign }, body });
    expect((await (await post(signBody(body, window.APP_CONFIG!.signSecret))).json()).code).toBe(0);
    expect((await (await post(signBody(body, 'the-dev-secret-of-an-old-build'))).json()).code).toBe(1002);
  });
});
