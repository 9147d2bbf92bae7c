import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: several server processes on one PostgreSQL (README, Several processes).
 * - `chat_deliveries` (both databases): a finished reply's delivery, claimed once: by the app that
 *   showed it or by the bot message sent when the app had closed, never both.
 * - PostgreSQL only, UNLOGGED (nothing in them outlives the processes that wrote them):
 *   `chat_slots`, the global chat queue (domain/chat/pg-queue.ts): one row per waiting or running
 *   reply or background job, owned by a process whose session-level advisory lock marks it alive;
 *   `chat_stream_events`, the events of a reply in progress copied out for a follower connected
 *   to another process (domain/chat/pg-streams.ts).
 * The queue's moves are two PL/pgSQL functions so that entering or leaving is one round trip;
 * they serialise on a transaction advisory lock, and each statement in them sees what the
 * previous holder committed.
 */
export function chatScaleMigration(isPg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('chat_deliveries')
        .addColumn('message_id', 'text', (c) => c.primaryKey())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      if (!isPg) return;
      await sql`CREATE UNLOGGED TABLE chat_slots (
        id text PRIMARY KEY,
        owner integer NOT NULL,
        kind smallint NOT NULL,
        premium boolean NOT NULL,
        seq bigserial NOT NULL,
        running boolean NOT NULL DEFAULT false,
        preempted boolean NOT NULL DEFAULT false
      )`.execute(db);
      await sql`CREATE UNLOGGED TABLE chat_stream_events (
        stream_key text NOT NULL,
        seq integer NOT NULL,
        event text NOT NULL,
        data text NOT NULL,
        create_time bigint NOT NULL,
        PRIMARY KEY (stream_key, seq)
      )`.execute(db);
      // Grant free slots: replies first (Premium, then arrival), background only once no reply
      // waits. When every slot is taken and someone waits, rows of dead processes (their
      // advisory lock gone with their connection) are swept first.
      await sql`CREATE FUNCTION chat_slots_settle(n integer) RETURNS integer LANGUAGE plpgsql AS $$
      DECLARE free integer; moved integer := 0;
      BEGIN
        PERFORM pg_advisory_xact_lock(72140001);
        SELECT n - count(*) INTO free FROM chat_slots WHERE running;
        IF free <= 0 AND EXISTS (SELECT 1 FROM chat_slots WHERE NOT running) THEN
          DELETE FROM chat_slots s WHERE NOT EXISTS (
            SELECT 1 FROM pg_locks l
            WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2 AND l.classid = 7214
              AND l.objid = s.owner::oid
              AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()));
          SELECT n - count(*) INTO free FROM chat_slots WHERE running;
        END IF;
        IF free > 0 THEN
          UPDATE chat_slots SET running = true WHERE id IN (
            SELECT id FROM chat_slots WHERE NOT running ORDER BY kind, premium DESC, seq LIMIT free);
          GET DIAGNOSTICS moved = ROW_COUNT;
        END IF;
        RETURN moved;
      END $$`.execute(db);
      // Enter the line: running at once, or waiting at a place (replies), everyone told.
      await sql`CREATE FUNCTION chat_slot_enter(p_id text, p_owner integer, p_kind smallint, p_premium boolean, n integer)
      RETURNS TABLE (granted boolean, place integer) LANGUAGE plpgsql AS $$
      DECLARE r chat_slots; waiting integer;
      BEGIN
        INSERT INTO chat_slots (id, owner, kind, premium) VALUES (p_id, p_owner, p_kind, p_premium);
        PERFORM chat_slots_settle(n);
        SELECT * INTO r FROM chat_slots WHERE id = p_id;
        IF r.running THEN RETURN QUERY SELECT true, 0; RETURN; END IF;
        IF p_kind = 0 THEN
          SELECT count(*) INTO waiting FROM chat_slots WHERE NOT running AND kind = 0;
          -- A reply never waits behind background work: the k-th waiting reply stops the k-th newest.
          UPDATE chat_slots SET preempted = true WHERE id = (
            SELECT id FROM chat_slots WHERE running AND kind = 1 ORDER BY seq DESC OFFSET waiting - 1 LIMIT 1);
          PERFORM pg_notify('chat_slots', '');
          RETURN QUERY SELECT false, (SELECT count(*)::integer FROM chat_slots w WHERE NOT w.running AND w.kind = 0
            AND (w.premium > r.premium OR (w.premium = r.premium AND w.seq <= r.seq)));
          RETURN;
        END IF;
        RETURN QUERY SELECT false, 0;
      END $$`.execute(db);
      // Leave (released or cancelled): the freed slot goes to the next one, everyone told.
      await sql`CREATE FUNCTION chat_slot_leave(p_id text, n integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE was_running boolean; moved integer;
      BEGIN
        DELETE FROM chat_slots WHERE id = p_id RETURNING running INTO was_running;
        moved := chat_slots_settle(n);
        IF moved > 0 OR (was_running IS FALSE AND EXISTS (SELECT 1 FROM chat_slots WHERE NOT running)) THEN
          PERFORM pg_notify('chat_slots', '');
        END IF;
      END $$`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (isPg) {
        await sql`DROP FUNCTION chat_slot_leave(text, integer)`.execute(db);
        await sql`DROP FUNCTION chat_slot_enter(text, integer, smallint, boolean, integer)`.execute(db);
        await sql`DROP FUNCTION chat_slots_settle(integer)`.execute(db);
        await db.schema.dropTable('chat_stream_events').execute();
        await db.schema.dropTable('chat_slots').execute();
      }
      await db.schema.dropTable('chat_deliveries').execute();
    },
  };
}
