import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t.close());

describe('more photos of one’s own character', () => {
  it('is Premium, costs 50 coins, joins her gallery, and charges nothing when drawing fails', async () => {
    t = await makeTestApp();
    const v = await t.member();
    const token = v.token as string;
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    // Make one of the seeded characters hers.
    await t.deps.db.updateTable('characters').set({ owner_id: v.uid }).where('id', '=', c.id).execute();
    const setUser = (values: { gold_balance?: number; vip_expire_at?: number }) =>
      t.deps.db.updateTable('users').set(values).where('id', '=', v.uid).execute();

    expect((await t.call('/v1/character/photograph/generate', { characterId: c.id }, { token })).code).toBe(2003);
    await setUser({ vip_expire_at: t.deps.clock() + 86_400_000 });
    expect((await t.call('/v1/character/photograph/generate', { characterId: c.id }, { token })).code).toBe(2002);
    await setUser({ gold_balance: 60 });
    const r = await t.call('/v1/character/photograph/generate', { characterId: c.id }, { token });
    expect(r.code).toBe(0);
    expect(r.data.goldBalance).toBe(10);
    const mine = await t.call('/v1/character/photograph/list-self', { characterId: c.id, page: 1, pageSize: 50 }, { token });
    expect(mine.data.list.map((p: { id: string }) => p.id)).toContain(r.data.photo.id);
    expect((await t.app.request(r.data.photo.url)).status).toBe(200);

    await setUser({ gold_balance: 60 });
    t.deps.image = {
      name: 'broken',
      generate: async () => {
        throw new Error('down');
      },
    };
    const failed = await t.call('/v1/character/photograph/generate', { characterId: c.id }, { token });
    expect(failed).toMatchObject({ code: 3001, message: 'Failed to generate image, please try again' });
    expect((await t.call('/v1/user/my-profile', {}, { token })).data.goldBalance).toBe(60);

    const stranger = (await t.member()).token;
    expect((await t.call('/v1/character/photograph/generate', { characterId: c.id }, { token: stranger })).code).toBe(1000);
  });
});
