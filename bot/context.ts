import type { Context, MiddlewareFn } from 'grammy';
import type { UserRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import { messagesFor, resolveLocale, type BotLocale, type Messages } from './i18n/index.js';
import { ensureTelegramUser, findTelegramUser } from './telegram-user.js';

/** The server's dependencies: features call the domain directly, never our own HTTP API. */
export interface DepsFlavor {
  deps: Deps;
}

export interface UserFlavor {
  /** Our user for the sender when they already have one (read once per update). */
  user: UserRow | undefined;
  /**
   * Find or create our user for the sender; only the features that act for a user call it.
   * (Not `me`: grammY's context already names the bot's own account so.)
   */
  account(): Promise<UserRow>;
  /** True when `account()` created the account during this update (referrals count only then). */
  isNewUser: boolean;
}

export interface I18nFlavor {
  locale: BotLocale;
  /** The message table of `locale`. */
  t: Messages;
  setLocale(code: string): void;
}

export type BotContext = Context & DepsFlavor & UserFlavor & I18nFlavor;

/** Fills the flavors before any feature runs. */
export function botContext(deps: Deps): MiddlewareFn<BotContext> {
  return async function fillBotContext(ctx, next) {
    const from = ctx.from && !ctx.from.is_bot ? ctx.from : undefined;
    ctx.deps = deps;
    ctx.user = from ? await findTelegramUser(deps.db, from.id) : undefined;
    ctx.isNewUser = false;
    ctx.account = async () => {
      if (ctx.user) return ctx.user;
      if (!from) throw new Error('This update has no Telegram user to act for');
      const found = await ensureTelegramUser(deps, from);
      ctx.user = found.user;
      ctx.isNewUser = found.isNew;
      return found.user;
    };
    ctx.setLocale = (code) => {
      ctx.locale = resolveLocale(code, undefined);
      ctx.t = messagesFor(ctx.locale);
    };
    ctx.setLocale(resolveLocale(ctx.user?.lang, from?.language_code));
    await next();
  };
}
