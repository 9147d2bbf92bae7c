import type { Kysely } from 'kysely';

/**
 * Frozen in time: one row per visitor account folded into a signed-in account. Its primary key is
 * what lets a visitor be merged once only, however many sign-ins carry its token at once.
 */
export function accountMergesMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('account_merges')
        .addColumn('visitor_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_merges_user').on('account_merges').column('user_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('account_merges').execute();
    },
  };
}
