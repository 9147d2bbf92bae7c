import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: a chat photo a Premium member paid 50 coins for was clear only while Premium
 * lasted (no unlock row was written), so it blurred again when Premium ended. Every such purchase
 * on record (its ledger row) becomes the unlock it should have been.
 */
export function paidChatPhotosMigration() {
  return {
    async up(db: Kysely<any>) {
      await sql`
        INSERT INTO photo_unlocks (user_id, photo_id, create_time)
        SELECT l.user_id, l.ref_id, l.create_time FROM ledger l
        WHERE l.reason = 'photo_request' AND l.ref_id IN (SELECT id FROM photos)
        ON CONFLICT DO NOTHING`.execute(db);
    },
    async down() {
      // The rows are indistinguishable from unlocks made since: nothing to undo.
    },
  };
}
