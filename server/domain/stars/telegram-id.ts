import type { Db } from '../../db/connect.js';

/** The Telegram account of one of our users (Stars calls name the Telegram user), or null. */
export async function telegramIdOf(db: Db, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('identities')
    .select('subject')
    .where('user_id', '=', userId)
    .where('type', '=', 'telegram')
    .executeTakeFirst();
  return row ? Number(row.subject) : null;
}

/** Our user of a Telegram account, or null. */
export async function userOfTelegramId(db: Db, telegramUserId: number): Promise<string | null> {
  const row = await db
    .selectFrom('identities')
    .select('user_id')
    .where('type', '=', 'telegram')
    .where('subject', '=', String(telegramUserId))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Where a Stars payment goes back: the account that paid it, kept on the order (a member signed
 * in without Telegram is paid for from any account, and an erased account has no identity left);
 * for a payment recorded before that was kept, the owner's Telegram account.
 */
export async function payerOf(db: Db, order: { user_id: string; payer_telegram_id: number | null }): Promise<number | null> {
  return order.payer_telegram_id ?? (await telegramIdOf(db, order.user_id));
}
