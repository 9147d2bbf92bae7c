import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

/** The data layer on every dialect this machine has: SQLite always, PostgreSQL when installed. */
describe.each(dialects)('catalogue and profile on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const login = async () => {
    const v = await t.call('/v1/user/token');
    return v.data.token as string;
  };

  it('lists published characters by sort and style, paged', async () => {
    t = await makeTestApp({ dialect });
    const rec = await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 10 });
    expect(rec.code).toBe(0);
    expect(rec.data.total).toBeGreaterThanOrEqual(24);
    expect(rec.data.list).toHaveLength(10);
    const page2 = await t.call('/v1/character/list', { sort: 1, page: 2, pageSize: 10 });
    const ids = new Set([...rec.data.list, ...page2.data.list].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(20);

    const hot = await t.call('/v1/character/list', { sort: 2, page: 1, pageSize: 50 });
    const counts = hot.data.list.map((c: { chatCount: number }) => c.chatCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const latest = await t.call('/v1/character/list', { sort: 3, page: 1, pageSize: 50 });
    const times = latest.data.list.map((c: { createTime: number }) => c.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const anime = await t.call('/v1/character/list', { sort: 1, style: 'ANIMATE', page: 1, pageSize: 50 });
    expect(anime.data.list.length).toBeGreaterThan(0);
    expect(anime.data.list.every((c: { style: string }) => c.style === 'ANIMATE')).toBe(true);
    const card = rec.data.list[0];
    expect(card).toMatchObject({ name: expect.any(String), age: expect.any(Number), cover: expect.stringMatching(/^\/media\//) });
    expect(card.age).toBeGreaterThanOrEqual(18);
    expect(card.tags.length).toBeGreaterThan(0);
    expect((await t.call('/v1/character/list', { sort: 7 })).code).toBe(1000);
  });

  it('shows free users only blurred gallery photos, never the clear file', async () => {
    t = await makeTestApp({ dialect });
    const [first] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const token = await login();
    const d = await t.call('/v1/character/detail', { characterId: first.id }, { token });
    expect(d.code).toBe(0);
    expect(d.data.photos.length).toBeGreaterThanOrEqual(4);
    expect(d.data.photos.every((p: { locked: boolean; blurred: boolean }) => p.locked && p.blurred)).toBe(true);
    const clearFiles = await t.deps.db.selectFrom('photos').select('file').where('character_id', '=', first.id).execute();
    const body = JSON.stringify(d.data);
    for (const f of clearFiles) expect(body).not.toContain(f.file);

    // Premium sees them clear.
    const uid = (await t.call('/v1/user/my-profile', {}, { token })).data.id;
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', uid)
      .execute();
    const p = await t.call('/v1/character/detail', { characterId: first.id }, { token });
    expect(p.data.photos.every((x: { locked: boolean }) => !x.locked)).toBe(true);
    expect(JSON.stringify(p.data)).toContain(clearFiles[0]!.file);
    const media = await t.app.request(p.data.photos[0].url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toMatch(/image\/webp/);
  });

  it('lists stories, hiding hidden ones from free users', async () => {
    t = await makeTestApp({ dialect });
    const withHidden = await t.deps.db.selectFrom('scripts').select('character_id').where('hidden', '=', 1).executeTakeFirstOrThrow();
    const free = await t.call('/v1/character/script/list', { characterId: withHidden.character_id });
    expect(free.data.list.length).toBeGreaterThanOrEqual(1);
    expect(free.data.list.some((s: { hidden: boolean }) => s.hidden)).toBe(false);
    const token = await login();
    const uid = (await t.call('/v1/user/my-profile', {}, { token })).data.id;
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', uid)
      .execute();
    const vip = await t.call('/v1/character/script/list', { characterId: withHidden.character_id }, { token });
    expect(vip.data.list.some((s: { hidden: boolean; locked: boolean }) => s.hidden && !s.locked)).toBe(true);
    expect((await t.call('/v1/character/detail', { characterId: 'nope' })).code).toBe(1000);
  });

  it('serves tags, photos, plans and gold items', async () => {
    t = await makeTestApp({ dialect });
    const tags = await t.call('/v1/character-tag/options/list');
    expect(tags.data.list.length).toBeGreaterThanOrEqual(20);
    const plans = await t.call('/v1/config/vip/list', {});
    const lifetime = plans.data.list.find((p: { lifetime: boolean }) => p.lifetime);
    expect(lifetime).toMatchObject({ price: 99.99, giftGold: 5000 });
    expect(plans.data.list.map((p: { month: number }) => p.month)).toEqual(expect.arrayContaining([0.25, 1, 3, 12]));
    const gold = await t.call('/v1/config/gold/list');
    expect(gold.data.list.length).toBeGreaterThanOrEqual(4);
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const photos = await t.call('/v1/character/photograph/list', { characterId: c.id, page: 1, pageSize: 2 });
    expect(photos.data.list).toHaveLength(2);
    expect(photos.data.total).toBeGreaterThanOrEqual(4);
  });

  it('updates the profile and refills energy hourly up to the cap, in the ledger', async () => {
    t = await makeTestApp({ dialect });
    const token = await login();
    const u = await t.call('/v1/user/update', { nick: '  Sam ', lang: 'ar' }, { token });
    expect(u.data).toMatchObject({ nick: 'Sam', lang: 'ar' });
    expect((await t.call('/v1/user/update', { nick: '' }, { token })).code).toBe(1000);
    expect((await t.call('/v1/user/change-chat-model', { model: 'advanced' }, { token })).code).toBe(2003);
    expect((await t.call('/v1/user/change-style', { style: 'ANIMATE' }, { token })).code).toBe(2003);
    expect((await t.call('/v1/user/update-tags', { tags: ['Romantic', 'Romantic', 'Gamer'] }, { token })).data.tags).toEqual([
      'Romantic',
      'Gamer',
    ]);

    const me = (await t.call('/v1/user/my-profile', {}, { token })).data;
    await t.deps.db.updateTable('users').set({ energy: 40 }).where('id', '=', me.id).execute();
    t.tick(3 * 3600_000 + 5);
    expect((await t.call('/v1/user/my-profile', {}, { token })).data.energy).toBe(70);
    t.tick(10 * 3600_000);
    expect((await t.call('/v1/user/my-profile', {}, { token })).data.energy).toBe(100);
    const ledger = await t.call('/v1/accounting/gold/detail/list', { page: 1, pageSize: 10, currency: 'energy' }, { token });
    expect(ledger.data.list.map((r: { amount: number; reason: string }) => [r.reason, r.amount])).toEqual([
      ['refill', 30],
      ['refill', 30],
      ['register', 100],
    ]);
  });
});
