import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import type { Post, StoryItem } from '../../shared/schemas/feed.js';
import { fuzz } from '../../scripts/fuzz.js';

let t: TestApp;
afterEach(async () => t?.close());

const DAY = 86_400_000;
type Page<T> = { list: T[]; nextCursor: string | null };

/** Every page of a feed, following nextCursor. */
async function allPages<T>(path: string, token?: string, limit = 7): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  do {
    const r = await t.call<Page<T>>(path, { cursor, limit }, { token });
    expect(r.code, JSON.stringify(r)).toBe(0);
    pages.push(r.data.list);
    cursor = r.data.nextCursor ?? undefined;
  } while (cursor && pages.length < 100);
  return pages;
}

describe.each(dialects)('the Desire post feed on %s', (dialect) => {
  it('pages every seeded post once, newest first, and blurs locked photos by the gallery rule', async () => {
    t = await makeTestApp({ dialect });
    const free = await t.member();
    const pages = await allPages<Post>('/v1/feed/post/list', free.token);
    const posts = pages.flat();
    const total = Number(
      (
        await t.deps.db
          .selectFrom('posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThanOrEqual(28 * 3);
    expect(posts.map((p) => p.id)).toHaveLength(total);
    expect(new Set(posts.map((p) => p.id)).size).toBe(total);
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    for (let i = 1; i < posts.length; i++) expect(posts[i - 1]!.createTime).toBeGreaterThanOrEqual(posts[i]!.createTime);

    // A free member: every post's photo is the blurred rendition, as in the character's gallery.
    const first = posts[0]!;
    expect(first.photo).toMatchObject({ blurred: true, locked: true });
    const gallery = (await t.call('/v1/character/detail', { characterId: first.character.id }, { token: free.token })).data
      .photos as Post['photo'][];
    expect(gallery.find((p) => p.id === first.photo.id)).toEqual(first.photo);
    const clearFile = (await t.deps.db.selectFrom('photos').select('file').where('id', '=', first.photo.id).executeTakeFirstOrThrow()).file;
    expect(JSON.stringify(posts)).not.toContain(clearFile);

    // Unlocking the photo (the gallery's way) shows this post clear to her, and only this one.
    await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', free.uid).execute();
    expect((await t.call('/v1/session/photo/unlock', { photoId: first.photo.id }, { token: free.token })).code).toBe(0);
    const after = (await t.call<Page<Post>>('/v1/feed/post/list', { limit: 2 }, { token: free.token })).data.list;
    expect(after[0]!.photo).toMatchObject({ blurred: false, locked: false, url: `/media/${clearFile}` });
    expect(after[1]!.photo).toMatchObject({ blurred: true });

    // Premium: every photo clear. The public: every photo blurred.
    const premium = await t.member();
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 30 * DAY })
      .where('id', '=', premium.uid)
      .execute();
    const premiumPosts = (await allPages<Post>('/v1/feed/post/list', premium.token, 50)).flat();
    expect(premiumPosts.every((p) => !p.photo.blurred && !p.photo.locked)).toBe(true);
    const publicPosts = (await t.call<Page<Post>>('/v1/feed/post/list', { limit: 50 })).data.list;
    expect(publicPosts.every((p) => p.photo.blurred)).toBe(true);

    // A character taken off the catalogue takes her posts with her.
    await t.deps.db.updateTable('characters').set({ visibility: 0 }).where('id', '=', first.character.id).execute();
    const left = (await allPages<Post>('/v1/feed/post/list', premium.token, 50)).flat();
    expect(left.some((p) => p.character.id === first.character.id)).toBe(false);
    expect(left).toHaveLength(total - posts.filter((p) => p.character.id === first.character.id).length);
  });

  it('captions come in the viewer language; a bad cursor is 1000', async () => {
    t = await makeTestApp({ dialect });
    const en = (await t.call<Page<Post>>('/v1/feed/post/list', { limit: 5 })).data.list;
    const ar = (await t.call<Page<Post>>('/v1/feed/post/list', { limit: 5 }, { headers: { 'accept-language': 'ar' } })).data.list;
    expect(ar.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(ar.some((p, i) => p.caption !== en[i]!.caption && /[\u0600-\u06ff]/.test(p.caption))).toBe(true);
    expect((await t.call('/v1/feed/post/list', { cursor: 'x; drop table posts' })).code).toBe(1000);
  });

  it('a like counts once per member even when tapped 50 times at once, and is taken back once', async () => {
    t = await makeTestApp({ dialect });
    const [post] = (await t.call<Page<Post>>('/v1/feed/post/list', { limit: 1 })).data.list;
    const m = await t.member();
    const other = await t.member();
    const before = post!.likeCount;
    const likes = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/v1/feed/post/like', { postId: post!.id, like: 1 }, { token: m.token })),
    );
    expect(likes.every((r) => r.code === 0)).toBe(true);
    await t.call('/v1/feed/post/like', { postId: post!.id, like: 1 }, { token: other.token });
    const seen = (await t.call<Page<Post>>('/v1/feed/post/list', { limit: 1 }, { token: m.token })).data.list[0]!;
    expect(seen).toMatchObject({ liked: true, likeCount: before + 2 });
    const unlikes = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/v1/feed/post/like', { postId: post!.id, like: 0 }, { token: m.token })),
    );
    expect(unlikes.every((r) => r.code === 0)).toBe(true);
    const back = (await t.call<Page<Post>>('/v1/feed/post/list', { limit: 1 }, { token: m.token })).data.list[0]!;
    expect(back).toMatchObject({ liked: false, likeCount: before + 1 });
    // Liking asks for an account; an unknown post writes nothing.
    expect((await t.call('/v1/feed/post/like', { postId: post!.id, like: 1 })).code).toBe(1003);
    expect((await t.call('/v1/feed/post/like', { postId: 'nope', like: 1 }, { token: m.token })).code).toBe(1000);
  });

  it('answers bad calls to the feed with a clear code, never a 5xx, and writes nothing when it refuses', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const report = await fuzz(t.app, t.deps, dialect, { perRoute: 40, seed: 11, only: /^\/v1\/feed\// });
    expect(report.routes).toBe(3);
    expect(report.offenders).toEqual([]);
  }, 60_000);
});

describe.each(dialects)('the Desire story feed on %s', (dialect) => {
  it('pages stories of published characters newest first; hidden ones for Premium only', async () => {
    t = await makeTestApp({ dialect });
    const free = await t.member();
    const freeStories = (await allPages<StoryItem>('/v1/feed/story/list', free.token, 9)).flat();
    expect(freeStories.length).toBeGreaterThan(20);
    expect(new Set(freeStories.map((s) => s.id)).size).toBe(freeStories.length);
    expect(freeStories.every((s) => s.kind === 'story' && !s.hidden && s.character.name)).toBe(true);
    const premium = await t.member();
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + DAY })
      .where('id', '=', premium.uid)
      .execute();
    const premiumStories = (await allPages<StoryItem>('/v1/feed/story/list', premium.token, 50)).flat();
    const hidden = Number(
      (
        await t.deps.db
          .selectFrom('scripts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'story')
          .where('hidden', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(premiumStories.length).toBe(freeStories.length + hidden);
    expect(premiumStories.every((s) => !s.locked)).toBe(true);
    expect(freeStories.some((s) => s.premiumOnly && s.locked)).toBe(true);
  });
});
