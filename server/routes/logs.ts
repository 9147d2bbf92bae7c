import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { logClientEvent } from '../domain/logs.js';
import { rateLimit } from '../http/rate-limit.js';

const kinds = {
  '/client/h5/open': 'h5_open',
  '/client/h5/activity': 'h5_activity',
  '/server/h5/advlog': 'h5_advlog',
  '/server/h5/onlineTime': 'h5_online_time',
} as const;
const safeCallback = (s: string | undefined) => (s && /^[A-Za-z_$][\w$.]{0,63}$/.test(s) ? s : null);

/**
 * Fire-and-forget JSONP logging (GET with a callback). It never fails the page: a bad payload or a
 * database hiccup still answers the callback. Anyone may call it, so it is rate-limited per IP and
 * each row is bounded (logClientEvent).
 */
export const logRoutes = new Hono<AppEnv>();
const limit = rateLimit();
// A refusal of the rate limit (1004) goes to the callback too: plain JSON would be a syntax error
// in the page's script tag, and the callback it waits for would never be called.
logRoutes.use('*', async (c, next) => {
  const refused = await limit(c, next);
  if (!(refused instanceof Response)) return;
  const cb = safeCallback(c.req.query('callback'));
  if (!cb) return refused;
  return c.body(`${cb}(${await refused.text()});`, 200, { 'Content-Type': 'application/javascript; charset=utf-8' });
});
for (const [path, kind] of Object.entries(kinds)) {
  logRoutes.get(path, async (c) => {
    const { db, clock, log } = c.get('deps');
    const query = c.req.query();
    const { callback, ...payload } = query;
    try {
      await logClientEvent(db, kind, typeof payload.uid === 'string' ? payload.uid : null, payload, clock());
    } catch (e) {
      log.warn('log write failed', { kind, error: String(e) });
    }
    const cb = safeCallback(callback);
    const body = JSON.stringify({ code: 0 });
    if (!cb) return c.json({ code: 0 });
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    return c.body(`${cb}(${body});`);
  });
}
