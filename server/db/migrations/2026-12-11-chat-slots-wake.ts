import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the global chat queue (domain/chat/pg-queue.ts) wakes the other processes only
 * when a move concerns them. Every `chat_slots` NOTIFY makes each process with a waiter or a
 * background slot read its rows again (one query a process), so a reply that joins the end of the
 * line no longer notifies: it moves no one's place. Entering still notifies when it stops
 * background work, when a Premium reply moves plain waiters back, or when the settle it ran
 * granted slots to others (a dead process's rows swept). Leaving notifies when a slot was
 * granted, or when a waiting reply left with replies behind it (a background job leaving its
 * wait moves no place). Same signatures: PostgreSQL only.
 */
export function chatSlotsWakeMigration(isPg: boolean) {
  return {
    async up(db: Kysely<any>) {
      if (!isPg) return;
      await sql`CREATE OR REPLACE FUNCTION chat_slot_enter(p_id text, p_owner integer, p_kind smallint, p_premium boolean, n integer)
      RETURNS TABLE (granted boolean, place integer) LANGUAGE plpgsql AS $$
      DECLARE r chat_slots; waiting integer; moved integer; stopped integer := 0;
      BEGIN
        INSERT INTO chat_slots (id, owner, kind, premium) VALUES (p_id, p_owner, p_kind, p_premium);
        moved := chat_slots_settle(n);
        SELECT * INTO r FROM chat_slots WHERE id = p_id;
        IF r.running THEN
          -- Rows ahead of it granted too: theirs are other processes' (or this one's) waiters.
          IF moved > 1 THEN PERFORM pg_notify('chat_slots', ''); END IF;
          RETURN QUERY SELECT true, 0; RETURN;
        END IF;
        IF p_kind = 0 THEN
          SELECT count(*) INTO waiting FROM chat_slots WHERE NOT running AND kind = 0;
          -- A reply never waits behind background work: the k-th waiting reply stops the k-th newest.
          UPDATE chat_slots SET preempted = true WHERE id = (
            SELECT id FROM chat_slots WHERE running AND kind = 1 ORDER BY seq DESC OFFSET waiting - 1 LIMIT 1) AND NOT preempted;
          GET DIAGNOSTICS stopped = ROW_COUNT;
          IF stopped > 0 OR moved > 0 OR (p_premium AND EXISTS (SELECT 1 FROM chat_slots WHERE NOT running AND kind = 0 AND NOT premium)) THEN
            PERFORM pg_notify('chat_slots', '');
          END IF;
          RETURN QUERY SELECT false, (SELECT count(*)::integer FROM chat_slots w WHERE NOT w.running AND w.kind = 0
            AND (w.premium > r.premium OR (w.premium = r.premium AND w.seq <= r.seq)));
          RETURN;
        END IF;
        IF moved > 0 THEN PERFORM pg_notify('chat_slots', ''); END IF;
        RETURN QUERY SELECT false, 0;
      END $$`.execute(db);
      await sql`CREATE OR REPLACE FUNCTION chat_slot_leave(p_id text, n integer) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE was_running boolean; was_kind smallint; moved integer;
      BEGIN
        DELETE FROM chat_slots WHERE id = p_id RETURNING running, kind INTO was_running, was_kind;
        moved := chat_slots_settle(n);
        IF moved > 0 OR (was_running IS FALSE AND was_kind = 0 AND EXISTS (SELECT 1 FROM chat_slots WHERE NOT running AND kind = 0)) THEN
          PERFORM pg_notify('chat_slots', '');
        END IF;
      END $$`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (!isPg) return;
      // The chat-scale migration's versions.
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
    },
  };
}
