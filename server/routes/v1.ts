import { authRoutes } from './auth.js';
import { configRoutes } from './config.js';
import { userRoutes } from './user.js';
import { characterRoutes } from './character.js';
import { sessionRoutes } from './session.js';
import { tourRoutes } from './tour.js';
import { landingRoutes } from './landing.js';
import { vipRoutes } from './vip.js';
import { goldRoutes } from './gold.js';
import { rewardRoutes } from './rewards.js';
import { customCharacterRoutes } from './custom-character.js';
import { photographRoutes } from './photograph.js';
import { meetRoutes } from './meet.js';
import { serviceOrderRoutes } from './service-orders.js';
import { discountRoutes } from './discount.js';
import { locationRoutes } from './location.js';
import { trustRoutes } from './trust.js';
import { analyticsRoutes } from './analytics.js';
import { feedRoutes } from './feed.js';
import { proactiveRoutes } from './proactive.js';
import { starsRoutes } from './stars.js';
import { memoryRoutes } from './memory.js';

/** Every router of the /v1 contract, in mounting order: app.ts mounts them, the contract test reads them. */
export const v1Routes = [
  authRoutes,
  configRoutes,
  userRoutes,
  characterRoutes,
  sessionRoutes,
  tourRoutes,
  landingRoutes,
  vipRoutes,
  goldRoutes,
  rewardRoutes,
  customCharacterRoutes,
  photographRoutes,
  meetRoutes,
  serviceOrderRoutes,
  discountRoutes,
  locationRoutes,
  trustRoutes,
  analyticsRoutes,
  feedRoutes,
  proactiveRoutes,
  memoryRoutes,
  starsRoutes,
];
