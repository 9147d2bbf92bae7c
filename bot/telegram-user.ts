import type { User as TelegramUser } from 'grammy/types';
import type { Db } from '../server/db/connect.js';
import type { UserRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import { findOrCreateByIdentity, identitySubjectOf, ownerOf } from '../server/domain/accounts/identities.js';
import { matchLocale } from '../shared/locales.js';

/** Users who first met us in the bot; the mini-app's channel is set by its own start params. */
export const BOT_CHANNEL = 'telegram_bot';

/** Our user bound to this Telegram account (identity type 'telegram', subject = Telegram user id). */
export function findTelegramUser(db: Db, telegramId: number | string): Promise<UserRow | undefined> {
  return ownerOf(db, 'telegram', String(telegramId));
}

/** The Telegram chat of a user (a private chat's id is the Telegram user id), if they linked one. */
export async function telegramChatOf(db: Db, userId: string): Promise<number | undefined> {
  const subject = await identitySubjectOf(db, userId, 'telegram');
  const id = subject ? Number(subject) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Find or create our user for a Telegram sender, like mini-app login but without a token: the bot
 * acts for the user itself, so issuing one would only leave unused bearer secrets behind.
 */
export async function ensureTelegramUser(deps: Deps, from: TelegramUser): Promise<{ user: UserRow; isNew: boolean }> {
  const known = await findTelegramUser(deps.db, from.id);
  if (known) return { user: known, isNew: false };
  const nick = [from.first_name, from.last_name].filter(Boolean).join(' ') || from.username || 'Telegram user';
  const { user, isRegister } = await findOrCreateByIdentity(deps.db, {
    type: 'telegram',
    subject: String(from.id),
    nick,
    lang: matchLocale(from.language_code) ?? 'en',
    channel: BOT_CHANNEL,
    now: deps.clock(),
  });
  return { user, isNew: isRegister };
}
