import type { Kysely } from 'kysely';

/**
 * Frozen in time: which process draws a character generation (its key under the owner lock of
 * the several-processes setup, PostgreSQL), so that another process starting meanwhile does not
 * take the live job for a dead one and draw it again (docs/architecture.md).
 */
export function jobProcessMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('character_jobs').addColumn('process_key', 'integer').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('character_jobs').dropColumn('process_key').execute();
    },
  };
}
