import { readdirSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp | undefined;
let dist: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

/** A signed call to `url` (its host is the one the server sees), with the envelope's `publisher` as given. */
async function callAt(app: TestApp, url: string, params: unknown, o: { publisher?: string; headers?: Record<string, string> } = {}) {
  const body = JSON.stringify({
    params,
    token: '',
    ch: '',
    t: 0,
    timezoneOffset: 0,
    plat: 'web',
    publisher: o.publisher ?? '',
    uuid: 'brand-test',
  });
  const res = await app.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, app.deps.config.signSecret), ...o.headers },
    body,
  });
  return (await res.json()) as { code: number; message: string; data: any };
}

/** The newest mail of the outbox: headers and the decoded (quoted-printable) text. */
function lastMail(app: TestApp) {
  const dir = join(app.dataDir, 'outbox');
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .at(-1)!;
  const raw = readFileSync(join(dir, file), 'utf8');
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1] ?? '';
  return { from: header('From'), subject: header('Subject'), body: decoded };
}

const magicOf = (body: string) => /https?:\/\/[^\s"<>]*\/login\/magic\?magic=([\w-]+)/.exec(body);

describe('the brand of a request comes from its host', () => {
  it('mails from host A carry brand A, from host B brand B; a spoofed publisher changes nothing', async () => {
    t = await makeTestApp();
    expect(
      (
        await callAt(
          t,
          'http://fiztok.ai/v1/login/email/request-login',
          { email: 'a@example.com', useShortCode: false },
          { publisher: 'lustory' },
        )
      ).code,
    ).toBe(0);
    let mail = lastMail(t);
    expect(mail.subject).toBe('Your FizTok login link');
    expect(mail.from).toBe('FizTok <no-reply@lustory.ai>');
    // The link goes back to the host the request came to.
    expect(magicOf(mail.body)?.[0]).toMatch(/^https:\/\/fiztok\.ai\/login\/magic\?magic=/);

    expect(
      (await callAt(t, 'http://test.buzzyin.com/v1/login/email/request-login', { email: 'b@example.com', useShortCode: true })).code,
    ).toBe(0);
    mail = lastMail(t);
    expect(mail.subject).toMatch(/^\d{6} is your Buzzyin login code$/);
    expect(mail.from).toMatch(/^Buzzyin </);

    // An unknown host is the configured brand, whatever the envelope claims.
    expect(
      (
        await callAt(
          t,
          'http://127.0.0.1/v1/login/email/request-login',
          { email: 'c@example.com', useShortCode: true },
          { publisher: 'fiztok' },
        )
      ).code,
    ).toBe(0);
    mail = lastMail(t);
    expect(mail.subject).toMatch(/is your Lustory login code$/);
    expect(mail.body).not.toContain('FizTok');
  });

  it("the magic link keeps the asker's language and a same-site redirect, never another site", async () => {
    t = await makeTestApp();
    await callAt(
      t,
      'http://mylux.ai/v1/login/email/request-login',
      { email: 'd@example.com', useShortCode: false, redirect: '/chat' },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(lastMail(t).body).toMatch(/https:\/\/mylux\.ai\/ar\/login\/magic\?magic=[\w-]+&redirect=%2Fchat/);
    t.tick(61_000);
    await callAt(t, 'http://mylux.ai/v1/login/email/request-login', {
      email: 'd@example.com',
      useShortCode: false,
      redirect: '//evil.example/x',
    });
    expect(lastMail(t).body).not.toContain('evil.example');
  });

  it('reads X-Forwarded-Host only behind a trusted proxy', async () => {
    t = await makeTestApp({ env: { TRUST_PROXY: '0' } });
    await callAt(
      t,
      'http://127.0.0.1/v1/login/email/request-login',
      { email: 'e@example.com', useShortCode: true },
      { headers: { 'x-forwarded-host': 'fiztok.ai' } },
    );
    expect(lastMail(t).subject).toContain('Lustory');
    await t.close();

    t = await makeTestApp({ env: { TRUST_PROXY: '1' } });
    // The proxy appended the host it was asked for; the client's own entry to its left is ignored.
    await callAt(
      t,
      'http://10.0.0.2/v1/login/email/request-login',
      { email: 'e@example.com', useShortCode: true },
      { headers: { 'x-forwarded-host': 'buzzyin.com, fiztok.ai' } },
    );
    expect(lastMail(t).subject).toContain('FizTok');
  });

  it("the brand decides the sign-in methods: Telegram only on the default brand's hosts", async () => {
    t = await makeTestApp({ env: { BOT_TOKEN: '123456:TEST-bot-token' } });
    const onFiztok = await callAt(t, 'http://fiztok.ai/v1/login/telegram', { initData: 'user=%7B%7D&hash=x' }, { publisher: 'lustory' });
    expect(onFiztok).toMatchObject({ code: 1000, message: 'This sign-in method is not available here' });
    const config = await callAt(t, 'http://fiztok.ai/v1/config', {});
    expect(config.data.brand).toMatchObject({ id: 'fiztok', title: 'FizTok', supportEmail: 'help@fiztok.ai' });
    expect(config.data.loginTypes).toEqual([1, 2]);
    expect(config.data.signInMethods).not.toContain('telegram');
    const home = await callAt(t, 'http://lustory.ai/v1/config', {}, { publisher: 'fiztok' });
    expect(home.data.brand.id).toBe('lustory');
    expect(home.data.signInMethods).toContain('telegram');
  });

  it("the page head, the app config script and the manifest name the host's brand", async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />\n    <link rel="apple-touch-icon" href="/icons/icon-192.png" />\n    <title>Lustory — AI companions</title>\n  <link rel="manifest" href="/manifest.webmanifest"></head>\n  <body></body>\n</html>\n',
    );
    writeFileSync(
      join(dist, 'manifest.webmanifest'),
      JSON.stringify({
        name: 'Lustory — AI companions',
        short_name: 'Lustory',
        start_url: '/?pwa=1',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
      }),
    );
    t = await makeTestApp({ env: { DIST_DIR: dist } });
    const get = async (url: string) => (await t!.app.request(url)).text();

    const cardric = await get('http://cardric.ai/ar/chat');
    expect(cardric).toContain('<html lang="ar" dir="rtl">');
    expect(cardric).toContain('<title>Cardric — AI companions</title>');
    expect(cardric).toContain('<link rel="icon" href="/brand/cardric.svg"');
    expect(cardric).toContain('<link rel="alternate" hreflang="en" href="https://cardric.ai/chat" />');
    expect(await get('http://cardric.ai/app-config.js')).toContain('"brand":"cardric"');
    const manifest = JSON.parse(await get('http://cardric.ai/manifest.webmanifest'));
    expect(manifest).toMatchObject({
      short_name: 'Cardric',
      start_url: '/?pwa=1',
      icons: [{ src: '/brand/cardric.svg', type: 'image/svg+xml' }],
    });

    const home = await get('http://localhost/');
    expect(home).toContain('<title>Lustory — AI companions</title>');
    expect(home).toContain('<link rel="apple-touch-icon" href="/icons/icon-192.png" />');
    expect(await get('http://localhost/app-config.js')).toContain('"brand":"lustory"');
    expect(JSON.parse(await get('http://www.lustory.ai/manifest.webmanifest')).short_name).toBe('Lustory');
  });
});

