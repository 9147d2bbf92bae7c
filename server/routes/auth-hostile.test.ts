import { afterEach, describe, expect, it } from 'vitest';
import { sign } from '@tma.js/init-data-node';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

const BOT_TOKEN = '123456:TEST-bot-token-for-init-data';
let t: TestApp;
afterEach(async () => t?.close());

const initData = (id: number) =>
  sign({ user: { id, first_name: 'Replay' } as never, signature: 'test-signature' } as never, BOT_TOKEN, new Date(t.deps.clock()));
/** A call from an address of its own (the app trusts one proxy in these tests). */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const tokensOf = async (uid: string) => (await t.deps.db.selectFrom('tokens').select('hash').where('user_id', '=', uid).execute()).length;

describe.each(dialects)('sign-in proofs replayed by a hostile client on %s', (dialect) => {
  it('one Telegram init data, replayed from many addresses, signs in 30 times in 10 minutes, not without end', async () => {
    t = await makeTestApp({ dialect, env: { BOT_TOKEN, TRUST_PROXY: '1' } });
    const data = initData(4242);
    const rs = [];
    for (let i = 0; i < 40; i++) rs.push(await t.call('/v1/login/telegram', { initData: data }, from(`198.51.100.${i + 1}`)));
    expect(rs.filter((r) => r.code === 0)).toHaveLength(30);
    expect(rs.slice(30).every((r) => r.code === 1004)).toBe(true);
    // Each refused replay wrote no token.
    expect(await tokensOf(rs[0]!.data.uid)).toBe(30);
    // Another Telegram user from the same addresses is not held back by it.
    expect((await t.call('/v1/login/telegram', { initData: initData(4343) }, from('198.51.100.1'))).code).toBe(0);
  });

  it('one address gets 60 Telegram or Google sign-in calls a minute, whatever they carry', async () => {
    t = await makeTestApp({ dialect, env: { BOT_TOKEN, TRUST_PROXY: '1' } });
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) {
      codes.push(
        i % 2
          ? (await t.call('/v1/login/telegram', { initData: initData(1000 + i) }, from('203.0.113.7'))).code
          : (
              await t.call(
                '/v1/login/google',
                { credential: `e30.${Buffer.from(JSON.stringify({ sub: `s${i}` })).toString('base64url')}.x` },
                from('203.0.113.7'),
              )
            ).code,
      );
    }
    expect(codes.slice(0, 60).every((c) => c !== 1004)).toBe(true);
    expect(codes.slice(60)).toEqual([1004, 1004]);
    expect((await t.call('/v1/login/telegram', { initData: initData(9) }, from('203.0.113.8'))).code).toBe(0);
  });

  it('counts a forged Google credential against the account it names', async () => {
    t = await makeTestApp({ dialect, env: { TRUST_PROXY: '1' } });
    const credential = `e30.${Buffer.from(JSON.stringify({ sub: 'victim' })).toString('base64url')}.forged`;
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await t.call('/v1/login/google', { credential }, from(`192.0.2.${i + 1}`))).code);
    expect(codes.slice(0, 30).every((c) => c === 1000)).toBe(true);
    expect(codes[30]).toBe(1004);
  });
});
