import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: structured memory and relationship state (docs/memory.md).
 * - `memory_facts`: what she remembers about the user, per user and character; `norm` is the
 *   de-duplication key (kind + normalised text), so the same fact is stored once; a deleted fact
 *   stays as a tombstone so the extractor does not bring it back.
 * - `memory_fact_uses`: which facts a reply used (the mark on the reply).
 * - `memory_cursors`: per session, the newest message whose facts were extracted.
 * - `relationships` / `relationship_events`: affection 0..100 and stage per session, and every
 *   change with its reason; `(session_id, reason, ref_id)` makes a one-time change happen once.
 * - `script_conditions`: a story that asks for a relationship stage or affection first.
 */
export function memoryMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('memory_facts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('character_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('norm', 'text', (c) => c.notNull())
        .addColumn('source_message_id', 'text')
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('user_edited', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('memory_facts_norm', ['user_id', 'character_id', 'norm'])
        .execute();
      await db.schema
        .createTable('memory_fact_uses')
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('fact_id', 'text', (c) => c.notNull().references('memory_facts.id').onDelete('cascade'))
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('memory_fact_uses_pk', ['message_id', 'fact_id'])
        .execute();
      await db.schema.createIndex('memory_fact_uses_session').on('memory_fact_uses').columns(['session_id']).execute();
      await db.schema
        .createTable('memory_cursors')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('facts_upto', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('relationships')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('affection', 'integer', (c) => c.notNull().check(sql`affection >= 0 AND affection <= 100`))
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('last_delta', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('relationship_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'text', (c) => c.notNull())
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('affection', 'integer', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('relationship_events_once', ['session_id', 'reason', 'ref_id'])
        .execute();
      await db.schema
        .createTable('script_conditions')
        .addColumn('script_id', 'text', (c) => c.primaryKey())
        .addColumn('min_stage', 'text')
        .addColumn('min_affection', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down() {},
  };
}
