import { sql, type Kysely } from 'kysely';

/** Tables whose rows make up what every visitor sees the same: the cached catalogue lists. */
export const CATALOGUE_TABLES = ['characters', 'character_tags', 'character_texts', 'tags', 'photos', 'gold_items', 'vip_plans'] as const;

/** The PostgreSQL channel the catalogue triggers notify on (server/domain/catalogue-cache.ts listens). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Frozen in time: several server processes on one database (server/jobs, bot/webhook.ts,
 * server/domain/catalogue-cache.ts).
 * - `job_runs`: when a start-up job last ran, so processes starting together run it once.
 * - `bot_updates`: each Telegram update id claimed once, whichever process Telegram posts it to.
 * - PostgreSQL only: a statement trigger on each catalogue table notifies CATALOGUE_CHANNEL at
 *   commit, so every process drops its cached lists whoever wrote.
 */
export function jobsAndBotUpdatesMigration(isPg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('job_runs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('ran_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('bot_updates')
        .addColumn('update_id', 'bigint', (c) => c.primaryKey())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bot_updates_received').on('bot_updates').column('received_at').execute();
      if (!isPg) return;
      await sql`CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(${sql.lit(CATALOGUE_CHANNEL)}, TG_TABLE_NAME);
        RETURN NULL;
      END $$`.execute(db);
      for (const table of CATALOGUE_TABLES) {
        await sql`CREATE TRIGGER ${sql.id(`${table}_catalogue_changed`)}
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
          FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`.execute(db);
      }
    },
  };
}
