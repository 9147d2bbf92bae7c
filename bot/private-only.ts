import type { Context, MiddlewareFn } from 'grammy';

/**
 * The bot speaks in private chats only. Added to a group, it would answer commands there and
 * act for whoever pressed a button: a member's pick posted her last words of their private chat
 * to the group. Group and channel updates, and buttons of messages the bot cannot see (inline
 * ones, none of ours), are left unhandled before anything is claimed or written. Two exceptions:
 * a Stars payment is credited wherever its invoice was paid, and a pressed button is answered so
 * its spinner stops.
 */
export const privateChatsOnly: MiddlewareFn<Context> = async (ctx, next) => {
  if (ctx.message?.successful_payment) return next();
  const chat = ctx.chat;
  if (chat ? chat.type === 'private' : !ctx.callbackQuery) return next();
  if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
};
