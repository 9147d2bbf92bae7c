import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the Telegram account that paid a Stars order (successful_payment.from), kept on
 * the order when its payment is recorded. A member signed in without Telegram has no Telegram
 * identity to refund to, and an erased account has lost its own: their Stars could never be given
 * back. Payments made before this are read back from where they were kept: the subscription row
 * (one per user until now) for its charges, else the owner's Telegram identity.
 */
export function starsPayerMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('orders').addColumn('payer_telegram_id', 'bigint').execute();
      await fillStarsPayers(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('orders').dropColumn('payer_telegram_id').execute();
    },
  };
}

/** The payers of Stars payments recorded before the column (those still unknown only). */
export async function fillStarsPayers(db: Kysely<any>) {
  await sql`
    UPDATE orders SET payer_telegram_id = (
      SELECT s.telegram_user_id FROM star_subscriptions s
      WHERE s.charge_id = orders.provider_ref OR (orders.come_from = 'stars_renewal' AND s.user_id = orders.user_id)
      LIMIT 1)
    WHERE pay_method = 'TelegramStar' AND provider_ref IS NOT NULL AND payer_telegram_id IS NULL`.execute(db);
  await sql`
    UPDATE orders SET payer_telegram_id = (
      SELECT CAST(i.subject AS BIGINT) FROM identities i WHERE i.user_id = orders.user_id AND i.type = 'telegram')
    WHERE pay_method = 'TelegramStar' AND provider_ref IS NOT NULL AND payer_telegram_id IS NULL`.execute(db);
}
