import { sql, type Kysely } from 'kysely';

const COLUMNS = 'charge_id, user_id, telegram_user_id, order_id, plan_id, stars, expires_at, canceled, create_time, update_time';

/**
 * Frozen in time: one row per Stars subscription, keyed by the charge id of its first payment (what
 * editUserStarSubscription takes), no longer one per user. A second subscription overwrote the
 * first's row, so cancelling, refunding or erasing stopped only the newer one and Telegram went on
 * renewing the first. The table is rebuilt (SQLite cannot change a primary key in place).
 */
export function starSubscriptionsPerChargeMigration() {
  return {
    async up(db: Kysely<any>) {
      await rebuild(db, (t) =>
        t
          .addColumn('charge_id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade')),
      );
      await db.schema.createIndex('star_subscriptions_user').on('star_subscriptions').columns(['user_id']).execute();
      await db.schema.createIndex('star_subscriptions_order').on('star_subscriptions').columns(['order_id']).execute();
    },
    async down(db: Kysely<any>) {
      await rebuild(
        db,
        (t) =>
          t
            .addColumn('charge_id', 'text', (c) => c.notNull().unique())
            .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade')),
        // One row per user again: the newest subscription of each.
        sql`WHERE NOT EXISTS (SELECT 1 FROM star_subscriptions n WHERE n.user_id = star_subscriptions.user_id AND n.create_time > star_subscriptions.create_time)`,
      );
      await db.schema.createIndex('star_subscriptions_order').on('star_subscriptions').columns(['order_id']).execute();
    },
  };
}

type TableBuilder = ReturnType<Kysely<any>['schema']['createTable']>;

async function rebuild(db: Kysely<any>, keys: (t: TableBuilder) => TableBuilder, where = sql``) {
  const table = keys(db.schema.createTable('star_subscriptions_next'))
    .addColumn('telegram_user_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('canceled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull());
  await table.execute();
  await sql`INSERT INTO star_subscriptions_next (${sql.raw(COLUMNS)}) SELECT ${sql.raw(COLUMNS)} FROM star_subscriptions ${where}`.execute(
    db,
  );
  await db.schema.dropTable('star_subscriptions').execute();
  await db.schema.alterTable('star_subscriptions_next').renameTo('star_subscriptions').execute();
}
