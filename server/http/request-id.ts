import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { requestContext } from '../log.js';
import type { AppEnv } from './env.js';

/** Probes and scrapes come every few seconds: measured, never written as access lines. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/** A sane incoming X-Request-Id (word characters, `-`, `=`, at most 128) is kept; otherwise a UUID. */
const assignId = requestId({ limitLength: 128 });

/**
 * Every request gets an id (answered in `X-Request-Id`), carried by every log line written while
 * it runs (AsyncLocalStorage, read by the logger), and one access line: method, route pattern,
 * status, milliseconds. Never the path or the body: they may hold ids, tokens or what users wrote.
 */
export const requestScope: MiddlewareHandler<AppEnv> = (c, next) =>
  assignId(c, () =>
    requestContext.run({ requestId: c.get('requestId') }, async () => {
      const started = performance.now();
      await next();
      const ms = performance.now() - started;
      // The handler that answered: its pattern (`/v1/session/chat`, `/media/*`), not the raw path.
      const route = routePath(c);
      const deps = c.get('deps');
      deps.metrics?.observeRequest(c.req.method, route, c.res.status, ms / 1000);
      if (!QUIET.has(route)) deps.log.info('request', { method: c.req.method, route, status: c.res.status, ms: Math.round(ms * 10) / 10 });
    }),
  );
