import type { Kysely } from 'kysely';

/**
 * Frozen in time: catalogue texts in other languages. The English text stays on `characters` and
 * `scripts`; a row here overrides it for one locale, and a missing row (or field) falls back to it.
 */
export function contentTexts() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('character_texts')
        .addColumn('character_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('greeting', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('character_texts_pk', ['character_id', 'locale'])
        .execute();
      await db.schema
        .createTable('script_texts')
        .addColumn('script_id', 'text', (c) => c.notNull().references('scripts.id').onDelete('cascade'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('opening', 'text', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('script_texts_pk', ['script_id', 'locale'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('script_texts').execute();
      await db.schema.dropTable('character_texts').execute();
    },
  };
}
