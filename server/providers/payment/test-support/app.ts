import { Hono } from 'hono';
import { signBody } from '../../../../shared/sign.js';
import { ErrorText } from '../../../../shared/errors.js';
import type { UserRow } from '../../../db/database.js';
import type { Deps } from '../../../deps.js';
import { AppError } from '../../../errors.js';
import type { AppEnv } from '../../../http/env.js';
import { envelope } from '../../../http/envelope.js';
import { makeTestApp, type Dialect, type TestApp } from '../../../test/harness.js';
import { vipRoutes } from '../../../routes/vip.js';
import { goldRoutes } from '../../../routes/gold.js';
import { rewardRoutes } from '../../../routes/rewards.js';
import { paymentHookRoutes } from '../../../routes/payment-hooks.js';

/** Paths served by the payment sub-apps; everything else goes to the real app. */
const OURS = /^\/(v1\/(vip|gold|user-payment|paypal|qxPay|point)\/|v1\/user\/(reward|questionnaire|pay)\/|hooks\/pay\/|pay\/sandbox\/)/;

export interface PaymentTestApp extends TestApp {
  /** A raw request (webhooks, the sandbox page). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A fresh visitor account: its token and id. */
  visitor(): Promise<{ token: string; uid: string }>;
  userRow(uid: string): Promise<UserRow>;
}

/**
 * The test app with the payment sub-apps mounted the way app.ts mounts them (inside /v1 after the
 * envelope; hooks and the sandbox page at the root), in front of the real app for other calls.
 */
export async function makePaymentTestApp(opts: { dialect?: Dialect; env?: Record<string, string> } = {}): Promise<PaymentTestApp> {
  const t = await makeTestApp(opts);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  const v1 = new Hono<AppEnv>();
  v1.use('*', envelope);
  v1.route('/', vipRoutes).route('/', goldRoutes).route('/', rewardRoutes);
  app.route('/v1', v1);
  app.route('/', paymentHookRoutes);
  // The same mapping as app.ts: application errors are envelopes on HTTP 200.
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json({ code: err.code, message: err.message, data: null, region: '' });
    return c.json({ code: 500, message: ErrorText.unknown, data: null, region: '', error: String(err) }, 500);
  });

  const request = async (path: string, init?: RequestInit) => (OURS.test(path) ? app.request(path, init) : t.app.request(path, init));
  const call: TestApp['call'] = async (path, params = {}, o = {}) => {
    const body = JSON.stringify({ params, token: o.token ?? '', ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'test-device' });
    const res = await request(path, { method: 'POST', headers: { 'content-type': 'application/json', sign: signBody(body, t.deps.config.signSecret), ...o.headers }, body });
    return res.json();
  };
  return {
    ...t,
    call,
    request,
    async visitor() {
      const r = await call('/v1/user/token');
      return { token: r.data.token as string, uid: r.data.uid as string };
    },
    userRow: (uid) => t.deps.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow(),
    async close() {
      // pg's pool.end() resolves before its clients' sockets have closed, and the harness then
      // drops the database WITH (FORCE), which kills those clients mid-close: an uncaught error.
      // Closing the pool first (destroy is idempotent) and letting the sockets finish avoids it.
      await (t.deps as Deps & { close(): Promise<void> }).close();
      await new Promise((r) => setTimeout(r, 50));
      await t.close();
    },
  };
}
