import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../test/harness.js';
import type { Mail } from '../../providers/mail/index.js';

/** Three operators, one of each role. */
export const OPERATORS = 'boss@ops.test:admin,mod@ops.test:moderator,help@ops.test:support';

/**
 * The operator console as its page calls it (JSON bodies, the session cookie), on the test app
 * `app()` gives (made in a beforeAll or per test), keeping the mails it sends.
 */
export function consoleOf(app: () => TestApp) {
  const mails: Mail[] = [];
  const secrets = new Map<string, string>();
  const admin = async <T = any>(path: string, body: unknown = {}, cookie = '') => {
    const res = await app().app.request(`/admin/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      setCookie: res.headers.get('set-cookie') ?? '',
      ...((await res.json()) as { code: number; message: string; data: T }),
    };
  };
  const totpNow = (email: string, secret: string) =>
    new TOTP({ label: email, secret: Secret.fromBase32(secret) }).generate({ timestamp: app().deps.clock() });
  /** Mail code, then TOTP (enrolled the first time); answers the session cookie. */
  const signIn = async (email: string) => {
    expect((await admin('/login/request', { email })).code).toBe(0);
    const code = /code is (\d{6})/.exec(mails.at(-1)!.text)![1]!;
    const v = await admin<{ ticket: string; enrol: { secret: string; uri: string } | null }>('/login/verify', { email, code });
    expect(v.code, v.message).toBe(0);
    if (v.data.enrol) {
      expect(v.data.enrol.uri).toMatch(/^otpauth:\/\/totp\//);
      secrets.set(email, v.data.enrol.secret);
    }
    app().tick(30_000); // a fresh TOTP step for every sign-in: a step is taken once
    const s = await admin('/login/totp', { ticket: v.data.ticket, totp: totpNow(email, secrets.get(email)!) });
    expect(s.code, s.message).toBe(0);
    return /op_session=([^;]+)/.exec(s.setCookie)![0];
  };
  /** The console's mail goes to `mails`. */
  const keepMails = () => {
    app().deps.mailer = { send: async (m) => void mails.push(m) };
  };
  return { admin, signIn, totpNow, secrets, mails, keepMails };
}
