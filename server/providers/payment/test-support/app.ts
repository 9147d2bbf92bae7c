import type { UserRow } from '../../../db/database.js';
import type { BotLink, Deps } from '../../../deps.js';
import { makeTestApp, type Dialect, type TestApp } from '../../../test/harness.js';

export interface PaymentTestApp extends TestApp {
  /** A raw request (webhooks, the sandbox page). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A fresh visitor account: its token and id. */
  visitor(): Promise<{ token: string; uid: string }>;
  userRow(uid: string): Promise<UserRow>;
}

/** The test app (createApp's whole stack) with a few payment helpers. */
export async function makePaymentTestApp(
  opts: { dialect?: Dialect; env?: Record<string, string>; bot?: (deps: Deps) => BotLink } = {},
): Promise<PaymentTestApp> {
  const t = await makeTestApp(opts);
  const request = async (path: string, init?: RequestInit) => t.app.request(path, init);
  const call = t.call;
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
