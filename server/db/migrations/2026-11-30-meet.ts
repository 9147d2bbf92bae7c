import type { Kysely } from 'kysely';

/**
 * Frozen in time: Meet. A like or pass stays one row of `meet_likes` (its key: user and
 * character); a match is the time she liked back plus the chat it opened. Meet settings are one
 * JSON row per user.
 */
export function meetMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('meet_likes').addColumn('match_time', 'bigint').execute();
      await db.schema.alterTable('meet_likes').addColumn('session_id', 'text').execute();
      await db.schema.createIndex('meet_likes_matches').on('meet_likes').columns(['user_id', 'match_time']).execute();
      await db.schema
        .createTable('meet_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('config', 'text', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('meet_settings').execute();
      await db.schema.dropIndex('meet_likes_matches').execute();
      await db.schema.alterTable('meet_likes').dropColumn('session_id').execute();
      await db.schema.alterTable('meet_likes').dropColumn('match_time').execute();
    },
  };
}