describe.each(dialects)('the magic link on %s', (dialect) => {
  it('signs in once; a second open is refused with a clear message; it expires after 10 minutes', async () => {
    t = await makeTestApp({ dialect });
    await callAt(t, 'http://fiztok.ai/v1/login/email/request-login', { email: 'once@example.com', useShortCode: false });
    const magic = magicOf(lastMail(t).body)![1]!;
    const first = await callAt(t, 'http://fiztok.ai/v1/login/email', { magicToken: magic });
    expect(first.code).toBe(0);
    expect(first.data.token).toEqual(expect.any(String));
    const second = await callAt(t, 'http://fiztok.ai/v1/login/email', { magicToken: magic });
    expect(second).toMatchObject({ code: 1000, message: 'This login link has expired, please request a new one' });

    t.tick(61_000);
    await callAt(t, 'http://fiztok.ai/v1/login/email/request-login', { email: 'late@example.com', useShortCode: false });
    const late = magicOf(lastMail(t).body)![1]!;
    t.tick(10 * 60_000 + 1);
    expect((await callAt(t, 'http://fiztok.ai/v1/login/email', { magicToken: late })).code).toBe(1000);
    const users = await t.deps.db.selectFrom('identities').select('subject').where('subject', '=', 'late@example.com').execute();
    expect(users).toHaveLength(0);
  });
});
