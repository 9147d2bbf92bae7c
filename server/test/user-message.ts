import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.js';
import type { MessageStatus } from '../../shared/enums.js';

/** A user's text message written straight into a session, as a turn would have left it. */
export async function insertUserMessage(
  db: Db,
  sessionId: string,
  content: string,
  opts: { status: MessageStatus; at: number; clientMsgId?: string },
): Promise<void> {
  await db
    .insertInto('messages')
    .values({
      id: `m_${randomUUID()}`,
      session_id: sessionId,
      role: 'user',
      kind: 'text',
      content,
      photo_id: null,
      gift_id: null,
      client_msg_id: opts.clientMsgId ?? randomUUID(),
      status: opts.status,
      create_time: opts.at,
    })
    .execute();
}
