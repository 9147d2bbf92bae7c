/**
 * Reports (docs/trust-and-safety.md): a user reports what they were shown, a character, a photo of
 * hers, a message of their own chat or another user, and an operator reviews it. Nothing the
 * reporter could not see can be reported (it would only fill the queue, or put a made-up report
 * on anyone's record), and one report per reporter and thing a day: a repeat answers the first.
 */
import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import type { ReportTarget } from '../../../shared/enums.js';
import { notFound } from '../../errors.js';
import { isPublished } from '../catalogue.js';
import { newId } from '../ids.js';
import { takeCooldown } from '../usage.js';

/** How long one reporter's report of one thing stands before the same report is taken again. */
export const REPORT_AGAIN_AFTER_MS = 24 * 3_600_000;

/** A character this user may see: published and not retired, or their own. */
const seenCharacter = (db: Db, user: UserRow, id: string) =>
  db
    .selectFrom('characters')
    .select(['owner_id', 'release', 'visibility', 'delete_time'])
    .where('id', '=', id)
    .executeTakeFirst()
    .then((c) => !!c && c.delete_time === null && (isPublished(c) || c.owner_id === user.id));

/** A message of one of the user's own chats (with this photo, when photoId is given). */
const ownMessage = (db: Db, user: UserRow, where: { id?: string; photoId?: string }) => {
  let q = db.selectFrom('messages').innerJoin('sessions', 'sessions.id', 'messages.session_id').select('messages.id');
  if (where.id) q = q.where('messages.id', '=', where.id);
  if (where.photoId) q = q.where('messages.photo_id', '=', where.photoId);
  return q
    .where('sessions.user_id', '=', user.id)
    .limit(1)
    .executeTakeFirst()
    .then((m) => !!m);
};

async function canSee(db: Db, user: UserRow, type: ReportTarget, id: string): Promise<boolean> {
  switch (type) {
    case 'character':
      return seenCharacter(db, user, id);
    case 'message':
      return ownMessage(db, user, { id });
    case 'photo': {
      const photo = await db.selectFrom('photos').select('character_id').where('id', '=', id).executeTakeFirst();
      if (!photo) return false;
      return (await seenCharacter(db, user, photo.character_id)) || ownMessage(db, user, { photoId: id });
    }
    case 'user':
      return id !== user.id && !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());
  }
}

const what = { character: 'Character', message: 'Message', photo: 'Photo', user: 'User' } as const;

export async function submitReport(db: Db, user: UserRow, type: ReportTarget, targetId: string, reason: string, now: number) {
  if (!(await canSee(db, user, type, targetId))) throw notFound(what[type]);
  return db.transaction().execute(async (trx) => {
    // The cooldown's guarded upsert decides between repeats, concurrent ones included.
    if ((await takeCooldown(trx, `report:${user.id}:${type}:${targetId}`, REPORT_AGAIN_AFTER_MS, now)) > 0) {
      const first = await trx
        .selectFrom('reports')
        .select('id')
        .where('user_id', '=', user.id)
        .where('target_type', '=', type)
        .where('target_id', '=', targetId)
        .orderBy('create_time', 'desc')
        .executeTakeFirst();
      if (first) return { id: first.id };
    }
    const id = newId('rp');
    await trx
      .insertInto('reports')
      .values({ id, user_id: user.id, target_type: type, target_id: targetId, reason, create_time: now })
      .execute();
    return { id };
  });
}
