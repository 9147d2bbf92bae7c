import { auth } from '../schemas/auth.js';
import { user } from '../schemas/user.js';
import { config } from '../schemas/config.js';
import { orders, rewards } from '../schemas/orders.js';
import { character } from '../schemas/character.js';
import { ledger } from '../schemas/ledger.js';
import { chat } from '../schemas/chat.js';
import { memory } from '../schemas/memory.js';
import { customCharacter, photograph } from '../schemas/custom-character.js';
import { landing } from '../schemas/landing.js';
import { tour } from '../schemas/tour.js';
import { meet } from '../schemas/meet.js';
import { service } from '../schemas/service-orders.js';
import { discount } from '../schemas/discount.js';
import { location } from '../schemas/location.js';
import { trust } from '../schemas/trust.js';
import { analytics } from '../schemas/analytics.js';
import { feed } from '../schemas/feed.js';
import { proactive } from '../schemas/proactive.js';
import { stars } from '../schemas/stars.js';
import type { CallDef } from './define.js';

/** Every call of the contract at run time (server side and tests: this loads every schema). */
export const allCalls: CallDef[] = [
  auth,
  user,
  config,
  orders,
  rewards,
  character,
  ledger,
  chat,
  memory,
  customCharacter,
  photograph,
  tour,
  landing,
  analytics,
  service,
  meet,
  discount,
  location,
  trust,
  feed,
  proactive,
  stars,
]
  .flatMap((group) => Object.values(group))
  .filter((d): d is CallDef => typeof d === 'object' && d !== null && 'path' in d && 'data' in d);
