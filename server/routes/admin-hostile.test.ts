import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import type { Mail } from '../providers/mail/index.js';

let t: TestApp;
afterEach(async () => t?.close());

/** A console call from someone who is not an operator: no session cookie, any body. */
async function post(path: string, body: string) {
  const res = await t.app.request(`/admin/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, ...((await res.json()) as { code: number; message: string; data?: unknown }) };
}

describe.each(dialects)('the operator console called by a non-operator on %s', (dialect) => {
  it('refuses a body over 1 MB on the calls anyone may make, and sends nothing for it', async () => {
    t = await makeTestApp({ dialect, env: { OPERATORS: 'boss@ops.test:admin', RATE_LIMITS: 'off' } });
    const mails: Mail[] = [];
    t.deps.mailer = { send: async (m) => void mails.push(m) };
    const padding = 'x'.repeat(2 * 1024 * 1024);

    for (const path of ['/logout', '/login/request', '/login/verify', '/login/totp']) {
      const r = await post(path, JSON.stringify({ email: 'boss@ops.test', padding }));
      expect(r, path).toMatchObject({ status: 413, code: 1000, message: 'Request body is too large (limit 1 MB)' });
    }
    expect(mails).toEqual([]);

    // The same calls with an ordinary body still work.
    expect(await post('/login/request', JSON.stringify({ email: 'boss@ops.test' }))).toMatchObject({ status: 200, code: 0 });
    expect(mails).toHaveLength(1);
    expect(await post('/logout', '{}')).toMatchObject({ status: 200, code: 0 });
    expect(await post('/logout', 'not json')).toMatchObject({ status: 200, code: 0 });
  });

  it('answers a signed-out caller 1003 before reading anything it sent', async () => {
    t = await makeTestApp({ dialect, env: { OPERATORS: 'boss@ops.test:admin' } });
    for (const path of ['/me', '/users/find', '/users/grant', '/orders/refund', '/audit']) {
      expect(await post(path, JSON.stringify({ q: 'x', padding: 'x'.repeat(2 * 1024 * 1024) })), path).toMatchObject({
        status: 401,
        code: 1003,
      });
    }
  });

  it('answers a sign-in code request the same for an operator’s address and anyone else’s, resends included', async () => {
    t = await makeTestApp({ dialect, env: { OPERATORS: 'boss@ops.test:admin', RATE_LIMITS: 'off' } });
    const mails: Mail[] = [];
    t.deps.mailer = { send: async (m) => void mails.push(m) };
    const ask = (email: string) => post('/login/request', JSON.stringify({ email }));
    for (const email of ['boss@ops.test', 'nobody@ops.test']) {
      expect(await ask(email), email).toEqual({ status: 200, code: 0, message: '', data: { sent: true } });
      expect(await ask(email), email).toEqual({ status: 200, code: 0, message: '', data: { sent: true } });
    }
    // One code went out (to the operator), the resend within the minute sent none.
    expect(mails.map((m) => m.to)).toEqual(['boss@ops.test']);
    t.tick(61_000);
    expect(await ask('boss@ops.test')).toMatchObject({ code: 0 });
    expect(mails).toHaveLength(2);
  });

  it('refuses a wrong sign-in code with one answer, whether the address is an operator’s or not', async () => {
    t = await makeTestApp({ dialect, env: { OPERATORS: 'boss@ops.test:admin', RATE_LIMITS: 'off' } });
    t.deps.mailer = { send: async () => undefined };
    const verify = (email: string) => post('/login/verify', JSON.stringify({ email, code: '000000' }));
    const answers = [];
    // Before any code was asked for, and after one was (a wrong guess), for both kinds of address.
    answers.push(await verify('boss@ops.test'), await verify('nobody@ops.test'));
    await post('/login/request', JSON.stringify({ email: 'boss@ops.test' }));
    await post('/login/request', JSON.stringify({ email: 'nobody@ops.test' }));
    answers.push(await verify('boss@ops.test'), await verify('nobody@ops.test'));
    for (const a of answers)
      expect(a).toEqual({ status: 200, code: 1000, message: 'Wrong or expired code, please request a new one', data: null });
  });
});
