import type { RateRule } from '../server/config.js';
import { localizeError } from '../server/http/error-translations.js';
import type { BotContext } from './context.js';

/**
 * The app's per-account limits (docs/rate-limits.md) hold in the bot too, in the same buckets
 * (`account:u:<id>`, as the app's calls key them): before, a script driving a Telegram account
 * had none, for her replies, photos drawn or orders written. True, and the user told when to try
 * again, when the user is over the rule.
 */
export async function overLimit(ctx: BotContext, rule: Extract<RateRule, `${string}.account`>, userId: string): Promise<boolean> {
  const waitMs = await ctx.deps.rateLimits.consume(rule, `account:u:${userId}`);
  if (waitMs <= 0) return false;
  await ctx.reply(localizeError(`Too many requests, try again in ${Math.ceil(waitMs / 1000)} s`, ctx.locale));
  return true;
}
