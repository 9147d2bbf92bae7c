import type { Kysely } from 'kysely';

/**
 * Frozen in time: the content policy's review queue.
 * - moderation_flags: one row per refusal (the user's message, a bot DM, a cut reply), with the
 *   rule that decided and a short excerpt for the operator; counted to decide a restriction.
 * - chat_restrictions: one row per account whose chat is paused; the primary key and a guarded
 *   upsert make one restriction of many concurrent refusals. `review_status` is the operator's.
 */
export function moderationMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('moderation_flags')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('rule', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('moderation_flags_user_time').on('moderation_flags').columns(['user_id', 'create_time']).execute();
      await db.schema
        .createTable('chat_restrictions')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('until', 'bigint', (c) => c.notNull())
        .addColumn('episodes', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_restrictions').execute();
      await db.schema.dropTable('moderation_flags').execute();
    },
  };
}
