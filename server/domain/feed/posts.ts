import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import type { Post, StoryItem } from '../../../shared/schemas/feed.js';
import { isPremium } from '../../../shared/constants.js';
import { mediaUrl, photosFor, publishedCharacters, toScript } from '../catalogue.js';
import { inLocaleScripts } from '../content-texts.js';
import { notFound } from '../../errors.js';

/** A page's position: the last item's time and id (ties in time are ordered by id). */
const cursorOf = (time: number, id: string) => `${time}_${id}`;
function parseCursor(cursor: string | undefined): { time: number; id: string } | undefined {
  if (!cursor) return undefined;
  const at = cursor.indexOf('_');
  return { time: Number(cursor.slice(0, at)), id: cursor.slice(at + 1) };
}

const published = (db: Db) => publishedCharacters(db).select('id');

/**
 * Posts of published characters, newest first, a page after `cursor`. Each photo goes through
 * `photosFor`, the gallery's one visibility rule: a free viewer who has not unlocked it gets only
 * the blurred rendition, locked.
 */
export async function postPage(db: Db, q: { cursor?: string; limit: number }, viewer: UserRow | undefined, now: number, locale: string) {
  const after = parseCursor(q.cursor);
  let base = db
    .selectFrom('posts')
    .innerJoin('characters', 'characters.id', 'posts.character_id')
    .where('posts.character_id', 'in', published(db));
  if (after) {
    base = base.where((eb) =>
      eb.or([eb('posts.create_time', '<', after.time), eb.and([eb('posts.create_time', '=', after.time), eb('posts.id', '<', after.id)])]),
    );
  }
  const rows = await base
    .select([
      'posts.id',
      'posts.photo_id',
      'posts.caption',
      'posts.script_id',
      'posts.like_count',
      'posts.create_time',
      'characters.name',
      'characters.avatar',
      'characters.id as cid',
    ])
    .orderBy('posts.create_time', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  const ids = page.map((r) => r.id);
  const photoRows = page.length
    ? await db
        .selectFrom('photos')
        .selectAll()
        .where(
          'id',
          'in',
          page.map((r) => r.photo_id),
        )
        .execute()
    : [];
  const [photos, liked, captions] = await Promise.all([
    photosFor(db, photoRows, viewer, now).then((list) => new Map(list.map((p) => [p.id, p]))),
    viewer && ids.length
      ? db.selectFrom('post_likes').select('post_id').where('user_id', '=', viewer.id).where('post_id', 'in', ids).execute()
      : [],
    storyCaptions(
      db,
      page.flatMap((r) => (r.script_id ? [r.script_id] : [])),
      locale,
    ),
  ]);
  const likedIds = new Set(liked.map((l) => l.post_id));
  const list: Post[] = page.flatMap((r) => {
    const photo = photos.get(r.photo_id);
    return photo
      ? [
          {
            id: r.id,
            character: { id: r.cid, name: r.name, avatar: mediaUrl(r.avatar) },
            caption: (r.script_id && captions.get(r.script_id)) || r.caption,
            photo,
            likeCount: r.like_count,
            liked: likedIds.has(r.id),
            createTime: r.create_time,
          },
        ]
      : [];
  });
  const last = page.at(-1);
  return { list, nextCursor: rows.length > q.limit && last ? cursorOf(last.create_time, last.id) : null };
}

/** The teased stories' descriptions in the viewer's language. */
async function storyCaptions(db: Db, scriptIds: string[], locale: string): Promise<Map<string, string>> {
  if (scriptIds.length === 0) return new Map();
  const rows = await db.selectFrom('scripts').select(['id', 'title', 'description', 'opening']).where('id', 'in', scriptIds).execute();
  return new Map((await inLocaleScripts(db, rows, locale)).map((s) => [s.id, s.description]));
}

/**
 * Like (1) or take the like back (0). The key of `post_likes` decides: the count moves only
 * with a row this call really inserted or deleted, so 50 taps at once count one like.
 */
export async function likePost(db: Db, user: UserRow, postId: string, like: 0 | 1, now: number) {
  const post = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .where('character_id', 'in', published(db))
    .executeTakeFirst();
  if (!post) throw notFound('Post');
  return db.transaction().execute(async (trx) => {
    const changed =
      like === 1
        ? await trx
            .insertInto('post_likes')
            .values({ user_id: user.id, post_id: postId, create_time: now })
            .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
            .returning('post_id')
            .executeTakeFirst()
        : await trx
            .deleteFrom('post_likes')
            .where('user_id', '=', user.id)
            .where('post_id', '=', postId)
            .returning('post_id')
            .executeTakeFirst();
    const row = changed
      ? await trx
          .updateTable('posts')
          .set((eb) => ({ like_count: eb('like_count', '+', like === 1 ? 1 : -1) }))
          .where('id', '=', postId)
          .returning('like_count')
          .executeTakeFirstOrThrow()
      : await trx.selectFrom('posts').select('like_count').where('id', '=', postId).executeTakeFirstOrThrow();
    return { postId, liked: like === 1, likeCount: row.like_count };
  });
}

/**
 * Stories ("Desire story") of every published character, newest first. Hidden ones are listed
 * for Premium only, as on a character's page; Premium-only ones come marked locked.
 */
export async function storyPage(db: Db, q: { cursor?: string; limit: number }, viewer: UserRow | undefined, now: number, locale: string) {
  const after = parseCursor(q.cursor);
  const premium = viewer ? isPremium(viewer.vip_expire_at, now) : false;
  let base = db
    .selectFrom('scripts')
    .innerJoin('characters', 'characters.id', 'scripts.character_id')
    .where('scripts.character_id', 'in', published(db))
    .where('scripts.kind', '=', 'story');
  if (!premium) base = base.where('scripts.hidden', '=', 0);
  if (after) {
    base = base.where((eb) =>
      eb.or([
        eb('scripts.create_time', '<', after.time),
        eb.and([eb('scripts.create_time', '=', after.time), eb('scripts.id', '<', after.id)]),
      ]),
    );
  }
  const rows = await base
    .selectAll('scripts')
    .select(['characters.name as cname', 'characters.avatar as cavatar'])
    .orderBy('scripts.create_time', 'desc')
    .orderBy('scripts.id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = await inLocaleScripts(db, rows.slice(0, q.limit), locale);
  const list: StoryItem[] = page.map((s) => ({
    ...toScript(s, premium),
    character: { id: s.character_id, name: s.cname, avatar: mediaUrl(s.cavatar) },
  }));
  const last = page.at(-1);
  return { list, nextCursor: rows.length > q.limit && last ? cursorOf(last.create_time, last.id) : null };
}
