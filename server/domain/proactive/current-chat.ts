import type { Db } from '../../db/connect.js';
import type { SessionRow, UserRow } from '../../db/database.js';
import { openSession } from '../chat/sessions.js';

/**
 * The conversation the bot's chat continues: the newest of the character picked in the bot
 * (/characters, a deep link) and the last chat the user used anywhere (the mini-app included),
 * so one conversation is seen from both places. Never one with a character her creator deleted
 * (custom-characters/delete.ts): she neither answers nor writes first.
 */
export async function currentSession(db: Db, userId: string): Promise<SessionRow | undefined> {
  const [latest, choice] = await Promise.all([
    db
      .selectFrom('sessions')
      .innerJoin('characters', 'characters.id', 'sessions.character_id')
      .selectAll('sessions')
      .where('sessions.user_id', '=', userId)
      .where('characters.delete_time', 'is', null)
      .orderBy('sessions.update_time', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('bot_chat_choice')
      .innerJoin('sessions', 'sessions.id', 'bot_chat_choice.session_id')
      .innerJoin('characters', 'characters.id', 'sessions.character_id')
      .selectAll('sessions')
      .select('bot_chat_choice.update_time as chosen_at')
      .where('bot_chat_choice.user_id', '=', userId)
      .where('sessions.user_id', '=', userId)
      .where('characters.delete_time', 'is', null)
      .executeTakeFirst(),
  ]);
  if (!choice) return latest;
  const { chosen_at, ...chosen } = choice;
  return !latest || chosen_at >= latest.update_time ? (chosen as SessionRow) : latest;
}

/** Pick a character in the bot: her plain chat is opened (or resumed) and becomes the current one. */
export async function chooseCharacter(db: Db, user: UserRow, characterId: string, now: number, locale: string) {
  const { session, resumed } = await openSession(db, user, characterId, undefined, now, locale);
  await db
    .insertInto('bot_chat_choice')
    .values({ user_id: user.id, session_id: session.id, update_time: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ session_id: session.id, update_time: now }))
    .execute();
  return { session, resumed };
}
