import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

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
