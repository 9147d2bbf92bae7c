import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import { BotError, type MiddlewareFn } from 'grammy';
import type { Context as HonoContext } from 'hono';
import type { Deps } from '../server/deps.js';
import { claimUpdate } from '../server/domain/bot-updates.js';
import type { BotContext } from './context.js';

/** How long grammY waits on an update before answering Telegram 200 and letting it go on alone. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Whether grammY has answered the post an update came in (its timeout), for that update's handling. */
const answered = new AsyncLocalStorage<{ sent: boolean }>();
/** grammY's `onTimeout`: Telegram gets its 200 now, while the update goes on. */
export const markAnswered = () => {
  const post = answered.getStore();
  if (post) post.sent = true;
};
/** Each post handled with its own record of whether it has been answered. */
export const recordingAnswer =
  <A extends unknown[], R>(handle: (...args: A) => R) =>
  (...args: A): R =>
    answered.run({ sent: false }, () => handle(...args));

/** A payment or a paid-media purchase: handled once per charge in the database, however often it comes. */
const isPayment = (ctx: BotContext) => Boolean(ctx.message?.successful_payment || ctx.update.purchased_paid_media);

/**
 * Webhook mode behind several processes: Telegram may post an update again (a slow answer, a
 * restart) and the balancer may hand it to any process. Each update id is claimed once in the
 * database before it is handled; a duplicate is acknowledged (200) and skipped.
 *
 * A failed update is handled as in long polling: the error handler logs it and tells the user,
 * the answer is 200 and the claim stays, so Telegram does not post it again. Before, the claim
 * was given back and grammY answered 500, so Telegram posted it again and it ran again: a gift or
 * a Premium photo whose message Telegram refused after the charge was charged once more each
 * time. Payments (a Stars payment, a paid photo) are not claimed at all: they are credited or
 * refunded once per charge however often they come, so a process that dies mid-payment leaves
 * nothing that would skip Telegram's redelivery, and one that fails answers 500 so that Telegram
 * posts it again (unless grammY has answered already, `markAnswered`: then the error handler logs it).
 */
export function oncePerUpdate(deps: Deps, onError: (err: BotError<BotContext>) => Promise<void>): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    if (isPayment(ctx)) {
      try {
        return await next();
      } catch (e) {
        // Answered already: no redelivery comes, and a rejection now is one nobody handles
        // (grammY's race is over; Node ends the process). Logged for the reconciliation instead.
        if (answered.getStore()?.sent) return onError(new BotError(e, ctx));
        throw e;
      }
    }
    if (!(await claimUpdate(deps, ctx.update.update_id))) return;
    try {
      await next();
    } catch (e) {
      return onError(new BotError(e, ctx));
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
