import { sql, type Kysely } from 'kysely';

/**
 * Trust and safety from the user's side (docs/trust-and-safety.md):
 * - profile_verifications: a photo or video the user sent to prove who they are; at most one
 *   pending per user (partial unique index), reviewed by an operator later.
 * - appeals: one pending appeal per subject (a character or an account's chat restriction).
 * - social_links: a creator's links, shown on their published characters.
 * - account_deletions: a deletion asked for, done by the sweep after its grace period.
 */
export function trustMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('profile_verifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('duration_ms', 'bigint')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('review_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('review_time', 'bigint')
        .execute();
      await db.schema.createIndex('profile_verifications_user').on('profile_verifications').columns(['user_id', 'status']).execute();
      await db.schema
        .createIndex('profile_verifications_one_pending')
        .on('profile_verifications')
        .column('user_id')
        .unique()
        .where(sql<boolean>`status = 'pending'`)
        .execute();

      await db.schema
        .createTable('appeals')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('review_time', 'bigint')
        .execute();
      await db.schema.createIndex('appeals_user').on('appeals').column('user_id').execute();
      await db.schema
        .createIndex('appeals_one_pending')
        .on('appeals')
        .columns(['subject_type', 'subject_id'])
        .unique()
        .where(sql<boolean>`status = 'pending'`)
        .execute();

      await db.schema
        .createTable('social_links')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('links', 'text', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('account_deletions')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('requested_at', 'bigint', (c) => c.notNull())
        .addColumn('delete_after', 'bigint', (c) => c.notNull())
        .addColumn('done_at', 'bigint')
        .execute();
      await db.schema.createIndex('account_deletions_due').on('account_deletions').columns(['done_at', 'delete_after']).execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['account_deletions', 'social_links', 'appeals', 'profile_verifications']) await db.schema.dropTable(t).execute();
    },
  };
}
