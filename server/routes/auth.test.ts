import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sign } from '@tma.js/init-data-node';
import { makeTestApp, type TestApp } from '../test/harness.js';

const BOT_TOKEN = '123456:TEST-bot-token-for-init-data';
let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp({ env: { BOT_TOKEN } });
});
afterEach(() => t.close());

/** The newest code mailed to the outbox, read from the real .eml file. */
function lastMailedCode(): string {
  const dir = join(t.dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const eml = readFileSync(join(dir, files.at(-1)!), 'utf8');
  return /\b(\d{6})\b/.exec(eml.split('\n\n').slice(1).join('\n'))![1]!;
}

async function emailLogin(email: string) {
  expect((await t.call('/v1/login/email/request-login', { email, useShortCode: true })).code).toBe(0);
  return t.call('/v1/login/email', { email, code: lastMailedCode() });
}

describe('email code login', () => {
  it('mails a 6-digit code and logs in with it; the profile starts with 100 energy', async () => {
    const r = await emailLogin('Mia@Example.com');
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ isRegister: true, lang: 'en' });
    expect(r.data.token).toEqual(expect.any(String));
    const me = await t.call('/v1/user/my-profile', {}, { token: r.data.token });
    expect(me.data).toMatchObject({ energy: 100, energyCap: 100, goldBalance: 0, isVip: false, isVisitor: false, binds: ['email'] });
    const again = await (async () => {
      t.tick(61_000);
      return emailLogin('mia@example.com');
    })();
    expect(again.data).toMatchObject({ isRegister: false, uid: r.data.uid });
  });

  it('stores only the hash of a token and of a code', async () => {
    const r = await emailLogin('hash@example.com');
    const tokens = await t.deps.db.selectFrom('tokens').select('hash').execute();
    expect(tokens.map((x) => x.hash)).not.toContain(r.data.token);
    const codes = await t.deps.db.selectFrom('login_codes').select('code_hash').execute();
    expect(codes.every((c) => c.code_hash.length === 64)).toBe(true);
  });

  it('refuses a resend within 60 s and allows it after', async () => {
    await t.call('/v1/login/email/request-login', { email: 'a@example.com', useShortCode: true });
    t.tick(30_000);
    const early = await t.call('/v1/login/email/request-login', { email: 'a@example.com', useShortCode: true });
    expect(early.code).toBe(1004);
    t.tick(31_000);
    expect((await t.call('/v1/login/email/request-login', { email: 'a@example.com', useShortCode: true })).code).toBe(0);
  });

  it('burns the code after 5 wrong tries', async () => {
    await t.call('/v1/login/email/request-login', { email: 'b@example.com', useShortCode: true });
    const code = lastMailedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await t.call('/v1/login/email', { email: 'b@example.com', code: wrong })).message).toMatch(/Wrong/);
    expect((await t.call('/v1/login/email', { email: 'b@example.com', code: wrong })).message).toMatch(/Too many/);
    const r = await t.call('/v1/login/email', { email: 'b@example.com', code });
    expect(r.code).toBe(1000);
    expect(await t.deps.db.selectFrom('users').selectAll().where('nick', '=', 'b').execute()).toHaveLength(0);
  });

  it('expires the code after 10 minutes', async () => {
    await t.call('/v1/login/email/request-login', { email: 'c@example.com', useShortCode: true });
    const code = lastMailedCode();
    t.tick(10 * 60_000 + 1);
    expect((await t.call('/v1/login/email', { email: 'c@example.com', code })).message).toMatch(/expired/);
  });

  it('refuses codes that are not 6 digits', async () => {
    expect((await t.call('/v1/login/email', { email: 'c@example.com', code: '12345' })).code).toBe(1000);
    expect((await t.call('/v1/login/email', { email: 'c@example.com', code: '12345a' })).code).toBe(1000);
  });

  it('logs in once with a magic link (landing mode)', async () => {
    await t.call('/v1/login/email/request-login', { email: 'd@example.com', useShortCode: false });
    const dir = join(t.dataDir, 'outbox');
    const eml = readFileSync(join(dir, readdirSync(dir).sort().at(-1)!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const magic = decodeURIComponent(/magic=([\w%-]+)/.exec(eml)![1]!);
    const r = await t.call('/v1/login/email', { magicToken: magic });
    expect(r.code).toBe(0);
    expect((await t.call('/v1/login/email', { magicToken: magic })).code).toBe(1000);
  });
});

