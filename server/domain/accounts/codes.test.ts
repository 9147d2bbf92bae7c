import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { issueCode } from './codes.js';

let t: TestApp;
/** The rules under test are the database's; the per-IP throttles in front are tested on their own. */
const noThrottle = { RATE_LIMITS: 'off' };
afterEach(() => t.close());

const N = 50;
const count = (rs: Array<{ code: number; message: string }>, pred: (r: { code: number; message: string }) => boolean) =>
  rs.filter(pred).length;
const users = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(dialects)('login codes under concurrency on %s', (dialect) => {
  it('evaluates at most 5 of 50 concurrent guesses, the right one included', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const email = 'guess@example.com';
    const { code } = await issueCode(t.deps.db, 'email', email, t.deps.clock());
    const wrong = code === '000000' ? '111111' : '000000';
    // The right code rides last in the burst: it may win only as one of the first five guesses.
    const guesses = [...Array.from({ length: N - 1 }, () => wrong), code];
    const rs = await Promise.all(guesses.map((c) => t.call('/v1/login/email', { email, code: c })));
    expect(count(rs, (r) => r.code === 500)).toBe(0);
    const wrongAnswered = count(rs, (r) => /Wrong verification code/.test(r.message));
    const loggedIn = count(rs, (r) => r.code === 0);
    // At most 5 guesses are compared: up to 4 answer "wrong", the fifth burns the code or logs in.
    expect(wrongAnswered).toBeLessThanOrEqual(4);
    expect(loggedIn).toBeLessThanOrEqual(1);
    const row = await t.deps.db.selectFrom('login_codes').select(['attempts', 'used_at']).executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expect(row.used_at).not.toBeNull();
  });

  it('a code burnt by 50 concurrent wrong guesses never logs in, not even with the right code', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const email = 'burn@example.com';
    const { code } = await issueCode(t.deps.db, 'email', email, t.deps.clock());
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await users();
    const rs = await Promise.all(Array.from({ length: N }, () => t.call('/v1/login/email', { email, code: wrong })));
    expect(count(rs, (r) => r.code === 500)).toBe(0);
    expect(count(rs, (r) => /Wrong verification code/.test(r.message))).toBeLessThanOrEqual(4);
    const right = await t.call('/v1/login/email', { email, code });
    expect(right.code).toBe(1000);
    expect(await users()).toBe(before);
  });

  it('one right code used 10 times at once logs in once: one token, one user, no 5xx', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const email = 'twice@example.com';
    const { code } = await issueCode(t.deps.db, 'email', email, t.deps.clock());
    const before = await users();
    const tokensBefore = (await t.deps.db.selectFrom('tokens').select('hash').execute()).length;
    const rs = await Promise.all(Array.from({ length: 10 }, () => t.call('/v1/login/email', { email, code })));
    expect(rs.map((r) => r.code).filter((c) => c !== 0 && c !== 1000)).toEqual([]);
    expect(count(rs, (r) => r.code === 0)).toBe(1);
    expect(await users()).toBe(before + 1);
    expect((await t.deps.db.selectFrom('tokens').select('hash').execute()).length).toBe(tokensBefore + 1);
    expect(await t.deps.db.selectFrom('identities').selectAll().where('subject', '=', email).execute()).toHaveLength(1);
  });

  it('a magic link used 10 times at once logs in once', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const { magic } = await issueCode(t.deps.db, 'email', 'magic@example.com', t.deps.clock(), true);
    const rs = await Promise.all(Array.from({ length: 10 }, () => t.call('/v1/login/email', { magicToken: magic! })));
    expect(rs.map((r) => r.code).filter((c) => c !== 0 && c !== 1000)).toEqual([]);
    expect(count(rs, (r) => r.code === 0)).toBe(1);
  });

  it('sends one code among 50 concurrent requests for one address within 60 s', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const email = 'resend@example.com';
    const rs = await Promise.all(Array.from({ length: N }, () => t.call('/v1/login/email/request-login', { email, useShortCode: true })));
    expect(count(rs, (r) => r.code === 0)).toBe(1);
    expect(count(rs, (r) => r.code === 1004)).toBe(N - 1);
    expect(await t.deps.db.selectFrom('login_codes').selectAll().where('target', '=', email).execute()).toHaveLength(1);
    t.tick(61_000);
    expect((await t.call('/v1/login/email/request-login', { email, useShortCode: true })).code).toBe(0);
  });

  it('a phone binds once among 50 concurrent calls with its code, and only to the account that asked: another account’s 50 write nothing', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const [asker, other] = [await t.member(), await t.member()];
    const phone = '+447700900777';
    const { code } = await issueCode(t.deps.db, 'phone', phone, t.deps.clock(), false, asker.uid);
    const codeRow = () =>
      t.deps.db.selectFrom('login_codes').select(['attempts', 'used_at']).where('target', '=', phone).executeTakeFirstOrThrow();
    const phonesBound = () =>
      t.deps.db.selectFrom('identities').select('user_id').where('type', '=', 'phone').where('subject', '=', phone).execute();

    const stolen = await Promise.all(
      Array.from({ length: N }, () => t.call('/v1/user/bind/phone', { phone, code }, { token: other.token })),
    );
    expect(stolen.every((r) => r.code === 1000)).toBe(true);
    expect(await codeRow()).toEqual({ attempts: 0, used_at: null });
    expect(await phonesBound()).toEqual([]);

    const own = await Promise.all(Array.from({ length: N }, () => t.call('/v1/user/bind/phone', { phone, code }, { token: asker.token })));
    expect(own.map((r) => r.code).filter((c) => c !== 0 && c !== 1000)).toEqual([]);
    expect(count(own, (r) => r.code === 0)).toBe(1);
    expect(await phonesBound()).toEqual([{ user_id: asker.uid }]);
  });
});
