import type { Db } from '../../db/connect.js';

export interface SlotClaim {
  userId: string;
  day: string;
  at: string;
  cap: number;
  sessionId: string;
  kind: string;
  now: number;
}

/**
 * Take one of the day's slots for the message due at `at`: insert (user, day, slot) for the first
 * free slot below the cap. The primary key decides between concurrent runs (any number of
 * processes): each slot is taken once, (user, day, at) once, and the CHECK refuses slot 3.
 * Returns the slot, or null when this time was already sent or the day's cap is reached.
 */
export async function claimSlot(db: Db, c: SlotClaim): Promise<number | null> {
  for (let slot = 0; slot < c.cap; slot++) {
    const inserted = await db
      .insertInto('proactive_sends')
      .values({
        user_id: c.userId,
        day: c.day,
        slot,
        at: c.at,
        session_id: c.sessionId,
        kind: c.kind,
        status: 'claimed',
        create_time: c.now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return slot;
    // Refused: by another run for this same time (stop), or the slot went to another time (try the next).
    const same = await db
      .selectFrom('proactive_sends')
      .select('slot')
      .where('user_id', '=', c.userId)
      .where('day', '=', c.day)
      .where('at', '=', c.at)
      .executeTakeFirst();
    if (same) return null;
  }
  return null;
}

/** Nothing was written to the user (generation failed or refused): the slot is free again. */
export async function releaseSlot(db: Db, userId: string, day: string, slot: number): Promise<void> {
  await db
    .deleteFrom('proactive_sends')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('slot', '=', slot)
    .where('status', '=', 'claimed')
    .execute();
}

export async function settleSlot(db: Db, userId: string, day: string, slot: number, status: 'sent' | 'failed'): Promise<void> {
  await db
    .updateTable('proactive_sends')
    .set({ status })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('slot', '=', slot)
    .execute();
}
