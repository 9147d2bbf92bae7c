import type { Db } from '../../db/connect.js';
import { compiled, type Arg } from '../../db/compiled.js';
import type { SessionRow, UserRow } from '../../db/database.js';
import type { ChatSession } from '../../../shared/schemas/chat.js';
import { ErrorCode } from '../../../shared/errors.js';
import { isPremium } from '../../../shared/constants.js';
import { AppError, notFound } from '../../errors.js';
import { mediaUrl, visibleCharacter } from '../catalogue.js';
import { newId, newTimeId, sha256Hex } from '../ids.js';
import { toMessages } from './messages.js';
import { inLocaleCharacters, inLocaleScripts, scriptTitles } from '../content-texts.js';
import { assertStoryCondition } from '../memory/relationship.js';
import { withUserName } from './prompt-fit.js';
import { OPERATOR_PAUSE } from '../moderation/escalation.js';

/** The session if it belongs to this user; someone else's answers exactly like a missing one. */
export async function ownSession(db: Db, user: UserRow, sessionId: string): Promise<SessionRow> {
  const s = await db.selectFrom('sessions').selectAll().where('id', '=', sessionId).where('user_id', '=', user.id).executeTakeFirst();
  if (!s) throw notFound('Session');
  return s;
}

/**
 * The same, with what a chat turn needs besides, read at once: the time of its newest message, how
 * many messages already carry the turn's client ids (a retry; usually none), and the end of a
 * pause of the user's chat running now (the content policy's; usually none).
 */
const sessionForTurn = compiled((db, arg: Arg<{ sessionId: string; userId: string; clientMsgId: string; replyKey: string; now: number }>) =>
  db
    .selectFrom('sessions')
    .selectAll('sessions')
    .select((eb) => [
      eb
        .selectFrom('messages')
        .select((m) => m.fn.max('messages.create_time').as('t'))
        .whereRef('messages.session_id', '=', 'sessions.id')
        .as('last_time'),
      eb
        .selectFrom('messages')
        .select((m) => m.fn.countAll().as('n'))
        .whereRef('messages.session_id', '=', 'sessions.id')
        .where('messages.client_msg_id', 'in', [arg('clientMsgId'), arg('replyKey')])
        .as('seen'),
      eb
        .selectFrom('chat_restrictions')
        .select((r) => r.fn.max('chat_restrictions.until').as('u'))
        .where('chat_restrictions.user_id', '=', arg('userId'))
        .where('chat_restrictions.until', '>', arg('now'))
        .as('paused_until'),
      eb
        .selectFrom('chat_restrictions')
        .select('chat_restrictions.review_status')
        .where('chat_restrictions.user_id', '=', arg('userId'))
        .where('chat_restrictions.until', '>', arg('now'))
        .as('paused_by'),
      eb.selectFrom('characters').select('characters.delete_time').whereRef('characters.id', '=', 'sessions.character_id').as('gone_at'),
    ])
    .where('sessions.id', '=', arg('sessionId'))
    .where('sessions.user_id', '=', arg('userId')),
);

export async function ownSessionForTurn(
  db: Db,
  user: UserRow,
  sessionId: string,
  clientMsgId: string,
  replyKey: string,
  now: number,
): Promise<{ session: SessionRow; lastTime: number; seen: number; pausedUntil: number | null; pausedByTeam: boolean; gone: boolean }> {
  const [row] = await sessionForTurn(db, { sessionId, userId: user.id, clientMsgId, replyKey, now });
  if (!row) throw notFound('Session');
  const { last_time, seen, paused_until, paused_by, gone_at, ...session } = row;
  return {
    session,
    lastTime: Number(last_time ?? 0),
    seen: Number(seen ?? 0),
    pausedUntil: paused_until == null ? null : Number(paused_until),
    pausedByTeam: paused_by === OPERATOR_PAUSE,
    gone: gone_at != null,
  };
}

/**
 * The user's chat with a character her creator deleted but kept for its buyers
 * (custom-characters/delete.ts) stays readable; she answers nothing new in it.
 */
export async function assertCharacterKept(db: Db, session: Pick<SessionRow, 'character_id'>): Promise<void> {
  const c = await db.selectFrom('characters').select('delete_time').where('id', '=', session.character_id).executeTakeFirst();
  if (!c || c.delete_time !== null) throw notFound('Character');
}