describe('tokens', () => {
  it('gives visitors a token and revokes on logout', async () => {
    const v = await t.call('/v1/user/token');
    expect(v.code).toBe(0);
    const me = await t.call('/v1/user/my-profile', {}, { token: v.data.token });
    expect(me.data.isVisitor).toBe(true);
    await t.call('/v1/user/logout', {}, { token: v.data.token });
    expect((await t.call('/v1/user/my-profile', {}, { token: v.data.token })).code).toBe(1003);
  });

  it('expires after 30 days', async () => {
    const r = await emailLogin('e@example.com');
    t.tick(29 * 86_400_000);
    expect((await t.call('/v1/user/my-profile', {}, { token: r.data.token })).code).toBe(0);
    t.tick(2 * 86_400_000);
    expect((await t.call('/v1/user/my-profile', {}, { token: r.data.token })).code).toBe(1003);
  });

  it('keeps a visitor’s account when they log in by email', async () => {
    const v = await t.call('/v1/user/token');
    // The app sends the visitor's token with every call while nobody is signed in.
    await t.call('/v1/login/email/request-login', { email: 'f@example.com', useShortCode: true }, { token: v.data.token });
    const r = await t.call('/v1/login/email', { email: 'f@example.com', code: lastMailedCode() }, { token: v.data.token });
    expect(r.data.uid).toBe(v.data.uid);
    expect(r.data.isRegister).toBe(true);
  });
});

function initData(user: Record<string, unknown>, authDate: Date) {
  return sign({ user: user as never, signature: 'test-signature', start_param: 'ref_abc' } as never, BOT_TOKEN, authDate);
}

describe('Telegram login', () => {
  it('logs in with valid init data and takes the language from it', async () => {
    const now = new Date(t.deps.clock());
    const r = await t.call('/v1/login/telegram', { initData: initData({ id: 42, first_name: 'Omar', language_code: 'ar' }, now) });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ lang: 'ar', isRegister: true });
    const me = await t.call('/v1/user/my-profile', {}, { token: r.data.token });
    expect(me.data).toMatchObject({ nick: 'Omar', lang: 'ar', energy: 100, binds: ['telegram'] });
  });

  it('refuses tampered and day-old init data', async () => {
    const now = new Date(t.deps.clock());
    const good = initData({ id: 7, first_name: 'A' }, now);
    expect((await t.call('/v1/login/telegram', { initData: good.replace('first_name%22%3A%22A', 'first_name%22%3A%22B') })).code).toBe(
      1000,
    );
    const old = initData({ id: 7, first_name: 'A' }, new Date(now.getTime() - 25 * 3600_000));
    const r = await t.call('/v1/login/telegram', { initData: old });
    expect(r.code).toBe(1000);
    expect(r.message).toMatch(/expired/);
  });

  it('binds Telegram to an email account, once', async () => {
    const r = await emailLogin('g@example.com');
    const data = initData({ id: 99, first_name: 'G' }, new Date(t.deps.clock()));
    expect((await t.call('/v1/user/bind/telegram', { initData: data }, { token: r.data.token })).code).toBe(0);
    const binds = await t.call('/v1/user/binds', {}, { token: r.data.token });
    expect(binds.data.list.map((b: { type: string }) => b.type).sort()).toEqual(['email', 'telegram']);
    const tg = await t.call('/v1/login/telegram', { initData: data });
    expect(tg.data.uid).toBe(r.data.uid);
    const other = await emailLogin('h@example.com');
    expect((await t.call('/v1/user/bind/telegram', { initData: data }, { token: other.data.token })).message).toMatch(/another user/);
  });
});

describe('phone login', () => {
  it('sends a code through the SMS outbox and logs in', async () => {
    expect((await t.call('/v1/login/phone/valid-code/request', { phone: '+447700900123' })).code).toBe(0);
    const dir = join(t.dataDir, 'outbox');
    const sms = readFileSync(
      join(
        dir,
        readdirSync(dir)
          .filter((f) => f.startsWith('sms-'))
          .sort()
          .at(-1)!,
      ),
      'utf8',
    );
    const code = /code: (\d{6})/.exec(sms)![1]!;
    const r = await t.call('/v1/login/phone', { phone: '+447700900123', code });
    expect(r.code).toBe(0);
    expect(r.data.isRegister).toBe(true);
  });
});
