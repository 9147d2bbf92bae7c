import type { User as TelegramUser } from 'grammy/types';
import type { Db } from '../server/db/connect.js';
import type { UserRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import { createUser } from '../server/domain/users.js';
import { newId } from '../server/domain/ids.js';
import { isUniqueViolation } from '../server/domain/orders/db-errors.js';
import { matchLocale } from '../shared/locales.js';

/** Users who first met us in the bot; the mini-app's channel is set by its own start params. */
export const BOT_CHANNEL = 'telegram_bot';

/** Our user bound to this Telegram account (identity type 'telegram', subject = Telegram user id). */
export function findTelegramUser(db: Db, telegramId: number | string): Promise<UserRow | undefined> {
  return db
    .selectFrom('identities')
    .innerJoin('users', 'users.id', 'identities.user_id')
    .selectAll('users')
    .where('identities.type', '=', 'telegram')
    .where('identities.subject', '=', String(telegramId))
    .executeTakeFirst();
}

/** The Telegram chat of a user (a private chat's id is the Telegram user id), if they linked one. */
export async function telegramChatOf(db: Db, userId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('type', '=', 'telegram')
    .executeTakeFirst();
  const id = row ? Number(row.subject) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Find or create our user for a Telegram sender, like mini-app login but without a token: the bot
 * acts for the user itself, so issuing one would only leave unused bearer secrets behind.
 */
export async function ensureTelegramUser(deps: Deps, from: TelegramUser): Promise<{ user: UserRow; isNew: boolean }> {
  const known = await findTelegramUser(deps.db, from.id);
  if (known) return { user: known, isNew: false };
  const now = deps.clock();
  const nick = [from.first_name, from.last_name].filter(Boolean).join(' ') || from.username || 'Telegram user';
  try {
    const user = await deps.db.transaction().execute(async (trx) => {
      const u = await createUser(trx, { nick, lang: matchLocale(from.language_code) ?? 'en', channel: BOT_CHANNEL, isVisitor: false, now });
      await trx.insertInto('identities').values({ id: newId('id'), user_id: u.id, type: 'telegram', subject: String(from.id), create_time: now }).execute();
      return u;
    });
    return { user, isNew: true };
  } catch (err) {
    // Two updates of a brand-new user raced; the other one created the account (ours rolled back).
    if (!isUniqueViolation(err)) throw err;
    const winner = await findTelegramUser(deps.db, from.id);
    if (!winner) throw err;
    return { user: winner, isNew: false };
  }
}
