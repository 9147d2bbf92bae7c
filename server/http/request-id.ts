import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Deps } from '../deps.js';
import { requestLogger } from '../log.js';
import { outgoingOf, requestHeader } from './node-request.js';
import type { AppEnv } from './env.js';

/** Probes and scrapes come every few seconds: measured, never written as access lines. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/** A sane incoming X-Request-Id: word characters, `-`, `=`, at most 128 (a hostile one could forge log fields). */
const SANE_ID = /^[\w\-=]{1,128}$/;

/**
 * Every request gets an id: the caller's sane `X-Request-Id`, else a UUID. It is answered in
 * `X-Request-Id` and carried by every line the request's code writes: the request's `deps` is
 * the app's with a logger that stamps the id (log.ts, `requestLogger`), and handlers and the
 * domain log through it. Then one access line: method, route pattern, status, milliseconds.
 * Never the path or the body: they may hold ids, tokens or what users wrote.
 */
export const requestScope: MiddlewareHandler<AppEnv> = async function requestScope(c, next) {
  const given = requestHeader(c, 'x-request-id');
  const id = given !== undefined && SANE_ID.test(given) ? given : crypto.randomUUID();
  // Straight onto the Node response when there is one: a web Headers object for one header
  // costs more than the rest of the answer's headers together.
  const outgoing = outgoingOf(c);
  if (outgoing) outgoing.setHeader('X-Request-Id', id);
  else c.header('X-Request-Id', id);
  const app = c.get('deps');
  const deps: Deps = Object.create(app) as Deps;
  deps.log = requestLogger(app.log, id);
  c.set('deps', deps);

  const started = performance.now();
  await next();
  const ms = performance.now() - started;
  // The handler that answered: its pattern (`/v1/session/chat`, `/media/*`), not the raw path.
  const route = routePath(c);
  deps.metrics?.observeRequest(c.req.method, route, c.res.status, ms / 1000);
  if (!QUIET.has(route)) deps.log.info('request', { method: c.req.method, route, status: c.res.status, ms: Math.round(ms * 10) / 10 });
};
