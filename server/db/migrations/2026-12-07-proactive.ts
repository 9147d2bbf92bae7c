import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the bot's chat and the messages she writes first (docs/telegram-bot.md).
 * - `bot_write_access`: the user let the bot write to them, and how (init data's
 *   allows_write_to_pm, requestWriteAccess in the mini-app, or writing to the bot); revoked when
 *   Telegram says the bot is blocked.
 * - `proactive_settings`: when she may write first: local times, time zone, quiet hours, on/off.
 * - `proactive_sends`: one row per message she wrote first. The primary key (user, local day,
 *   slot) with slot below the day's cap (CHECK: never more than 3) bounds them per day; the unique
 *   (user, day, at) sends each chosen time once, however many processes run the job.
 * - `bot_chat_choice`: the character picked in the bot (/characters or a deep link).
 */
export function proactiveMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('bot_write_access')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('granted_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createTable('proactive_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('times', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('quiet_from', 'integer', (c) => c.notNull())
        .addColumn('quiet_to', 'integer', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('proactive_sends')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot >= 0 AND slot < 3`))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('proactive_sends_pk', ['user_id', 'day', 'slot'])
        .addUniqueConstraint('proactive_sends_time', ['user_id', 'day', 'at'])
        .execute();
      await db.schema
        .createTable('bot_chat_choice')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['bot_chat_choice', 'proactive_sends', 'proactive_settings', 'bot_write_access'])
        await db.schema.dropTable(t).execute();
    },
  };
}
