import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ErrorCode } from '../../shared/errors.js';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t?.close());

/** Every table's row count, in one query: a refused call must leave them all as they were. */
async function counts(app: TestApp): Promise<Record<string, number>> {
  const tables = (await app.deps.db.introspection.getTables()).map((x) => x.name).filter((n) => !/^kysely_|rate_?limit/i.test(n));
  const { rows } = await sql.raw(`select ${tables.map((n) => `(select count(*) from "${n}") as "${n}"`).join(', ')}`).execute(app.deps.db);
  return Object.fromEntries(Object.entries(rows[0] as Record<string, unknown>).map(([k, v]) => [k, Number(v)]));
}

// The contract: a call that needs a user answers 1003 to a caller without one; its params come after.
describe.each(dialects)('a call without a user and with bad params on %s', (dialect) => {
  it('answers 1003 where the call needs a user, 1000 where it does not, and writes nothing', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    for (const path of ['/v1/session/chat', '/v1/gold/order/create', '/v1/vip/order/create', '/v1/service/order/create'])
      expect([path, (await t.call(path, {})).code]).toEqual([path, ErrorCode.loginNeeded]);
    // An expired or unknown token is no user either.
    expect((await t.call('/v1/session/chat', { sessionId: 7 }, { token: 'no-such-token' })).code).toBe(ErrorCode.loginNeeded);
    // Streamed, the same answer is the stream's one error event.
    const body = JSON.stringify({ params: {}, token: '', ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'd' });
    const streamed = await t.app.request('/v1/session/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', sign: signBody(body, t.deps.config.signSecret) },
      body,
    });
    expect(await streamed.text()).toMatch(/^event: error\ndata: \{"code":1003,/);
    // Open to everyone: its params decide.
    expect((await t.call('/v1/character/detail', {})).code).toBe(ErrorCode.badParams);
    // With a user, bad params are 1000 as before.
    const { token } = await t.member();
    expect((await t.call('/v1/session/chat', {}, { token })).code).toBe(ErrorCode.badParams);

    const routes = [
      ...new Set(t.app.routes.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/') && !r.path.includes('*')).map((r) => r.path)),
    ];
    expect(routes.length).toBeGreaterThan(90);
    const byCode = new Map<number, number>();
    const open: string[] = [];
    for (const path of routes) {
      const before = await counts(t);
      const { code } = await t.call(path, { unexpected: [1] });
      byCode.set(code, (byCode.get(code) ?? 0) + 1);
      if (code === ErrorCode.badParams) open.push(path);
      expect([path, code >= 500 && code < 600]).toEqual([path, false]);
      if (code !== 0) expect([path, await counts(t)]).toEqual([path, before]);
    }
    // Most calls need a user. Those whose params decide without one are the open ones: the
    // catalogue, logins, a language, analytics, and the payment methods this product does not take.
    expect(byCode.get(ErrorCode.loginNeeded)).toBeGreaterThan(60);
    expect(open.sort()).toEqual([
      '/v1/analytics/events',
      '/v1/character/detail',
      '/v1/character/photograph/list',
      '/v1/character/photograph/statics',
      '/v1/character/script/list',
      '/v1/config/set/lang',
      '/v1/login/email',
      '/v1/login/email/request-login',
      '/v1/login/google',
      '/v1/login/phone',
      '/v1/login/phone/valid-code/request',
      '/v1/login/telegram',
      '/v1/paypal/capture',
      '/v1/point/order/beingfi/verify',
      '/v1/qxPay/verify',
      '/v1/user-payment/ocean-payment/sign',
      '/v1/user/profile',
      '/v1/vip/order/beingfi/verify',
      '/v1/vip/order/visitor-create',
    ]);
  }, 60_000);
});
