import type { Kysely } from 'kysely';

/**
 * Frozen in time: a Stars charge that bought nothing (its order cancelled or unknown, its owner
 * erased or closed, a photo already unlocked) is given back once: the row for its charge id is
 * written by the one delivery of the update that asks Telegram for the refund; the others find it.
 * Before, every delivery asked and only Telegram's "already refunded" kept the Stars from going
 * back twice.
 */
export function starRefundsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('star_refunds')
        .addColumn('charge_id', 'text', (c) => c.primaryKey())
        .addColumn('telegram_user_id', 'bigint', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('star_refunds').execute();
    },
  };
}
