import type { Envelope } from '../../shared/schemas/common.js';
import type { Deps } from '../deps.js';

/** Hono variables set by the envelope middleware for every /v1 call. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    envelope: Envelope;
    region: string;
  };
}
