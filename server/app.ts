import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { join } from 'node:path';
import { ErrorCode, ErrorText } from '../shared/errors.js';
import type { Deps } from './deps.js';
import type { AppEnv } from './http/env.js';
import { AppError } from './errors.js';
import { envelope } from './http/envelope.js';
import { rateLimit } from './http/rate-limit.js';
import { mountStatic } from './http/static.js';
import { securityHeaders } from './http/security-headers.js';
import { mountI18n } from './http/i18n.js';
import { mountSitemap } from './http/sitemap.js';
import { logRoutes } from './routes/logs.js';
import { paymentHookRoutes } from './routes/payment-hooks.js';
import { trustUploadRoutes } from './routes/trust.js';
import { v1Routes } from './routes/v1.js';
import { localizeError } from './http/error-translations.js';
import { adminRoutes } from './routes/admin/index.js';
import { requestScope } from './http/request-id.js';
import { healthRoutes } from './http/health.js';
import { metricsRoutes } from './metrics/route.js';

/** Build the whole HTTP app from its dependencies; tests make one per test. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('*', (c, next) => {
    c.set('deps', deps);
    return next();
  });
  app.use('*', requestScope);
  app.use('*', securityHeaders);

  app.route('/', healthRoutes);
  app.route('/', metricsRoutes);

  const v1 = new Hono<AppEnv>();
  v1.use('*', envelope);
  v1.use('*', rateLimit());
  for (const routes of v1Routes) v1.route('/', routes);
  v1.all('*', (c) =>
    c.json({ code: ErrorCode.uriNotExist, message: `uri not exist: ${c.req.path}`, data: null, region: c.get('region') ?? '' }),
  );
  app.route('/v1', v1);
  app.route('/out-comm-logs', logRoutes);
  app.route('/admin/api', adminRoutes);
  app.route('/', trustUploadRoutes);
  // Provider webhooks and the sandbox checkout page: signed by the provider, no envelope.
  app.route('/', paymentHookRoutes);

  // One mapper: application errors become the envelope on HTTP 200; nothing else leaks.
  app.onError((err, c) => {
    const region = c.get('region') ?? '';
    if (err instanceof AppError)
      return c.json({ code: err.code, message: localizeError(err.message, c.req.header('accept-language')), data: err.data, region });
    if (err instanceof HTTPException) return c.json({ code: ErrorCode.badParams, message: err.message, data: null, region }, err.status);
    // The request's deps: its logger stamps the request id (http/request-id.ts).
    c.get('deps').log.error('unhandled error', { path: c.req.path, error: err instanceof Error ? err.stack : String(err) });
    return c.json({ code: 500, message: ErrorText.unknown, data: null, region }, 500);
  });

  mountI18n(app, deps.config.localesDir);
  mountSitemap(app);
  mountStatic(app, { distDir: deps.config.distDir, mediaDir: join(deps.config.dataDir, 'media') });
  return app;
}
