import type { Kysely } from 'kysely';

/**
 * Frozen in time: when its creator deleted a character whose photos others had paid for. Such a
 * character is kept, hidden from everyone, so its buyers keep those photos
 * (server/domain/custom-characters/delete.ts); null for every other character.
 */
export function characterDeletionMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('characters').addColumn('delete_time', 'bigint').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('characters').dropColumn('delete_time').execute();
    },
  };
}
