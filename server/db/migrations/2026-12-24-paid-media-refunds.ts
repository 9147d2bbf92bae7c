import type { Kysely } from 'kysely';

/**
 * Frozen in time: what a Stars paid-media purchase did, on its row (still one per user and photo).
 * `unlocked`: it unlocked the photo; `refund`: the photo was unlocked already (with coins, in the
 * app), so the Stars bought nothing and go back; `refunded_charge_id` the charge given back. Before,
 * such a purchase was kept as if it had unlocked the photo, and the reconciliation saw nothing wrong.
 */
export function paidMediaRefundsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('star_media_purchases')
        .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('unlocked'))
        .execute();
      await db.schema.alterTable('star_media_purchases').addColumn('refunded_charge_id', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('star_media_purchases').dropColumn('refunded_charge_id').execute();
      await db.schema.alterTable('star_media_purchases').dropColumn('outcome').execute();
    },
  };
}
