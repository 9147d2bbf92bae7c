import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

const LIKE = '/v1/character/photograph/like-op';

/** A published gallery photo, its public like count, and the likes on record for it. */
async function photo() {
  return t.deps.db.selectFrom('photos').select(['id', 'like_count']).where('in_chat', '=', 0).orderBy('id').executeTakeFirstOrThrow();
}
const count = async (id: string) =>
  (await t.deps.db.selectFrom('photos').select('like_count').where('id', '=', id).executeTakeFirstOrThrow()).like_count;
const likesOnRecord = async (id: string) =>
  (await t.deps.db.selectFrom('photo_likes').select('value').where('photo_id', '=', id).where('value', '=', 1).execute()).length;

describe.each(dialects)('a gallery photo liked by a hostile client on %s', (dialect) => {
  it('moves the public like count by one per user, however many of her calls race', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const a = await t.member();
    const p = await photo();
    const base = p.like_count - (await likesOnRecord(p.id));

    const likes = await Promise.all(Array.from({ length: 50 }, () => t.call(LIKE, { photoId: p.id, like: 1 }, { token: a.token })));
    expect(likes.every((r) => r.code === 0)).toBe(true);
    expect(await count(p.id)).toBe(p.like_count + 1);

    // Likes, clears and unlikes racing each other: the count still equals the likes on record.
    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call(LIKE, { photoId: p.id, like: [1, 0, -1][i % 3] }, { token: a.token })),
    );
    expect(mixed.every((r) => r.code === 0)).toBe(true);
    expect(await count(p.id)).toBe(base + (await likesOnRecord(p.id)));

    // And a second user's like still counts once.
    const b = await t.member();
    await Promise.all(Array.from({ length: 20 }, () => t.call(LIKE, { photoId: p.id, like: 1 }, { token: b.token })));
    expect(await count(p.id)).toBe(base + (await likesOnRecord(p.id)));
  });

  it('answers each move with the count it left: like, unlike, clear', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const a = await t.member();
    const p = await photo();
    expect((await t.call(LIKE, { photoId: p.id, like: 1 }, { token: a.token })).data.likeCount).toBe(p.like_count + 1);
    expect((await t.call(LIKE, { photoId: p.id, like: 1 }, { token: a.token })).data.likeCount).toBe(p.like_count + 1);
    expect((await t.call(LIKE, { photoId: p.id, like: -1 }, { token: a.token })).data.likeCount).toBe(p.like_count);
    expect((await t.call(LIKE, { photoId: p.id, like: 1 }, { token: a.token })).data.likeCount).toBe(p.like_count + 1);
    expect((await t.call(LIKE, { photoId: p.id, like: 0 }, { token: a.token })).data.likeCount).toBe(p.like_count);
    expect((await t.call(LIKE, { photoId: p.id, like: 0 }, { token: a.token })).data.likeCount).toBe(p.like_count);
    expect((await t.call(LIKE, { photoId: p.id, like: -1 }, { token: a.token })).data.likeCount).toBe(p.like_count);
  });

  it('refuses to make a photo the cover and remove it in one call, and changes neither', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const owner = await t.member();
    const db = t.deps.db;
    const c = await db.selectFrom('characters').select(['id', 'cover']).where('release', '=', 30).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('characters').set({ owner_id: owner.uid }).where('id', '=', c.id).execute();
    const p = await db
      .selectFrom('photos')
      .select(['id', 'file'])
      .where('character_id', '=', c.id)
      .where('in_chat', '=', 0)
      .where('file', '!=', c.cover)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const r = await t.call('/v1/character/photograph/edit', { photoId: p.id, setCover: true, remove: true }, { token: owner.token });
    expect(r).toMatchObject({ code: 1000, message: 'This photo is the cover: choose another cover first' });
    expect((await db.selectFrom('characters').select('cover').where('id', '=', c.id).executeTakeFirstOrThrow()).cover).toBe(c.cover);
    expect(await db.selectFrom('photos').select('id').where('id', '=', p.id).executeTakeFirst()).toBeDefined();

    // Each on its own still works.
    const cover = await t.call('/v1/character/photograph/edit', { photoId: p.id, setCover: true }, { token: owner.token });
    expect(cover).toMatchObject({ code: 0, data: { photoId: p.id, removed: false } });
    expect((await db.selectFrom('characters').select('cover').where('id', '=', c.id).executeTakeFirstOrThrow()).cover).toBe(p.file);
  });
});
