import type { Kysely } from 'kysely';

/**
 * Frozen in time: every chat turn reads a user's live facts about a character newest first
 * (pinned ones before). Without an index in that order the database sorted all of them (up to 200
 * for Premium) on each turn to keep a few; with it, it reads the first few in place.
 */
export function liveFactsOrderMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('memory_facts_live')
        .on('memory_facts')
        .columns(['user_id', 'character_id', 'deleted', 'pinned', 'update_time', 'id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('memory_facts_live').execute();
    },
  };
}
