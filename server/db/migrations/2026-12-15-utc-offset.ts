import type { Kysely } from 'kysely';

/**
 * Frozen in time: the user's offset from UTC in minutes, as their device last said at app start
 * (the request envelope's `timezoneOffset`). "She writes first" uses it for users who never opened
 * its settings (where the zone itself is saved): before, all of them were due at 09:00 UTC.
 */
export function utcOffsetMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('utc_offset_min', 'integer').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('utc_offset_min').execute();
    },
  };
}
