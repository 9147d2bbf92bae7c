import type { Envelope } from '../../shared/schemas/common.js';
import type { Deps } from '../deps.js';
import type { UserRow } from '../db/database.js';

/** Hono variables set by the envelope middleware for every /v1 call. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    envelope: Envelope;
    region: string;
    /** The user behind the call's token, looked up once (token-user.ts). */
    tokenUser?: Promise<UserRow | undefined>;
  };
}
