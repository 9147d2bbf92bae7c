import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: recovery at start looks for user messages left `pending` by a dead process.
 * A partial index holds only those (a handful at most), so the look-up stays instant however
 * large the messages table grows, and costs nothing on the writes of finished turns.
 */
export function pendingMessagesMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('messages_pending').on('messages').column('id').where(sql.ref('status'), '=', 'pending').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('messages_pending').execute();
    },
  };
}