const forPremium = (script: { premium_only: number; hidden: number }) => script.premium_only === 1 || script.hidden === 1;
const premiumStory = () => new AppError(ErrorCode.premiumRequired, 'This story is for Premium members');
const assertFreeStory = (script: { premium_only: number; hidden: number }) => {
  if (forPremium(script)) throw premiumStory();
};

/**
 * A Premium-only or hidden story is played on Premium only: its chat, opened while Premium lasted,
 * answers 2003 to a turn once Premium has ended (and goes on when Premium is back), as starting it
 * would. Read only for a story chat of a member without Premium.
 */
export async function assertStoryPlayable(db: Db, user: UserRow, session: Pick<SessionRow, 'script_id'>, now: number): Promise<void> {
  if (!(await storyPlayable(db, user, session, now))) throw premiumStory();
}

/** The same rule as a question: she writes first only in a chat the member could answer in. */
export async function storyPlayable(db: Db, user: UserRow, session: Pick<SessionRow, 'script_id'>, now: number): Promise<boolean> {
  if (!session.script_id || isPremium(user.vip_expire_at, now)) return true;
  const script = await db.selectFrom('scripts').select(['premium_only', 'hidden']).where('id', '=', session.script_id).executeTakeFirst();
  return !script || !forPremium(script);
}

/**
 * Open a chat with a character, or a story with her. Plain chats and Premium story progress are
 * resumed; a free user starting a story starts it afresh. A new session opens with her greeting
 * (or the story's opening scene), in the user's UI language where it is translated.
 */
export async function openSession(db: Db, user: UserRow, characterId: string, scriptId: string | undefined, now: number, locale = 'en') {
  const character = await visibleCharacter(db, characterId, user);
  const premium = isPremium(user.vip_expire_at, now);
  const script = scriptId
    ? await db.selectFrom('scripts').selectAll().where('id', '=', scriptId).where('character_id', '=', characterId).executeTakeFirst()
    : undefined;
  if (scriptId && !script) throw notFound('Story');
  if (script && !premium) assertFreeStory(script);
  // A story may ask for a relationship stage with her first (docs/memory.md).
  if (script) await assertStoryCondition(db, user.id, characterId, script.id);
  let ofThis = db.selectFrom('sessions').where('user_id', '=', user.id).where('character_id', '=', characterId);
  ofThis = script ? ofThis.where('script_id', '=', script.id) : ofThis.where('script_id', 'is', null);
  if (!script || premium) {
    const existing = await ofThis.selectAll().orderBy('update_time', 'desc').executeTakeFirst();
    if (existing) return { session: existing, resumed: true };
  } else {
    // A free user's story starts afresh, but a start nobody has said anything in yet is that fresh start.
    const untouched = await ofThis
      .selectAll()
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('messages')
              .select('messages.id')
              .whereRef('messages.session_id', '=', 'sessions.id')
              .where('messages.role', '=', 'user'),
          ),
        ),
      )
      .orderBy('create_time', 'desc')
      .executeTakeFirst();
    if (untouched) return { session: untouched, resumed: false };
  }
  const [texts] = await inLocaleCharacters(db, [character], locale);
  const [scriptText] = script ? await inLocaleScripts(db, [script], locale) : [];
  const opening = withUserName(scriptText?.opening || texts!.greeting, user);
  // Named after what it is (the chat of this kind with her after the n she has played in): concurrent
  // opens name the same one, its primary key lets one of them write it and the others answer it.
  const { n } = await ofThis
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('messages')
          .select('messages.id')
          .whereRef('messages.session_id', '=', 'sessions.id')
          .where('messages.role', '=', 'user'),
      ),
    )
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const id = `s_${sha256Hex(`session:${user.id}:${characterId}:${script?.id ?? ''}:${Number(n)}`).slice(0, 20)}`;
  const created = await startSession(db, { id, user, characterId, script, opening, progress: Boolean(script && premium), now });
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (created || !script || premium || !(await saidAnything(db, id))) return { session, resumed: false };
  // The name was taken by a chat already played (an earlier one was deleted since): a random one.
  const other = newId('s');
  await startSession(db, { id: other, user, characterId, script, opening, progress: false, now });
  return { session: await db.selectFrom('sessions').selectAll().where('id', '=', other).executeTakeFirstOrThrow(), resumed: false };
}

