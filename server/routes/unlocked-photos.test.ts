import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

/** Me → My photos: what a member paid for, and nothing else, whatever became of her since. */
let t: TestApp;
afterEach(async () => t?.close());

const setUser = (uid: string, values: { gold_balance?: number; vip_expire_at?: number }) =>
  t.deps.db.updateTable('users').set(values).where('id', '=', uid).execute();

describe.each(dialects)('/v1/character/photograph/unlocked on %s', (dialect) => {
  it('lists the photos a member paid for, newest first, in the clear, a deleted character’s included', async () => {
    t = await makeTestApp({ dialect });
    const me = await t.member();
    const other = await t.member();
    const mine = (page = 1, pageSize = 20, token = me.token) => t.call('/v1/character/photograph/unlocked', { page, pageSize }, { token });
    expect((await mine()).data).toEqual({ list: [], total: 0 });

    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token: me.token });
    // A free teaser, unlocked for 50 coins.
    await setUser(me.uid, { gold_balance: 200 });
    const teaser = (await t.call('/v1/session/photo/request', { sessionId: s.data.sessionId }, { token: me.token })).data.message;
    expect((await mine()).data.total).toBe(0);
    await t.call('/v1/session/photo/unlock', { messageId: teaser.id }, { token: me.token });
    t.tick(1000);
    // Then, as Premium, one bought in chat.
    await setUser(me.uid, { vip_expire_at: t.deps.clock() + 86_400_000 });
    const bought = (await t.call('/v1/session/photo/request', { sessionId: s.data.sessionId }, { token: me.token })).data.message;
    const files = await t.deps.db
      .selectFrom('photos')
      .select(['id', 'file'])
      .where('id', 'in', [teaser.photo.id, bought.photo.id])
      .execute();
    const fileOf = new Map(files.map((f) => [f.id, f.file]));

    const list = (await mine()).data;
    expect(list.total).toBe(2);
    expect(list.list.map((p: { id: string }) => p.id)).toEqual([bought.photo.id, teaser.photo.id]);
    expect(list.list[0]).toMatchObject({
      url: `/media/${fileOf.get(bought.photo.id)}`,
      characterId: c.id,
      characterName: c.name,
      characterGone: false,
    });
    expect((await mine(2, 1)).data.list.map((p: { id: string }) => p.id)).toEqual([teaser.photo.id]);
    // Nobody else's.
    expect((await mine(1, 20, other.token)).data.total).toBe(0);

    // Her creator deleting her leaves them listed, marked gone.
    await t.deps.db.updateTable('characters').set({ delete_time: t.deps.clock() }).where('id', '=', c.id).execute();
    expect((await mine()).data.list.map((p: { characterGone: boolean }) => p.characterGone)).toEqual([true, true]);
  });

  it('answers a visitor 1003 and bad pages 1000', async () => {
    t = await makeTestApp({ dialect });
    const visitor = await t.call('/v1/user/token');
    expect((await t.call('/v1/character/photograph/unlocked', {}, { token: visitor.data.token })).code).toBe(1003);
    const me = await t.member();
    for (const params of [{ page: 0 }, { pageSize: 10_000 }, { page: 'x' }])
      expect((await t.call('/v1/character/photograph/unlocked', params, { token: me.token })).code).toBe(1000);
  });
});
