import { afterEach, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { jsonFlaw, MAX_JSON_DEPTH } from './envelope.js';

let t: TestApp;
afterEach(() => t?.close());

const nested = (levels: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** `{"extraJson":{"a":[{"a":…}]}}` as text: too deep for JSON.stringify's own recursion to write. */
const deepParams = (levels: number) => `{"extraJson":${'{"a":['.repeat(levels / 2)}1${']}'.repeat(levels / 2)}}`;

async function rawCall(app: TestApp, path: string, body: string) {
  const res = await app.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, app.deps.config.signSecret) },
    body,
  });
  return (await res.json()) as { code: number; message: string };
}

async function rowCounts(app: TestApp, tables: string[]) {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const r = await app.deps.db
      .selectFrom(table as 'users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(r.n);
  }
  return out;
}

describe('jsonFlaw', () => {
  it('names where a NUL or too deep a nesting is, and passes ordinary values', () => {
    expect(jsonFlaw({ params: { content: 'hi\nthere', list: [1, 'two', { x: null }] }, token: '' })).toBeUndefined();
    expect(jsonFlaw({ params: { content: 'a\u0000b' } })).toBe('params.content must not contain control characters');
    expect(jsonFlaw({ params: { tags: ['ok', 'b\u0000'] } })).toBe('params.tags[1] must not contain control characters');
    expect(jsonFlaw({ params: { ['k\u0000']: 1 } })).toBe('Field names in params must not contain control characters');
    expect(jsonFlaw({ params: nested(MAX_JSON_DEPTH - 2) })).toBeUndefined();
    expect(jsonFlaw({ params: nested(5000) })).toMatch(/^params(\.a|\[0\])+ is nested too deeply \(at most 32 levels\)$/);
  });
});

describe.each(dialects)('the envelope refuses NUL characters and deep nesting on %s', (dialect) => {
  it('answers 1000 naming the field of a NUL character, for any call, and writes nothing', async () => {
    t = await makeTestApp({ dialect });
    const visitor = (await t.call('/v1/user/token')).data.token as string;
    const tables = ['users', 'tokens', 'logs', 'login_codes', 'orders', 'ledger'];
    const before = await rowCounts(t, tables);
    const cases: [string, unknown][] = [
      ['/v1/user/update', { nick: 'Ann\u0000' }],
      ['/v1/user/init', { lang: 'en', channel: 'x\u0000y' }],
      ['/v1/user/report', { targetType: 'user', targetId: 'u1', reason: 'spam\u0000' }],
      ['/v1/login/email/request-login', { email: 'a\u0000b@example.com' }],
      ['/v1/login/email', { email: 'ann@example.com', code: '12345\u0000' }],
      ['/v1/open', { d: 'x', extra: { deep: 'a\u0000' } }],
      ['/v1/vip/order/create', { id: 'vip-monthly\u0000', comeFrom: 'x' }],
      ['/v1/character/list', { keyword: '\u0000' }],
      ['/v1/session/chat', { sessionId: 's_1', content: 'hi\u0000', clientMsgId: 'm1' }],
    ];
    for (const [path, params] of cases) {
      const r = await t.call(path, params, { token: visitor });
      expect({ path, code: r.code }).toEqual({ path, code: 1000 });
      expect(r.message).toMatch(/^params\.[\w.[\]]+ must not contain control characters$/);
    }
    // In the envelope itself too, not only in params.
    const inToken = await t.call('/v1/user/my-profile', {}, { token: `${visitor}\u0000` });
    expect(inToken).toMatchObject({ code: 1000, message: 'token must not contain control characters' });
    expect(await rowCounts(t, tables)).toEqual(before);
  });

  it('answers 1000 for JSON nested thousands of levels deep, and writes nothing', async () => {
    t = await makeTestApp({ dialect });
    const visitor = (await t.call('/v1/user/token')).data.token as string;
    const tables = ['users', 'tokens', 'logs', 'characters', 'custom_characters'];
    const before = await rowCounts(t, tables);

    for (const path of ['/v1/open', '/v1/user/update', '/v1/custom-character/create']) {
      const r = await rawCall(t, path, `{"params":${deepParams(6000)},"token":"${visitor}"}`);
      expect({ path, code: r.code }).toEqual({ path, code: 1000 });
      expect(r.message).toMatch(/is nested too deeply/);
    }
    expect(await rowCounts(t, tables)).toEqual(before);
  });
});
