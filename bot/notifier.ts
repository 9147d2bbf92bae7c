import type { Api } from 'grammy';
import type { Db } from '../server/db/connect.js';
import type { OrderRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import { getUser } from '../server/domain/users.js';
import { messagesFor, resolveLocale, type BotLocale } from './i18n/index.js';
import { appButton } from './links.js';
import { paidMessage } from './paid-message.js';
import { telegramChatOf } from './telegram-user.js';
import { isBlockedError, mayWriteTo, revokeWriteAccess } from '../server/domain/proactive/consent.js';
import { cutText } from './text-cut.js';

/** A Telegram message holds at most 4096 characters; the reply is cut to leave room for the header. */
const MAX_REPLY_CHARS = 3500;

/**
 * Where and in which language to write to one of our users, when they linked Telegram and let the
 * bot write to them (init data's allows_write_to_pm, requestWriteAccess, or writing to the bot).
 * `waitedFor`: a reply the user asked for in the app, which reaches them even without that.
 */
export async function findUserChat(
  db: Db,
  userId: string,
  opts: { waitedFor?: boolean } = {},
): Promise<{ chatId: number; lang: BotLocale } | undefined> {
  const chatId = await telegramChatOf(db, userId);
  if (chatId === undefined) return undefined;
  if (!opts.waitedFor && !(await mayWriteTo(db, userId))) return undefined;
  const user = await getUser(db, userId);
  return user ? { chatId, lang: resolveLocale(user.lang, undefined) } : undefined;
}

export interface TelegramNotifier {
  /** A web or sandbox payment was credited. False when the user has no Telegram or it failed. */
  notifyOrderPaid(userId: string, order: OrderRow): Promise<boolean>;
  /** A chat reply finished after the app disconnected: deliver it here with an "Open chat" button. */
  notifyReply(userId: string, characterName: string, text: string, sessionId: string): Promise<boolean>;
  /** A text written by the server in the user's language (an operator's decision). */
  notifyText(userId: string, text: string): Promise<boolean>;
}

/**
 * Best-effort messages to users: a user without Telegram, or one who blocked the bot, is logged and
 * answered `false`, never thrown at the caller (whose own work has already been committed).
 */
export function createTelegramNotifier(bot: { api: Api }, deps: Deps): TelegramNotifier {
  const send = async (userId: string, what: string, make: (lang: BotLocale) => Promise<[string, Parameters<Api['sendMessage']>[2]?]>) => {
    const chat = await findUserChat(deps.db, userId, { waitedFor: what === 'reply' });
    if (!chat) return false;
    try {
      const [text, other] = await make(chat.lang);
      await bot.api.sendMessage(chat.chatId, text, other);
      return true;
    } catch (err) {
      deps.log.warn('telegram notification not sent', { userId, what, error: err instanceof Error ? err.message : String(err) });
      if (isBlockedError(err)) await revokeWriteAccess(deps.db, userId, deps.clock());
      return false;
    }
  };
  return {
    notifyText: (userId, text) => send(userId, 'notice', async () => [text]),
    notifyOrderPaid: (userId, order) =>
      send(userId, 'order_paid', async (lang) => {
        const user = await getUser(deps.db, userId);
        if (!user) throw new Error(`User ${userId} not found`);
        return [await paidMessage(deps, order, user, lang)];
      }),
    notifyReply: (userId, characterName, text, sessionId) =>
      send(userId, 'reply', async (lang) => {
        const t = messagesFor(lang);
        const body = text.length > MAX_REPLY_CHARS ? `${cutText(text, MAX_REPLY_CHARS)}…` : text;
        return [
          t.replyFrom({ name: characterName, text: body }),
          { reply_markup: { inline_keyboard: [[appButton(deps.config, t.openChat, `/chat/${encodeURIComponent(sessionId)}`, lang)]] } },
        ];
      }),
  };
}
