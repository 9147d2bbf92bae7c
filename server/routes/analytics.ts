import { Hono } from 'hono';
import { analytics as s } from '../../shared/schemas/analytics.js';
import { call } from '../http/call.js';
import { clientIp } from '../http/client-ip.js';
import type { AppEnv } from '../http/env.js';
import { abFor, storeEvents } from '../domain/analytics/events.js';
import { saveAdIds } from '../domain/analytics/ad-ids.js';

/**
 * Product analytics (docs/analytics.md). Anyone may call both (the page reports before any
 * login), so both are rate-limited with `/v1/open` (http/rate-limit.ts) and bounded by their
 * schemas; a refused call writes nothing.
 */
export const analyticsRoutes = new Hono<AppEnv>()
  .post(
    s.adIds.path,
    call(s.adIds, async ({ c, deps, params, maybeUser, envelope, now }) => {
      const user = await maybeUser();
      const { fbclid, fbc, fbp, ttclid, ttp } = params;
      if (user && (fbclid || fbc || fbp || ttclid || ttp)) {
        await saveAdIds(deps.db, user.id, params, { ip: clientIp(c, deps.config.trustProxy), userAgent: c.req.header('user-agent') }, now);
      }
      return { ab: abFor(user, envelope.uuid ?? ''), experiments: deps.config.analytics.experiments };
    }),
  )
  .post(
    s.events.path,
    call(s.events, async ({ deps, params, maybeUser, envelope, now }) => {
      const user = await maybeUser();
      // The tab's own group when a QA link forced B (`testB`), else the server's.
      const ab = params.ab ?? abFor(user, envelope.uuid ?? '');
      const stored = await storeEvents(deps.db, { userId: user?.id ?? null, device: envelope.uuid ?? '', ab, events: params.events }, now);
      return { stored };
    }),
  );
