import type { Db } from '../../db/connect.js';
import type { PersonaHints } from '../../providers/llm/types.js';
import { REPLY_SUFFIX } from './reply-key.js';

/**
 * What a regenerate tells the engine: her replies it replaces (the ones the save deletes) and
 * a nonce that differs per tap (its clientMsgId). The input is otherwise the turn answered
 * before, and the offline engine, deterministic, wrote the same reply again.
 */
export async function regenerateHints(db: Db, sessionId: string, after: number, clientMsgId: string): Promise<Partial<PersonaHints>> {
  const rows = await db
    .selectFrom('messages')
    .select('content')
    .where('session_id', '=', sessionId)
    .where('role', '=', 'assistant')
    .where('kind', '=', 'text')
    .where('client_msg_id', 'like', `%${REPLY_SUFFIX}`)
    .where('create_time', '>', after)
    .execute();
  return { replacing: rows.map((r) => r.content), nonce: clientMsgId };
}
