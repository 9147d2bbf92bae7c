import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { z } from 'zod';
import { may, type OperatorRole } from '../../../shared/operator-roles.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import type { AppEnv } from '../../http/env.js';
import { BodyAborted, BodyTooLarge, requestText } from '../../http/node-request.js';
import { limits } from '../../../shared/constants.js';
import { COOKIE, operatorOf, type Operator } from '../../domain/admin/auth.js';
import { readableIssues } from './readable-issues.js';

// Who may do what (shared/operator-roles.ts): checked here, on the server, for every call.
export { may };

const answer = (c: Context<AppEnv>, code: number, message: string, data: unknown, status: 200 | 400 | 401 | 403 | 413 | 415 = 200) =>
  c.json({ code, message, data }, status);

/**
 * The body as JSON, read with the /v1 calls' limit: the sign-in calls and logout answer anyone,
 * and reading a body of any size there would let anyone fill the server's memory. undefined when
 * it is not JSON.
 */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const raw = await requestText(c, limits.bodyMaxBytes);
  try {
    return raw === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * One console call: a JSON body checked by `schema`, the operator's session and role (none for
 * the sign-in steps), then the handler. Answers `{ code, message, data }`: 1003 on HTTP 401
 * without a session, 1000 on HTTP 403 for a role that may not, 1000 with the reason on bad input
 * (in words: readable-issues.ts).
 * A JSON body is required, so a cross-site form cannot post here (the cookie is SameSite=Strict too).
 */
export function handle<S extends z.ZodTypeAny>(
  roles: readonly OperatorRole[] | null,
  schema: S,
  fn: (c: Context<AppEnv>, params: z.infer<S>, op: Operator) => Promise<unknown>,
) {
  return async (c: Context<AppEnv>) => {
    if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
      return answer(c, ErrorCode.badParams, 'JSON body required', null, 415);
    const deps = c.get('deps');
    try {
      let op: Operator = { email: '', role: 'support' };
      if (roles) {
        op = await operatorOf(deps, getCookie(c, COOKIE));
        if (!roles.includes(op.role)) return answer(c, ErrorCode.badParams, `The ${op.role} role may not do this`, null, 403);
      }
      let body: unknown;
      try {
        body = await jsonBody(c);
      } catch (e) {
        if (e instanceof BodyAborted) return c.body(null, 400);
        if (!(e instanceof BodyTooLarge)) throw e;
        if (e.closeConnection) c.header('Connection', 'close');
        return answer(c, ErrorCode.badParams, `Request body is too large (limit ${limits.bodyMaxBytes / (1024 * 1024)} MB)`, null, 413);
      }
      const parsed = schema.safeParse(body ?? {});
      if (!parsed.success) return answer(c, ErrorCode.badParams, readableIssues(parsed.error.issues), null, 400);
      return answer(c, 0, '', (await fn(c, parsed.data, op)) ?? null);
    } catch (e) {
      if (e instanceof AppError) return answer(c, e.code, e.message, null, e.code === ErrorCode.loginNeeded ? 401 : 200);
      throw e;
    }
  };
}
