import { sql } from 'kysely';
import { compiled, type Arg } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { MessageRow, UserRow } from '../../db/database.js';
import type { ChatMessage } from '../../../shared/schemas/chat.js';
import { energy } from '../../../shared/constants.js';
import { clearPhotoIds, mediaUrl } from '../catalogue.js';

/**
 * Messages as this viewer may see them: a photo is clear only for Premium or after an unlock,
 * otherwise only its blurred rendition's URL is sent.
 */
export async function toMessages(db: Db, rows: MessageRow[], viewer: UserRow, now: number): Promise<ChatMessage[]> {
  const photoIds = rows.map((r) => r.photo_id).filter((x): x is string => !!x);
  const photos = photoIds.length ? await db.selectFrom('photos').selectAll().where('id', 'in', photoIds).execute() : [];
  const clearIds = await clearPhotoIds(db, viewer, photoIds, now);
  const byId = new Map(photos.map((p) => [p.id, p]));
  return rows.map((r) => {
    const p = r.photo_id ? byId.get(r.photo_id) : undefined;
    const clear = p ? clearIds.has(p.id) : false;
    return {
      id: r.id,
      sessionId: r.session_id,
      role: r.role === 'user' ? 'user' : 'assistant',
      kind: r.kind === 'photo' ? 'photo' : r.kind === 'gift' ? 'gift' : 'text',
      content: r.content,
      photo: p ? { id: p.id, url: mediaUrl(clear ? p.file : p.blurred_file), locked: !clear, unlockPrice: energy.unlockCoinCost } : null,
      giftId: r.gift_id,
      clientMsgId: r.client_msg_id,
      status: r.status === 'pending' ? 'pending' : r.status === 'failed' ? 'failed' : 'done',
      createTime: r.create_time,
    };
  });
}

export async function toMessage(db: Db, row: MessageRow, viewer: UserRow, now: number): Promise<ChatMessage> {
  return (await toMessages(db, [row], viewer, now))[0]!;
}

/**
 * A timestamp after every message already in the session: the list is ordered by time, and two
 * messages in one millisecond (a fast reply, a test clock) must still keep their order.
 */
export async function nextMessageTime(db: Db, sessionId: string, now: number): Promise<number> {
  const last = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('create_time').as('t'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Math.max(now, Number(last?.t ?? 0) + 1);
}

/**
 * Insert a message timed after every message already in its session, in one statement (a chat
 * turn runs many; this is the reply's). Answers the time it got.
 */
export async function insertAfterLast(db: Db, row: Omit<MessageRow, 'create_time'>, now: number): Promise<number> {
  const [saved] = await insertTimedAfterLast(db, { ...row, now });
  return Number(saved!.create_time);
}

/** insertAfterLast's statement, for writeTogether: it answers `create_time`. */
export const insertTimedAfterLast = compiled((db, row: Arg<Omit<MessageRow, 'create_time'> & { now: number }>) =>
  db
    .insertInto('messages')
    .columns(['id', 'session_id', 'role', 'kind', 'content', 'photo_id', 'gift_id', 'client_msg_id', 'status', 'create_time'])
    .expression((eb) =>
      eb
        .selectFrom('messages')
        .select([
          row('id').as('id'),
          row('session_id').as('session_id'),
          row('role').as('role'),
          row('kind').as('kind'),
          row('content').as('content'),
          row('photo_id').as('photo_id'),
          row('gift_id').as('gift_id'),
          row('client_msg_id').as('client_msg_id'),
          row('status').as('status'),
          sql<number>`case when max(create_time) >= ${row('now')} then max(create_time) + 1 else ${row('now')} end`.as('create_time'),
        ])
        .where('session_id', '=', row('session_id')),
    )
    .returning('create_time'),
);
