import type { Kysely } from 'kysely';

/**
 * Frozen in time: Telegram Stars the way Telegram means them (docs/money.md, docs/telegram-bot.md).
 * - `star_subscriptions`: one Stars subscription per user, named by the charge id of its first
 *   payment (what editUserStarSubscription takes); renewals are orders of their own whose
 *   provider_ref (UNIQUE) is the renewal's charge id, so each charge is credited once.
 * - `star_media_purchases`: a locked photo bought as paid media in the bot's chat, once per user
 *   and photo (the unlock itself is the usual photo_unlocks row).
 * - `star_reconciliation`: what the daily comparison with getStarTransactions found, once per
 *   finding and charge, for the operator.
 */
export function starsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('star_subscriptions')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('telegram_user_id', 'bigint', (c) => c.notNull())
        .addColumn('charge_id', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'text', (c) => c.notNull())
        .addColumn('stars', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('canceled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('star_subscriptions_order').on('star_subscriptions').columns(['order_id']).execute();
      await db.schema
        .createTable('star_media_purchases')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('photo_id', 'text', (c) => c.notNull())
        .addColumn('telegram_user_id', 'bigint', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('star_media_purchases_pk', ['user_id', 'photo_id'])
        .execute();
      await db.schema
        .createTable('star_reconciliation')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('charge_id', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('user_id', 'text')
        .addColumn('stars', 'integer', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('found_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('star_reconciliation_once', ['kind', 'charge_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['star_reconciliation', 'star_media_purchases', 'star_subscriptions']) await db.schema.dropTable(t).execute();
    },
  };
}
