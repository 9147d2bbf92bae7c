import type { Kysely } from 'kysely';

/**
 * Frozen in time: when a memory fold of a session last began (docs/memory.md). Several processes
 * each count a session's replies; the fold itself is claimed here, so one process folds a session
 * at a time and no more often than the per-session bound, whichever process its replies reach.
 */
export function foldClaimsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('memory_cursors')
        .addColumn('fold_started_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('memory_cursors').dropColumn('fold_started_at').execute();
    },
  };
}
