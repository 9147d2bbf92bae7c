import type { Deps } from '../deps.js';
import { turnsFor } from '../domain/chat/turns.js';

/** A turn's input (prompt, facts, relationship) for the session's last message, read as a turn would read it now. */
export async function turnNow(deps: Deps, uid: string, sessionId: string, premium = false) {
  const session = await deps.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
  const answering = await deps.db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('create_time', 'desc')
    .executeTakeFirstOrThrow();
  return turnsFor(deps, user, session, answering, premium);
}
