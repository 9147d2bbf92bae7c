import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the global chat queue (domain/chat/pg-queue.ts) wakes the other processes only
 * when a move concerns them, and says what moved. A `chat_slots` NOTIFY with an empty payload
 * makes each process with a waiter or a background slot read its rows again (one query a
 * process); a payload of granted slot ids lets the process owning one start it without a query,
 * the others only re-read their waiters' places a little later (they are only shown).
 * - `chat_slots_grant(n)`: chat_slots_settle's work, returning the ids it granted
 *   (`chat_slots_settle` now counts them; the periodic settle still notifies empty).
 * - Entering: a reply joining the end of the line moves no one's place and notifies nobody; it
 *   notifies empty when it stops background work or, Premium, moves plain waiters back, and with
 *   the ids when the settle it ran granted slots to others (a dead process's rows swept).
 * - Leaving: the ids granted; empty when a waiting reply left with replies behind it (a
 *   background job leaving its wait moves no place).
 * A payload too long for NOTIFY (a sweep granting very many) goes empty. PostgreSQL only.
 */
export function chatSlotsWakeMigration(isPg: boolean) {
  return {
    async up(db: Kysely<any>) {
      if (!isPg) return;
      await sql`CREATE FUNCTION chat_slots_grant(n integer) RETURNS text[] LANGUAGE plpgsql AS $$
      DECLARE free integer; ids text[];
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
          WITH g AS (
            UPDATE chat_slots SET running = true WHERE id IN (
              SELECT id FROM chat_slots WHERE NOT running ORDER BY kind, premium DESC, seq LIMIT free)
            RETURNING id)
          SELECT array_agg(id) INTO ids FROM g;
        END IF;
        RETURN coalesce(ids, '{}');
      END $$`.execute(db);
      await sql`CREATE OR REPLACE FUNCTION chat_slots_settle(n integer) RETURNS integer LANGUAGE plpgsql AS $$
      BEGIN
        RETURN cardinality(chat_slots_grant(n));
      END $$`.execute(db);
      // What to tell the others: the granted ids, or empty (read your rows) when too long.
      await sql`CREATE FUNCTION chat_slots_notify(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE payload text := array_to_string(ids, ',');
      BEGIN
        PERFORM pg_notify('chat_slots', CASE WHEN length(payload) > 7000 THEN '' ELSE payload END);
      END $$`.execute(db);
      await sql`CREATE OR REPLACE FUNCTION chat_slot_enter(p_id text, p_owner integer, p_kind smallint, p_premium boolean, n integer)
      RETURNS TABLE (granted boolean, place integer) LANGUAGE plpgsql AS $$
      DECLARE r chat_slots; waiting integer; ids text[]; stopped integer := 0;
      BEGIN
        INSERT INTO chat_slots (id, owner, kind, premium) VALUES (p_id, p_owner, p_kind, p_premium);
        ids := array_remove(chat_slots_grant(n), p_id);
        SELECT * INTO r FROM chat_slots WHERE id = p_id;
        IF r.running THEN
          -- Rows ahead of it were granted too (a dead process's swept): theirs are told.
          IF cardinality(ids) > 0 THEN PERFORM chat_slots_notify(ids); END IF;
          RETURN QUERY SELECT true, 0; RETURN;
        END IF;
        IF p_kind = 0 THEN
          SELECT count(*) INTO waiting FROM chat_slots WHERE NOT running AND kind = 0;
          -- A reply never waits behind background work: the k-th waiting reply stops the k-th newest.
          UPDATE chat_slots SET preempted = true WHERE id = (
            SELECT id FROM chat_slots WHERE running AND kind = 1 ORDER BY seq DESC OFFSET waiting - 1 LIMIT 1) AND NOT preempted;
          GET DIAGNOSTICS stopped = ROW_COUNT;
          IF stopped > 0 OR (p_premium AND EXISTS (SELECT 1 FROM chat_slots WHERE NOT running AND kind = 0 AND NOT premium)) THEN
            PERFORM pg_notify('chat_slots', '');
          ELSIF cardinality(ids) > 0 THEN
            PERFORM chat_slots_notify(ids);
          END IF;
          RETURN QUERY SELECT false, (SELECT count(*)::integer FROM chat_slots w WHERE NOT w.running AND w.kind = 0
            AND (w.premium > r.premium OR (w.premium = r.premium AND w.seq <= r.seq)));
          RETURN;
        END IF;
        IF cardinality(ids) > 0 THEN PERFORM chat_slots_notify(ids); END IF;
        RETURN QUERY SELECT false, 0;
      END $$`.execute(db);
      await sql`CREATE OR REPLACE FUNCTION chat_slot_leave(p_id text, n integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE was_running boolean; was_kind smallint; ids text[];
      BEGIN
        DELETE FROM chat_slots WHERE id = p_id RETURNING running, kind INTO was_running, was_kind;
        ids := chat_slots_grant(n);
        IF was_running IS FALSE AND was_kind = 0 AND EXISTS (SELECT 1 FROM chat_slots WHERE NOT running AND kind = 0) THEN
          PERFORM pg_notify('chat_slots', '');
        ELSIF cardinality(ids) > 0 THEN
          PERFORM chat_slots_notify(ids);
        END IF;
      END $$`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (!isPg) return;
      // The chat-scale migration's versions.
      await sql`CREATE OR REPLACE FUNCTION chat_slots_settle(n integer) RETURNS integer LANGUAGE plpgsql AS $$
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
      await sql`CREATE OR REPLACE FUNCTION chat_slot_enter(p_id text, p_owner integer, p_kind smallint, p_premium boolean, n integer)
      RETURNS TABLE (granted boolean, place integer) LANGUAGE plpgsql AS $$
      DECLARE r chat_slots; waiting integer;
      BEGIN
        INSERT INTO chat_slots (id, owner, kind, premium) VALUES (p_id, p_owner, p_kind, p_premium);
        PERFORM chat_slots_settle(n);
        SELECT * INTO r FROM chat_slots WHERE id = p_id;
        IF r.running THEN RETURN QUERY SELECT true, 0; RETURN; END IF;
        IF p_kind = 0 THEN
          SELECT count(*) INTO waiting FROM chat_slots WHERE NOT running AND kind = 0;
          UPDATE chat_slots SET preempted = true WHERE id = (
            SELECT id FROM chat_slots WHERE running AND kind = 1 ORDER BY seq DESC OFFSET waiting - 1 LIMIT 1);
          PERFORM pg_notify('chat_slots', '');
          RETURN QUERY SELECT false, (SELECT count(*)::integer FROM chat_slots w WHERE NOT w.running AND w.kind = 0
            AND (w.premium > r.premium OR (w.premium = r.premium AND w.seq <= r.seq)));
          RETURN;
        END IF;
        RETURN QUERY SELECT false, 0;
      END $$`.execute(db);
      await sql`CREATE OR REPLACE FUNCTION chat_slot_leave(p_id text, n integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE was_running boolean; moved integer;
      BEGIN
        DELETE FROM chat_slots WHERE id = p_id RETURNING running INTO was_running;
        moved := chat_slots_settle(n);
        IF moved > 0 OR (was_running IS FALSE AND EXISTS (SELECT 1 FROM chat_slots WHERE NOT running)) THEN
          PERFORM pg_notify('chat_slots', '');
        END IF;
      END $$`.execute(db);
      await sql`DROP FUNCTION chat_slots_notify(text[])`.execute(db);
      await sql`DROP FUNCTION chat_slots_grant(integer)`.execute(db);
    },
  };
}
