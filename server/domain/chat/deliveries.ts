import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { scheduledJob } from '../../jobs/define.js';

/**
 * Claim the delivery of a finished reply, once across processes: `app` when a client was handed its
 * `done`, `bot` before the bot tells a user whose app had closed. The first claim wins (primary key).
 */
export async function claimDelivery(db: Db, messageId: string, channel: 'app' | 'bot', now: number): Promise<boolean> {
  const { rows } = await sql<{ message_id: string }>`
    INSERT INTO chat_deliveries (message_id, channel, create_time) VALUES (${messageId}, ${channel}, ${now})
    ON CONFLICT (message_id) DO NOTHING RETURNING message_id`.execute(db);
  return rows.length === 1;
}

/** A claim matters for the seconds after a reply is done (the bot waits 2 s for a follower); kept a day. */
export const DELIVERY_KEEP_MS = 24 * 60 * 60_000;

/** Daily: claims of replies long delivered are dropped (the table would otherwise keep one row a followed reply). */
export const deliveriesSweepJob = scheduledJob('chat.deliveries-sweep', '47 4 * * *', async (deps) => {
  await sql`DELETE FROM chat_deliveries WHERE create_time < ${deps.clock() - DELIVERY_KEEP_MS}`.execute(deps.db);
});
