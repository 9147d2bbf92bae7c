import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import { isPremium } from '../../../shared/constants.js';
import { Like, Release, Visibility } from '../../../shared/enums.js';
import { defaultMeetConfig, type MeetCard, type MeetCounts, type MeetMatch } from '../../../shared/schemas/meet.js';
import { meetable } from './deck.js';
import { bestFitFirst, likesBack } from './like-back.js';
import { meetCards, notDecidedBy, truthy } from './cards.js';
import { waitingSql } from './likes.js';

/** Characters who like the user and whom the user has not liked or passed yet (any settings). */
const admirers = (db: Db, user: UserRow) => meetable(db, user, defaultMeetConfig).where(likesBack(user)).where(notDecidedBy(user.id));

/**
 * Who likes the user: Premium sees them, best fits first; a free user learns only how many
 * (`locked`), no name or picture leaves the server.
 */
export async function likedByList(db: Db, user: UserRow, page: number, pageSize: number, now: number, locale: string) {
  const premium = isPremium(user.vip_expire_at, now);
  const count = await admirers(db, user)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  if (!premium) return { list: [] as MeetCard[], total, locked: true };
  const rows = await bestFitFirst(admirers(db, user).selectAll('characters').select(likesBack(user).as('likes_you')), user)
    .orderBy('rec_score', 'desc')
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { list: await meetCards(db, rows, user, premium, locale, now), total, locked: false };
}

/** Whom the user liked who has not liked back (yet: talking with her changes her mind on the next like). */
export async function myLikesList(db: Db, user: UserRow, page: number, pageSize: number, now: number, locale: string) {
  const premium = isPremium(user.vip_expire_at, now);
  const base = db
    .selectFrom('meet_likes')
    .innerJoin('characters', 'characters.id', 'meet_likes.target_id')
    .where('meet_likes.user_id', '=', user.id)
    .where('meet_likes.value', '=', Like.like)
    .where('meet_likes.match_time', 'is', null)
    // Only while she is published (see matches).
    .where('characters.release', '=', Release.release)
    .where('characters.visibility', '=', Visibility.open);
  const [rows, count] = await Promise.all([
    base
      .selectAll('characters')
      .orderBy('meet_likes.create_time', 'desc')
      .orderBy('characters.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await meetCards(db, rows, user, premium, locale, now), total: Number(count.n), locked: false };
}

/**
 * A liked character is listed (and counted) only while she is published: one her creator made
 * private, an operator took down or her creator deleted (retired) shows nobody her card any more.
 * Her meet_likes row stays, so she comes back with her like if she is published again.
 */
const matches = (db: Db, userId: string) =>
  db
    .selectFrom('meet_likes')
    .innerJoin('characters', 'characters.id', 'meet_likes.target_id')
    .where('meet_likes.user_id', '=', userId)
    .where('meet_likes.value', '=', Like.like)
    .where('meet_likes.match_time', 'is not', null)
    .where('characters.release', '=', Release.release)
    .where('characters.visibility', '=', Visibility.open);

/** The user's matches, newest first, each with the chat it opened and whether she waits for an answer. */
export async function matchList(
  db: Db,
  user: UserRow,
  page: number,
  pageSize: number,
  now: number,
  locale: string,
): Promise<{ list: MeetMatch[]; total: number }> {
  const premium = isPremium(user.vip_expire_at, now);
  const [rows, count] = await Promise.all([
    matches(db, user.id)
      .selectAll('characters')
      .select(['meet_likes.session_id as match_session_id', 'meet_likes.match_time as match_at', waitingSql.as('waiting')])
      .orderBy('meet_likes.match_time', 'desc')
      .orderBy('characters.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    matches(db, user.id)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const cards = await meetCards(db, rows, user, premium, locale, now);
  return {
    list: rows.map((r, i) => ({
      character: { ...cards[i]!, likesYou: true },
      sessionId: r.match_session_id,
      matchTime: Number(r.match_at),
      waiting: r.match_session_id !== null && truthy(r.waiting),
    })),
    total: Number(count.n),
  };
}

/** The numbers of the Meet badge and tabs. */
export async function meetCounts(db: Db, user: UserRow): Promise<MeetCounts> {
  const [likes, all, waiting] = await Promise.all([
    admirers(db, user)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    matches(db, user.id)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    matches(db, user.id)
      .where('meet_likes.session_id', 'is not', null)
      .where(waitingSql)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { likes: Number(likes.n), matches: Number(all.n), waiting: Number(waiting.n) };
}
