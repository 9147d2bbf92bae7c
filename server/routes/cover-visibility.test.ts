import { afterEach, describe, expect, it } from 'vitest';
import { markVerified } from '../domain/verification.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { flatImages, releaseHeldImages, template } from './custom-character.test-support.js';

let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

describe.each(dialects)('a cover chosen from the gallery on %s', (dialect) => {
  it('shows the locked photo only to viewers who may see it; everyone else gets its blurred rendition', async () => {
    t = await makeTestApp({ dialect });
    t.deps.image = flatImages;
    const owner = await t.member();
    await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', owner.uid).execute();
    await markVerified(t.deps.db, owner.uid, t.deps.clock());
    const { data } = await t.call('/v1/custom-character/create', template, { token: owner.token });
    await generationIdle();
    const edited = await t.call('/v1/custom-character/confirm', { id: data.id, visibility: 1 }, { token: owner.token });
    expect(edited, JSON.stringify(edited)).toMatchObject({ code: 0, data: { release: 20 } });
    await t.deps.db.updateTable('characters').set({ release: 30 }).where('id', '=', data.id).execute(); // an operator releases it (docs/operator-console.md)
    const own = (await t.call('/v1/character/photograph/list-self', { characterId: data.id }, { token: owner.token })).data.list as {
      id: string;
      url: string;
    }[];
    const photo = own[1]!;
    expect((await t.call('/v1/character/photograph/edit', { photoId: photo.id, setCover: true }, { token: owner.token })).code).toBe(0);

    const free = await t.member();
    const gallery = (await t.call('/v1/character/detail', { characterId: data.id }, { token: free.token })).data.photos as {
      id: string;
      url: string;
      blurred: boolean;
    }[];
    const blurred = gallery.find((p) => p.id === photo.id)!;
    expect(blurred).toMatchObject({ blurred: true });
    expect(blurred.url).not.toBe(photo.url);

    const coverSeenBy = async (token?: string) =>
      (await t.call('/v1/character/detail', { characterId: data.id }, { token })).data.cover as string;
    const listedCover = async (token?: string) => {
      const list = (await t.call('/v1/character/list', { sort: 3, page: 1, pageSize: 50 }, { token })).data.list as {
        id: string;
        cover: string;
      }[];
      return list.find((c) => c.id === data.id)!.cover;
    };
    // The public and free members: the blurred rendition, in the list and on the page.
    expect(await coverSeenBy()).toBe(blurred.url);
    expect(await coverSeenBy(free.token)).toBe(blurred.url);
    expect(await listedCover()).toBe(blurred.url);
    // The owner, a member who unlocked the photo, and Premium: the photo itself.
    expect(await coverSeenBy(owner.token)).toBe(photo.url);
    await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', free.uid).execute();
    expect((await t.call('/v1/session/photo/unlock', { photoId: photo.id }, { token: free.token })).code).toBe(0);
    expect(await coverSeenBy(free.token)).toBe(photo.url);
    const premium = await t.member();
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', premium.uid)
      .execute();
    expect(await coverSeenBy(premium.token)).toBe(photo.url);
    // Lists show each viewer the same cover as the page.
    expect(await listedCover(premium.token)).toBe(photo.url);
    expect(await listedCover(owner.token)).toBe(photo.url);
    expect(await listedCover(free.token)).toBe(photo.url);

    // The generated portrait, once the cover again, is public.
    const portrait = (await t.call('/v1/custom-character/detail', { id: data.id }, { token: owner.token })).data.avatar as string;
    await t.deps.db
      .updateTable('characters')
      .set({ cover: portrait.replace(/^\/media\//, '') })
      .where('id', '=', data.id)
      .execute();
    expect(await coverSeenBy()).toBe(portrait);
    expect(await listedCover()).toBe(portrait);
  });
});
