import type { Db } from '../../db/connect.js';
import type { WriteAccessSource } from '../../db/database.js';

/**
 * Record that the user let the bot write to them. One statement: a first grant inserts, a grant
 * after the bot was blocked clears the block, a grant already in force writes nothing.
 */
export async function grantWriteAccess(db: Db, userId: string, source: WriteAccessSource, now: number): Promise<void> {
  await db
    .insertInto('bot_write_access')
    .values({ user_id: userId, source, granted_at: now, revoked_at: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ source, granted_at: now, revoked_at: null }).where('bot_write_access.revoked_at', 'is not', null),
    )
    .execute();
}

/** Telegram said the bot is blocked (403): write nothing more until the user comes back. */
export async function revokeWriteAccess(db: Db, userId: string, now: number): Promise<void> {
  await db.updateTable('bot_write_access').set({ revoked_at: now }).where('user_id', '=', userId).execute();
}

/** May the bot start a conversation with this user? */
export async function mayWriteTo(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bot_write_access')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored consent and its source, for settings. */
export async function writeAccessOf(db: Db, userId: string) {
  return db.selectFrom('bot_write_access').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Telegram's answer when the user blocked the bot or deleted their account. */
export const isBlockedError = (e: unknown) => {
  const err = e as { error_code?: number; description?: string };
  return err?.error_code === 403 || /bot was blocked|user is deactivated|chat not found/i.test(String(err?.description ?? ''));
};
