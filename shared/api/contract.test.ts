import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { allCalls } from './all-calls.js';
import { authRoutes } from '../../server/routes/auth.js';
import { configRoutes } from '../../server/routes/config.js';
import { userRoutes } from '../../server/routes/user.js';
import { characterRoutes } from '../../server/routes/character.js';
import { sessionRoutes } from '../../server/routes/session.js';
import { tourRoutes } from '../../server/routes/tour.js';
import { vipRoutes } from '../../server/routes/vip.js';
import { goldRoutes } from '../../server/routes/gold.js';
import { rewardRoutes } from '../../server/routes/rewards.js';
import { customCharacterRoutes } from '../../server/routes/custom-character.js';
import { photographRoutes } from '../../server/routes/photograph.js';
import { landingRoutes } from '../../server/routes/landing.js';
import { analyticsRoutes } from '../../server/routes/analytics.js';
import { meetRoutes } from '../../server/routes/meet.js';
import { serviceOrderRoutes } from '../../server/routes/service-orders.js';
import { discountRoutes } from '../../server/routes/discount.js';
import { locationRoutes } from '../../server/routes/location.js';
import { trustRoutes } from '../../server/routes/trust.js';
import { feedRoutes } from '../../server/routes/feed.js';

// The routers mounted under /v1 by server/app.ts.
const v1Routers: Hono<never>[] = [authRoutes, configRoutes, userRoutes, characterRoutes, sessionRoutes, tourRoutes, vipRoutes, goldRoutes, rewardRoutes, customCharacterRoutes, photographRoutes, landingRoutes, analyticsRoutes, serviceOrderRoutes, meetRoutes, discountRoutes, locationRoutes, trustRoutes, feedRoutes] as never;
const served = v1Routers.flatMap((r) => r.routes.filter((x) => x.method === 'POST').map((x) => x.path));

describe('the contract', () => {
  it('names each call once', () => {
    const paths = allCalls.map((d) => d.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('is served: every defined call has its POST route under /v1', () => {
    expect(allCalls.map((d) => d.path).filter((p) => !served.includes(p))).toEqual([]);
  });
});
