import type { Kysely } from 'kysely';

/**
 * Frozen in time: a card gateway's payment that bought nothing (its order was cancelled, or the
 * order had been paid by another payment, or the amount differs) is given back once: the row for
 * its payment id is written by the one delivery of the webhook that asks the gateway for the
 * refund; the others find it.
 */
export function gatewayRefundsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('gateway_refunds')
        .addColumn('payment_id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer')
        .addColumn('reason', 'text', (c) => c.notNull())
        /** The gateway's id of the refund; null while it is being asked for. */
        .addColumn('refund_id', 'text')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('gateway_refunds').execute();
    },
  };
}
