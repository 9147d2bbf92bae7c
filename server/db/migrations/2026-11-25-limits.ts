import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: limits decided by the database rather than by a count read first.
 * - `usage_counters`: how much of a limited allowance a user has used (the tour's free messages,
 *   a day's free gifts); a guarded upsert takes one only while `used` is below the limit.
 * - `cooldowns`: the last time something keyed was done (a login code sent to an address); a
 *   guarded upsert takes the key only when the wait is over.
 * - `sessions.teaser_at`: when the chat's free photo teaser was last given (one an hour).
 * Also: accounts named after their email address get a neutral nick.
 */
export function limitsMigration(isPg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('usage_counters')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull().check(sql`used >= 0`))
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('usage_counters_pk', ['user_id', 'name'])
        .execute();
      await db.schema
        .createTable('cooldowns')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('teaser_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // The hour already running keeps counting: the last photo she sent in each chat.
      await sql`UPDATE sessions SET teaser_at = COALESCE((SELECT MAX(m.create_time) FROM messages m WHERE m.session_id = sessions.id AND m.kind = 'photo'), 0)`.execute(
        db,
      );
      // Allowances already in use: visitors' answered tour messages, and today's free gifts.
      await sql`INSERT INTO usage_counters (user_id, name, used, update_time)
        SELECT s.user_id, 'tour', CASE WHEN COUNT(*) > 5 THEN 5 ELSE COUNT(*) END, MAX(m.create_time)
        FROM messages m JOIN sessions s ON s.id = m.session_id JOIN users u ON u.id = s.user_id
        WHERE u.is_visitor = 1 AND m.role = 'user' AND m.status = 'done' GROUP BY s.user_id`.execute(db);
      const dayStart = Math.floor(Date.now() / 86_400_000) * 86_400_000;
      const today = `gifts:${new Date(dayStart).toISOString().slice(0, 10)}`;
      await sql`INSERT INTO usage_counters (user_id, name, used, update_time)
        SELECT user_id, CAST(${today} AS text), CASE WHEN COUNT(*) > 3 THEN 3 ELSE COUNT(*) END, MAX(create_time)
        FROM ledger WHERE reason = 'gift' AND create_time >= ${dayStart} GROUP BY user_id`.execute(db);

      const localPart = isPg ? sql`split_part(i.subject, '@', 1)` : sql`substr(i.subject, 1, instr(i.subject, '@') - 1)`;
      const suffix = isPg ? sql`upper(right(users.id, 4))` : sql`upper(substr(users.id, -4))`;
      await sql`UPDATE users SET nick = 'User ' || ${suffix}
        WHERE EXISTS (SELECT 1 FROM identities i WHERE i.user_id = users.id AND i.type = 'email' AND lower(users.nick) = lower(${localPart}))`.execute(
        db,
      );
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('sessions').dropColumn('teaser_at').execute();
      await db.schema.dropTable('cooldowns').execute();
      await db.schema.dropTable('usage_counters').execute();
    },
  };
}
