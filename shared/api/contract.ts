import type { z } from 'zod';
import type { CallDef, DefsOf } from './define.js';

/**
 * The calls of the contract, by path. Each group file lists its calls with defineCall; this
 * type gathers them so the client can name a call by its path and get its params and data types
 * without loading a schema (types only: zod stays out of the first-screen bundle).
 */
type AllDefs =
  | DefsOf<typeof import('../schemas/auth.js').auth>
  | DefsOf<typeof import('../schemas/user.js').user>
  | DefsOf<typeof import('../schemas/trust.js').trust>
  | DefsOf<typeof import('../schemas/config.js').config>
  | DefsOf<typeof import('../schemas/orders.js').orders>
  | DefsOf<typeof import('../schemas/orders.js').rewards>
  | DefsOf<typeof import('../schemas/character.js').character>
  | DefsOf<typeof import('../schemas/ledger.js').ledger>
  | DefsOf<typeof import('../schemas/chat.js').chat>
  | DefsOf<typeof import('../schemas/memory.js').memory>
  | DefsOf<typeof import('../schemas/custom-character.js').customCharacter>
  | DefsOf<typeof import('../schemas/custom-character.js').photograph>
  | DefsOf<typeof import('../schemas/analytics.js').analytics>
  | DefsOf<typeof import('../schemas/tour.js').tour>
  | DefsOf<typeof import('../schemas/landing.js').landing>
  | DefsOf<typeof import('../schemas/discount.js').discount>
  | DefsOf<typeof import('../schemas/location.js').location>
  | DefsOf<typeof import('../schemas/meet.js').meet>
  | DefsOf<typeof import('../schemas/feed.js').feed>
  | DefsOf<typeof import('../schemas/proactive.js').proactive>
  | DefsOf<typeof import('../schemas/stars.js').stars>
  | DefsOf<typeof import('../schemas/service-orders.js').service>;

export type CallMap = { [D in AllDefs as D['path']]: D };
export type CallPath = keyof CallMap;
export type ParamsOf<K extends CallPath> = z.input<CallMap[K]['params']>;
export type DataOf<K extends CallPath> = z.output<CallMap[K]['data']>;
export type { CallDef };
