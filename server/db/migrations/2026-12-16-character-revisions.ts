import type { Kysely } from 'kysely';

/**
 * Frozen in time: a released character's edits wait here for review (one pending revision per
 * character, the whole persona as its owner last saved it), while everyone else keeps seeing
 * the version an operator approved.
 */
export function characterRevisionsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('character_revisions')
        .addColumn('character_id', 'text', (c) => c.primaryKey().references('characters.id').onDelete('cascade'))
        .addColumn('persona', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('character_revisions').execute();
    },
  };
}
