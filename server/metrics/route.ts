import { Hono, type Context, type Next } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { healthRoutes } from '../http/health.js';

/** hono's bearer check (constant-time compare, 401 with WWW-Authenticate); typed for a bare Env. */
const bearer = (token: string, c: Context<AppEnv>, next: Next) => bearerAuth({ token })(c as unknown as Context, next);

async function scrape(deps: Deps) {
  const registry = deps.metrics?.registry;
  if (!registry) return null;
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType } });
}

/**
 * `/metrics` on the main port: only with METRICS_TOKEN set, and only for `Authorization: Bearer
 * <token>`; without a token it does not exist (404), so it is never public by default.
 */
export const metricsRoutes = new Hono<AppEnv>().get(
  '/metrics',
  async (c, next) => {
    const token = c.get('deps').config.ops.metricsToken;
    if (!token) return c.text('Not found', 404);
    return bearer(token, c, next);
  },
  async (c) => (await scrape(c.get('deps'))) ?? c.text('Not found', 404),
);

/**
 * The METRICS_PORT server: `/metrics` and the health checks, for a network only the scraper
 * reaches. METRICS_TOKEN, when set, is asked here too.
 */
export function metricsApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.route('/', healthRoutes);
  app.get('/metrics', async (c, next) => {
    const token = deps.config.ops.metricsToken;
    return token ? bearer(token, c, next) : next();
  });
  app.get('/metrics', async (c) => (await scrape(deps)) ?? c.text('Not found', 404));
  app.all('*', (c) => c.text('Not found', 404));
  return app;
}
