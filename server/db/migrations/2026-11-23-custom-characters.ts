import type { Kysely } from 'kysely';

/**
 * Frozen in time: what the custom-character flow keeps beside the `characters` row.
 * - custom_characters: the creation's own data (mode, prompt, card fields, generation progress,
 *   what the current generation cost so a failure can refund exactly that).
 * - character_jobs: one running generation per user; the primary key makes a second one fail
 *   at the database, so two concurrent creates cannot both start.
 * - member_free_uses: the one free template creation of a Premium user, kept apart from the
 *   character so deleting it does not give the free creation back.
 */
export function customCharacters() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('custom_characters')
        .addColumn('character_id', 'text', (c) => c.primaryKey().references('characters.id').onDelete('cascade'))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('personality_text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('scenario', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('alternate_greetings', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('paid_coins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fail_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('character_jobs')
        .addColumn('owner_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('character_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('job_id', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('member_free_uses')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('character_id', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
