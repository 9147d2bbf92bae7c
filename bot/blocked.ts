import { isBlockedError, revokeWriteAccess } from '../server/domain/proactive/consent.js';
import type { BotContext } from './context.js';

/**
 * Telegram refused a message because the user blocked the bot: it no longer writes to them
 * first, as when a first message meets the same 403 (writing to the bot again gives it back).
 * Before, a block met while answering was ignored, and her next first message was written by
 * the model only to be refused. True when `e` was that.
 */
export async function forgetIfBlocked(ctx: BotContext, e: unknown): Promise<boolean> {
  if (!isBlockedError(e)) return false;
  if (ctx.user) await revokeWriteAccess(ctx.deps.db, ctx.user.id, ctx.deps.clock()).catch(() => undefined);
  return true;
}
