import type { MiddlewareFn } from 'grammy';
import type { Db } from '../server/db/connect.js';
import { localizeError } from '../server/http/error-translations.js';
import type { BotContext } from './context.js';

const CLOSED = 'This account has been closed';
/** What a closed account may still do here: ask for its Stars back, read the privacy policy. */
const STILL_OPEN_COMMANDS = /^\/(paysupport|privacy)(@\w+)?(\s|$)/;
const STILL_OPEN_BUTTONS = /^refund:/;

/** Whether an operator closed (banned) this account. */
export const isClosed = async (db: Db, userId: string) =>
  Boolean(await db.selectFrom('user_bans').select('user_id').where('user_id', '=', userId).executeTakeFirst());

/**
 * An account an operator closed gets no token in the app; here it does nothing either. Before,
 * only plain text was refused: a closed account still had her thanks for a gift written by the
 * model, claimed the support gift, drew photos, opened chats and bought coins. Its payments are
 * still credited or refunded (the money has left the buyer), and /paysupport still answers.
 */
export const closedAccounts: MiddlewareFn<BotContext> = async (ctx, next) => {
  const user = ctx.user;
  if (!user) return next();
  const text = ctx.message?.text ?? '';
  const data = ctx.callbackQuery?.data ?? '';
  const acts =
    (ctx.message && !ctx.message.successful_payment && !STILL_OPEN_COMMANDS.test(text)) ||
    (ctx.callbackQuery && !STILL_OPEN_BUTTONS.test(data));
  if (!acts) return next();
  if (!(await isClosed(ctx.deps.db, user.id))) return next();
  const closed = localizeError(CLOSED, ctx.locale);
  if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: closed, show_alert: true });
  else await ctx.reply(closed);
};
