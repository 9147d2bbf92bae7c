import { afterEach, describe, expect, it } from 'vitest';
import { sign } from '@tma.js/init-data-node';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';

const BOT_TOKEN = '123456:TEST-bot-token-for-init-data';
let t: TestApp;
/** The rules under test are the database's; the per-IP throttles in front are tested on their own. */
const noThrottle = { RATE_LIMITS: 'off' };
afterEach(() => t.close());

const initData = (id: number, name = 'Tess') =>
  sign({ user: { id, first_name: name } as never, signature: 'test-signature' } as never, BOT_TOKEN, new Date(t.deps.clock()));
const identities = (subject: string) => t.deps.db.selectFrom('identities').selectAll().where('subject', '=', subject).execute();
const users = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(dialects)('first logins of one identity at once on %s', (dialect) => {
  it('10 concurrent first Telegram logins answer one user: no 5xx, one identity, one user', async () => {
    t = await makeTestApp({ dialect, env: { ...noThrottle, BOT_TOKEN } });
    const before = await users();
    const data = initData(4242);
    const rs = await Promise.all(Array.from({ length: 10 }, () => t.call('/v1/login/telegram', { initData: data })));
    expect(rs.map((r) => r.code)).toEqual(Array(10).fill(0));
    expect(new Set(rs.map((r) => r.data.uid)).size).toBe(1);
    expect(rs.filter((r) => r.data.isRegister)).toHaveLength(1);
    expect(await identities('4242')).toHaveLength(1);
    expect(await users()).toBe(before + 1);
  });

  it('10 concurrent first Google logins answer one user', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    t.deps.verifyGoogle = async () => ({ sub: 'google-race-1', email: 'race@gmail.com', name: 'Race', locale: undefined });
    const before = await users();
    const rs = await Promise.all(Array.from({ length: 10 }, () => t.call('/v1/login/google', { credential: 'x'.repeat(40) })));
    expect(rs.map((r) => r.code)).toEqual(Array(10).fill(0));
    expect(new Set(rs.map((r) => r.data.uid)).size).toBe(1);
    expect(await identities('google-race-1')).toHaveLength(1);
    expect(await users()).toBe(before + 1);
  });

  it('a visitor logging in 10 times at once keeps one account with one identity', async () => {
    t = await makeTestApp({ dialect, env: { ...noThrottle, BOT_TOKEN } });
    const v = await t.call('/v1/user/token');
    const data = initData(777);
    const rs = await Promise.all(
      Array.from({ length: 10 }, () => t.call('/v1/login/telegram', { initData: data }, { token: v.data.token })),
    );
    expect(rs.map((r) => r.code)).toEqual(Array(10).fill(0));
    expect(new Set(rs.map((r) => r.data.uid))).toEqual(new Set([v.data.uid]));
    expect(await identities('777')).toHaveLength(1);
  });

  it('binding one Telegram account 10 times at once binds it once, and never to a second user', async () => {
    t = await makeTestApp({ dialect, env: { ...noThrottle, BOT_TOKEN } });
    const a = await t.member();
    const b = await t.member();
    const data = initData(99);
    const rs = await Promise.all([
      ...Array.from({ length: 10 }, () => t.call('/v1/user/bind/telegram', { initData: data }, { token: a.token })),
      ...Array.from({ length: 10 }, () => t.call('/v1/user/bind/telegram', { initData: data }, { token: b.token })),
    ]);
    expect(rs.map((r) => r.code).filter((c) => c !== 0 && c !== 1000)).toEqual([]);
    const rows = await identities('99');
    expect(rows).toHaveLength(1);
    const winner = rows[0]!.user_id === a.uid ? 0 : 10;
    expect(rs.slice(winner, winner + 10).every((r) => r.code === 0)).toBe(true);
    expect(rs.slice(10 - winner, 20 - winner).every((r) => /another user/.test(r.message))).toBe(true);
  });
});
