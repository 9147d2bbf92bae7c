import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/harness.js';
import { issueCode } from '../domain/accounts/codes.js';

let t: TestApp;
afterEach(() => t.close());

async function emailLogin(email: string) {
  const { code } = await issueCode(t.deps.db, 'email', email, t.deps.clock());
  const r = await t.call('/v1/login/email', { email, code });
  expect(r.code).toBe(0);
  return r.data as { token: string; uid: string };
}

describe('what others can learn about an account', () => {
  it('a new email account gets a neutral nick, never its address', async () => {
    t = await makeTestApp();
    const r = await emailLogin('giulia.bianchi@example.com');
    const me = await t.call('/v1/user/my-profile', {}, { token: r.token });
    expect(me.data.nick).not.toMatch(/giulia|bianchi|example/i);
    expect(me.data.nick).toMatch(/^User [0-9A-Z]{4}$/);
  });

  it('a Google account without a name gets a neutral nick too', async () => {
    t = await makeTestApp();
    t.deps.verifyGoogle = async () => ({ sub: 'g-nameless', email: 'secret.handle@gmail.com', name: undefined, locale: undefined });
    const r = await t.call('/v1/login/google', { credential: 'x'.repeat(40) });
    const me = await t.call('/v1/user/my-profile', {}, { token: r.data.token });
    expect(me.data.nick).not.toMatch(/secret|handle/i);
  });

  it("another user's profile answers only its public fields", async () => {
    t = await makeTestApp();
    const r = await emailLogin('owner@example.com');
    const other = await t.call('/v1/user/profile', { uid: r.uid });
    expect(Object.keys(other.data).sort()).toEqual(['avatar', 'createTime', 'id', 'nick']);
    expect(JSON.stringify(other.data)).not.toMatch(/owner|example/);
  });
});
