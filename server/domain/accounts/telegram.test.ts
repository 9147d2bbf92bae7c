import { afterEach, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { verifyInitData } from './telegram.js';

const BOT_TOKEN = '123456:TEST-bot-token-for-init-data';
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

/** Init data signed the way Telegram signs it (HMAC of the sorted fields), with whatever fields a client sends. */
function signedInitData(fields: Record<string, string>, botToken = BOT_TOKEN): string {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

const authDate = String(Math.floor(NOW / 1000) - 60);
const user = (u: Record<string, unknown>) => JSON.stringify({ first_name: 'Ann', ...u });

describe('Telegram init data with a valid hash but an unexpected shape', () => {
  const cases: [string, Record<string, string>][] = [
    ['no signature', { auth_date: authDate, user: user({ id: 42 }) }],
    ['a non-numeric user id', { auth_date: authDate, signature: 'sig', user: user({ id: 'abc' }) }],
    ['a user that is not JSON', { auth_date: authDate, signature: 'sig', user: '{not json' }],
    ['a user that is an array', { auth_date: authDate, signature: 'sig', user: '[1,2]' }],
    ['no auth date', { signature: 'sig', user: user({ id: 42 }) }],
    ['a non-numeric auth date', { auth_date: 'yesterday', signature: 'sig', user: user({ id: 42 }) }],
  ];

  it.each(cases)('with %s is refused with 1000 and a clear message', (_, fields) => {
    expect(() => verifyInitData(signedInitData(fields), BOT_TOKEN, NOW)).toThrow(
      expect.objectContaining({
        code: 1000,
        message: expect.stringMatching(/^Telegram login data is (malformed, please reopen the app|invalid)$/),
      }),
    );
  });

  it('dated more than five minutes ahead of our clock is refused; a minute ahead (clock drift) is read', () => {
    const at = (ms: number) =>
      signedInitData({ auth_date: String(Math.floor((NOW + ms) / 1000)), signature: 'sig', user: user({ id: 42 }) });
    expect(() => verifyInitData(at(6 * 60_000), BOT_TOKEN, NOW)).toThrow(expect.objectContaining({ code: 1000 }));
    expect(() => verifyInitData(at(365 * 24 * 3600_000), BOT_TOKEN, NOW)).toThrow(expect.objectContaining({ code: 1000 }));
    expect(verifyInitData(at(60_000), BOT_TOKEN, NOW).telegramId).toBe('42');
  });

  it('a complete one is read', () => {
    const id = verifyInitData(
      signedInitData({ auth_date: authDate, signature: 'sig', user: user({ id: 42, language_code: 'de' }) }),
      BOT_TOKEN,
      NOW,
    );
    expect(id).toMatchObject({ telegramId: '42', nick: 'Ann', lang: 'de' });
  });
});

let t: TestApp;
afterEach(() => t?.close());

describe.each(dialects)('Telegram login with malformed init data on %s', (dialect) => {
  it('answers 1000, not a server error, and creates no account', async () => {
    t = await makeTestApp({ dialect, env: { BOT_TOKEN }, now: NOW });
    const users = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();
    const malformed: Record<string, string>[] = [
      { auth_date: authDate, user: user({ id: 42 }) },
      { auth_date: authDate, signature: 'sig', user: user({ id: 'abc' }) },
    ];
    for (const fields of malformed) {
      const r = await t.call('/v1/login/telegram', { initData: signedInitData(fields) });
      expect(r).toMatchObject({ code: 1000, message: 'Telegram login data is malformed, please reopen the app' });
    }
    expect(await users()).toBe(before);
  });
});
