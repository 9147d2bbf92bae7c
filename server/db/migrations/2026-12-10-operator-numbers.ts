import type { Kysely } from 'kysely';

/**
 * Frozen in time: the operator console's numbers (docs/operator-console.md). One row per chat
 * reply the model was asked for: which model, how long to its first token and in all, and whether
 * it failed, so the console can chart replies by model over any date range with SQL aggregates;
 * and an index for the funnels, which read the analytics events of one name over a date range.
 */
export function operatorNumbersMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reply_stats')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('first_token_ms', 'integer')
        .addColumn('total_ms', 'integer', (c) => c.notNull())
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('error', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reply_stats_time').on('reply_stats').columns(['create_time']).execute();
      // The funnels read one event name over a date range per step (scripts/bench-admin-numbers.ts).
      await db.schema.createIndex('analytics_events_name_time').on('analytics_events').columns(['name', 'create_time']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('analytics_events_name_time').execute();
      await db.schema.dropTable('reply_stats').execute();
    },
  };
}
