import { timingSafeEqual } from 'node:crypto';
import { BotError, type MiddlewareFn } from 'grammy';
import type { Context as HonoContext } from 'hono';
import type { Deps } from '../server/deps.js';
import { claimUpdate, releaseUpdate } from '../server/domain/bot-updates.js';
import type { BotContext } from './context.js';

/**
 * Webhook mode behind several processes: Telegram may post an update again (a slow answer, a
 * restart) and the balancer may hand it to any process. Each update id is claimed once in the
 * database before it is handled; a duplicate is acknowledged (200) and skipped.
 *
 * A failed update is handled as in long polling: the error handler logs it and tells the user,
 * the answer is 200 and the claim stays, so Telegram does not post it again. Before, the claim
 * was given back and grammY answered 500, so Telegram posted it again and it ran again: a gift or
 * a Premium photo whose message Telegram refused after the charge was charged once more each
 * time. Only a payment is given back to Telegram's redelivery, since it is credited or refunded
 * once per charge however often it comes.
 */
export function oncePerUpdate(deps: Deps, onError: (err: BotError<BotContext>) => Promise<void>): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const id = ctx.update.update_id;
    if (!(await claimUpdate(deps, id))) return;
    try {
      await next();
    } catch (e) {
      if (!ctx.message?.successful_payment) return onError(new BotError(e, ctx));
      await releaseUpdate(deps, id).catch(() => undefined);
      throw e;
    }
  };
}

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function sameSecret(given: string | undefined, secret: string) {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An object with the update id Telegram numbers every update with (a positive integer). */
const isUpdate = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Number.isSafeInteger((body as { update_id?: unknown }).update_id) &&
  (body as { update_id: number }).update_id >= 0;

/**
 * In front of grammY's webhook handler: a post with the right secret whose body is not an update
 * (not JSON, or no integer `update_id`) is answered 400 before anything is claimed; before, grammY
 * answered malformed JSON 500 and claimed whatever else in `bot_updates`. A post without the
 * secret goes on to grammY, which answers 401 without reading its body.
 */
export function refuseNonUpdates(handle: (c: HonoContext) => Promise<Response>, secret: string) {
  return async (c: HonoContext) => {
    if (sameSecret(c.req.header(SECRET_HEADER), secret)) {
      // Hono keeps the body's text, so grammY reads the same one after this.
      const body: unknown = await c.req.json().catch(() => undefined);
      if (!isUpdate(body)) return c.json({ ok: false, description: 'Bad Request: not a Telegram update' }, 400);
    }
    return handle(c);
  };
}
