import type { Kysely } from 'kysely';

/**
 * Frozen in time: the account a login code was asked from (null: asked signed out). A code typed
 * into another account's app signs in without that account: a code someone asked for their own
 * address or phone and talked a visitor into typing would otherwise fold the visitor (and what it
 * paid for) into their account, or bind their phone to a member's.
 */
export function codeRequesterMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('login_codes').addColumn('requested_by', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('login_codes').dropColumn('requested_by').execute();
    },
  };
}
