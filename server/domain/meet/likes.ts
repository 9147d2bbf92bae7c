import type { Db } from '../../db/connect.js';
import { sql } from 'kysely';
import type { Deps } from '../../deps.js';
import type { UserRow } from '../../db/database.js';
import { Like } from '../../../shared/enums.js';
import { isPublished, publishedCharacters, visibleCharacter } from '../catalogue.js';
import { notFound } from '../../errors.js';
import { newTimeId } from '../ids.js';
import { openSession } from '../chat/sessions.js';
import { insertAfterLast } from '../chat/messages.js';
import { likesBack } from './like-back.js';
import { iceBreaker } from './ice-breakers.js';

export interface LikeResult {
  characterId: string;
  like: 1 | -1;
  matched: boolean;
  sessionId: string | null;
}

/**
 * Like or pass a character. The decision is one row of meet_likes (key: user and character):
 * concurrent likes make one row and at most one match, decided by the insert itself. A like
 * decides the match in the same statement (her rule, like-back.ts); a pass can later become a
 * like (the deck shows passed characters again once it runs out), never the other way.
 */
export async function likeOp(
  deps: Deps,
  user: UserRow,
  characterId: string,
  like: 1 | -1,
  now: number,
  locale: string,
): Promise<LikeResult> {
  const { db } = deps;
  const character = await visibleCharacter(db, characterId, user);
  if (!isPublished(character) || character.owner_id === user.id) throw notFound('Character');

  const won = await db.transaction().execute(async (trx) => {
    const row =
      like === Like.like
        ? await trx
            .insertInto('meet_likes')
            .columns(['user_id', 'target_id', 'value', 'create_time', 'match_time', 'session_id'])
            .expression(
              publishedCharacters(trx)
                .where('id', '=', characterId)
                .select([
                  sql<string>`cast(${user.id} as text)`.as('user_id'),
                  'id as target_id',
                  sql.lit(Like.like).as('value'),
                  sql.lit(now).as('create_time'),
                  sql<number | null>`case when ${likesBack(user)} then ${sql.lit(now)} else null end`.as('match_time'),
                  sql.lit(null).as('session_id'),
                ]),
            )
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'target_id'])
                .doUpdateSet({ value: Like.like, create_time: now, match_time: sql`excluded.match_time` })
                .where('meet_likes.value', '=', Like.unlike),
            )
            .returning(['value', 'match_time'])
            .executeTakeFirst()
        : await trx
            .insertInto('meet_likes')
            .values({ user_id: user.id, target_id: characterId, value: Like.unlike, create_time: now, match_time: null, session_id: null })
            .onConflict((oc) => oc.columns(['user_id', 'target_id']).doNothing())
            .returning(['value', 'match_time'])
            .executeTakeFirst();
    // Her public like count grows with each first like, in the same transaction as the like.
    if (row && like === Like.like)
      await trx
        .updateTable('characters')
        .set({ like_count: sql`like_count + 1` })
        .where('id', '=', characterId)
        .execute();
    return row;
  });

  if (won && won.match_time !== null) {
    const sessionId = await openMatchChat(deps, user, characterId, character.personality, now, locale);
    return { characterId, like, matched: true, sessionId };
  }
  if (won) return { characterId, like, matched: false, sessionId: null };
  // Already decided (a repeat, or a concurrent copy of this call): answer what stands.
  const stands = await db
    .selectFrom('meet_likes')
    .select(['value', 'match_time', 'session_id'])
    .where('user_id', '=', user.id)
    .where('target_id', '=', characterId)
    .executeTakeFirst();
  // Nothing written and nothing standing: she was unpublished in between.
  if (!stands) throw notFound('Character');
  return { characterId, like: stands.value === Like.like ? 1 : -1, matched: stands.match_time !== null, sessionId: stands.session_id };
}

/**
 * The chat a match opens: her chat through the chat domain (a new one, or the one the user already
 * has with her), where she writes first with an ice-breaker. The match row is claimed for its chat
 * in the same transaction as the message, so she writes it once.
 */
async function openMatchChat(
  deps: Deps,
  user: UserRow,
  characterId: string,
  personality: string,
  now: number,
  locale: string,
): Promise<string> {
  const { session, resumed } = await openSession(deps.db, user, characterId, undefined, now, locale);
  const text = iceBreaker(personality, locale);
  await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('meet_likes')
      .set({ session_id: session.id })
      .where('user_id', '=', user.id)
      .where('target_id', '=', characterId)
      .where('session_id', 'is', null)
      .returning('session_id')
      .executeTakeFirst();
    if (!claimed) return;
    // A chat the user already talks in goes on as it was: a first-meeting line there would break it.
    if (resumed && (await userHasWritten(trx, session.id))) return;
    if (resumed) {
      await insertAfterLast(
        trx,
        {
          id: newTimeId('m'),
          session_id: session.id,
          role: 'assistant',
          kind: 'text',
          content: text,
          photo_id: null,
          gift_id: null,
          client_msg_id: null,
          status: 'done',
        },
        now,
      );
    } else {
      // A new chat opens with her greeting as its only message: on a match, the ice-breaker is what she says first.
      await trx
        .updateTable('messages')
        .set({ content: text })
        .where('session_id', '=', session.id)
        .where('role', '=', 'assistant')
        .execute();
    }
    await trx.updateTable('sessions').set({ last_message: text, update_time: now }).where('id', '=', session.id).execute();
  });
  return session.id;
}

async function userHasWritten(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('role', '=', 'user')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a match's chat still waits for the user's first answer after her ice-breaker. */
export const waitingSql = sql<boolean>`not exists (select 1 from messages wm where wm.session_id = meet_likes.session_id and wm.role = 'user' and wm.create_time >= meet_likes.match_time)`;
