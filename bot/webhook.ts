import type { MiddlewareFn } from 'grammy';
import type { Deps } from '../server/deps.js';
import { claimUpdate, releaseUpdate } from '../server/domain/bot-updates.js';
import type { BotContext } from './context.js';

/**
 * Webhook mode behind several processes: Telegram may post an update again (a slow answer, a
 * restart) and the balancer may hand it to any process. Each update id is claimed once in the
 * database before it is handled; a duplicate is acknowledged (200) and skipped. A failed update
 * gives its claim back, so a redelivery is handled; one whose process died mid-way is not.
 */
export function oncePerUpdate(deps: Deps): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const id = ctx.update.update_id;
    if (!(await claimUpdate(deps, id))) return;
    try {
      await next();
    } catch (e) {
      await releaseUpdate(deps, id).catch(() => undefined);
      throw e;
    }
  };
}
