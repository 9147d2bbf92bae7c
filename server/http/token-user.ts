import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import { TOKEN_COOKIE } from '../../shared/constants.js';
import type { UserRow } from '../db/database.js';
import { userOfToken } from '../domain/accounts/tokens.js';
import type { AppEnv } from './env.js';
import { requestHeader } from './node-request.js';

/** The call's token: the envelope's, else the cookie. */
export function callToken(c: Context<AppEnv>): string {
  const envelope = c.get('envelope') as AppEnv['Variables']['envelope'] | undefined;
  // Raw uploads (outside the envelope) send theirs as a Bearer header.
  return envelope?.token || cookieToken(c) || /^Bearer (.+)$/.exec(requestHeader(c, 'authorization') ?? '')?.[1] || '';
}

/** The token cookie, read from the Node request's headers when there is one (see node-request.ts). */
function cookieToken(c: Context<AppEnv>): string | undefined {
  const cookie = requestHeader(c, 'cookie');
  return cookie ? parse(cookie, TOKEN_COOKIE)[TOKEN_COOKIE] : undefined;
}

/**
 * The user behind the call's token, read once per request: the rate limiter (per-account keys)
 * and the handler both ask, and a chat turn should not pay for the token lookup twice.
 */
export function tokenUser(c: Context<AppEnv>, now: number): Promise<UserRow | undefined> {
  let user = c.get('tokenUser');
  if (!user) {
    user = userOfToken(c.get('deps').db, callToken(c), now);
    c.set('tokenUser', user);
  }
  return user;
}
