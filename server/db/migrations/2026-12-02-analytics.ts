import type { Kysely } from 'kysely';

/**
 * Frozen in time: the product analytics events (written a batch per call, swept after their
 * retention), the ad click ids kept per user, and the ad conversions waiting to be forwarded,
 * one row per (subject, event, platform): the key that sends each conversion once.
 */
export function analyticsMigration(isPg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', isPg ? 'bigint' : 'integer', (c) =>
          isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('ab', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('analytics_events_time').on('analytics_events').column('create_time').execute();
      await db.schema
        .createTable('ad_ids')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('fbclid', 'text')
        .addColumn('fbc', 'text')
        .addColumn('fbp', 'text')
        .addColumn('ttclid', 'text')
        .addColumn('ttp', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('page_url', 'text')
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('ad_conversions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .addColumn('failed_at', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('ad_conversions_once', ['subject', 'event', 'platform'])
        .execute();
      await db.schema.createIndex('ad_conversions_due').on('ad_conversions').columns(['sent_at', 'next_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('ad_conversions').execute();
      await db.schema.dropTable('ad_ids').execute();
      await db.schema.dropTable('analytics_events').execute();
    },
  };
}
