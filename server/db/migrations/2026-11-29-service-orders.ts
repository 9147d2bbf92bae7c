import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: creator services (docs/service-orders.md). The first schema's `service_orders`
 * placeholder was never written by any release, so it is replaced by the real table: the price
 * held in escrow while the order is open (the sum over open orders is the escrow), the fee taken
 * when it is paid out, and `due_at`, when the timed sweep settles it if nobody acts.
 */
export function serviceOrdersMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.dropTable('service_orders').ifExists().execute();
      await db.schema
        .createTable('service_orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('character_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
        .addColumn('fee', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`fee >= 0`),
        )
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('brief', 'text', (c) => c.notNull())
        .addColumn('reply', 'text')
        .addColumn('photo_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('reject_reason', 'text')
        .addColumn('session_id', 'text')
        .addColumn('due_at', 'bigint')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('service_orders_buyer').on('service_orders').columns(['user_id', 'create_time']).execute();
      await db.schema.createIndex('service_orders_provider').on('service_orders').columns(['provider_id', 'create_time']).execute();
      await db.schema
        .createIndex('service_orders_due')
        .on('service_orders')
        .columns(['due_at'])
        .where(sql.ref('due_at'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('service_orders').execute();
    },
  };
}