const saidAnything = async (db: Db, sessionId: string) =>
  Boolean(await db.selectFrom('messages').select('id').where('session_id', '=', sessionId).where('role', '=', 'user').executeTakeFirst());

/** A new chat and her opening message, written together; false when a chat of that id was there already. */
async function startSession(
  db: Db,
  s: { id: string; user: UserRow; characterId: string; script?: { id: string }; opening: string; progress: boolean; now: number },
): Promise<boolean> {
  const { id, now } = s;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('sessions')
      .values({
        id,
        user_id: s.user.id,
        character_id: s.characterId,
        script_id: s.script?.id ?? null,
        memory: '',
        memory_upto: 0,
        last_message: s.opening,
        create_time: now,
        update_time: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
    await trx
      .insertInto('messages')
      .values({
        id: newTimeId('m'),
        session_id: id,
        role: 'assistant',
        kind: 'text',
        content: s.opening,
        photo_id: null,
        gift_id: null,
        client_msg_id: null,
        status: 'done',
        create_time: now,
      })
      .execute();
    if (s.script && s.progress) {
      await trx
        .insertInto('script_progress')
        .values({ user_id: s.user.id, script_id: s.script.id, session_id: id, step: 0, update_time: now })
        .onConflict((oc) => oc.columns(['user_id', 'script_id']).doUpdateSet({ session_id: id, step: 0, update_time: now }))
        .execute();
    }
    return true;
  });
}

export async function sessionSummaries(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
  characterId?: string,
  locale = 'en',
): Promise<{ list: ChatSession[]; total: number }> {
  let base = db
    .selectFrom('sessions')
    .innerJoin('characters', 'characters.id', 'sessions.character_id')
    .leftJoin('scripts', 'scripts.id', 'sessions.script_id')
    .where('sessions.user_id', '=', userId);
  if (characterId) base = base.where('sessions.character_id', '=', characterId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'sessions.id as id',
        'sessions.character_id as characterId',
        'characters.name as name',
        'characters.avatar as avatar',
        'characters.relationship as relationship',
        'sessions.script_id as scriptId',
        'scripts.title as scriptTitle',
        'sessions.last_message as lastMessage',
        'sessions.update_time as updateTime',
        'characters.delete_time as deleteTime',
      ])
      .orderBy('sessions.update_time', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const titles = await scriptTitles(
    db,
    rows.flatMap((r) => (r.scriptId ? [r.scriptId] : [])),
    locale,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      characterId: r.characterId,
      characterName: r.name,
      characterAvatar: mediaUrl(r.avatar),
      relationship: r.relationship,
      scriptId: r.scriptId,
      scriptTitle: (r.scriptId && titles.get(r.scriptId)) || r.scriptTitle || null,
      lastMessage: r.lastMessage,
      updateTime: r.updateTime,
      ...(r.deleteTime !== null && { characterGone: true }),
    })),
    total: Number(count.n),
  };
}

/** Newest first from `before` (exclusive), returned oldest first for display. */
export async function messagePage(db: Db, user: UserRow, sessionId: string, before: number | undefined, limit: number, now: number) {
  await ownSession(db, user, sessionId);
  let q = db.selectFrom('messages').selectAll().where('session_id', '=', sessionId);
  if (before !== undefined) q = q.where('create_time', '<', before);
  const rows = await q
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { list: await toMessages(db, page, user, now), hasMore };
}

/** Who the user is talking to, so a conversation can render its header without more calls. */
export async function sessionHead(db: Db, session: SessionRow, locale = 'en') {
  const c = await db
    .selectFrom('characters')
    .select(['id', 'name', 'avatar', 'relationship', 'age', 'delete_time'])
    .where('id', '=', session.character_id)
    .executeTakeFirstOrThrow();
  const script = session.script_id
    ? await db.selectFrom('scripts').select(['id', 'title']).where('id', '=', session.script_id).executeTakeFirst()
    : undefined;
  return {
    character: {
      id: c.id,
      name: c.name,
      avatar: mediaUrl(c.avatar),
      relationship: c.relationship,
      age: c.age,
      ...(c.delete_time !== null && { gone: true }),
    },
    script: script ? { id: script.id, title: (await scriptTitles(db, [script.id], locale)).get(script.id) ?? script.title } : null,
  };
}
