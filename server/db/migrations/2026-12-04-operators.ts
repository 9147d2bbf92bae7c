import type { Kysely } from 'kysely';

/**
 * Frozen in time: the operator console (docs/operator-console.md). Operators themselves are named
 * in configuration; the database keeps their TOTP secret, their sessions, every action they took
 * (`audit_log`), and the decisions that must happen once: a report reviewed (its key), a user
 * banned (its key). The last TOTP step used is kept so a code is not accepted twice.
 */
export function operatorsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('operator_totp')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('enrolled_at', 'bigint')
        .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('operator_sessions')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('operator', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text', (c) => c.notNull())
        .addColumn('after_json', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_newest').on('audit_log').columns(['create_time']).execute();
      await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id']).execute();
      await db.schema
        .createTable('report_reviews')
        .addColumn('report_id', 'text', (c) => c.primaryKey().references('reports.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('operator', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('user_bans')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('operator', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['user_bans', 'report_reviews', 'audit_log', 'operator_sessions', 'operator_totp'])
        await db.schema.dropTable(t).execute();
    },
  };
}
