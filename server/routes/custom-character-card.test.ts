import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import sharp from 'sharp';
import { markVerified } from '../domain/verification.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { cardPng } from '../domain/custom-characters/card-test-support.js';
import { flatImages, releaseHeldImages, template, withCustomRoutes } from './custom-character.test-support.js';

let t: TestApp;
let call: ReturnType<typeof withCustomRoutes>;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

const v2 = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Seraphina',
    description: '{{char}} is a 26-year-old herbalist with long silver hair and green eyes who lives at the edge of the forest.',
    personality: 'gentle, curious, teasing',
    scenario: '{{user}} wanders into her garden during a storm.',
    first_mes: 'Oh! You are soaked. Come in, {{user}}, the tea is still warm.',
    mes_example: '',
    alternate_greetings: ['You came back! I hoped you would.', 'Careful, those are nettles.'],
    tags: ['fantasy', 'cozy'],
    creator: 'someone',
  },
};

async function start(dialect: (typeof dialects)[number] = dialects[0]!) {
  t = await makeTestApp({ dialect });
  t.deps.image = flatImages;
  call = withCustomRoutes(t);
  const v = await t.member();
  await markVerified(t.deps.db, v.uid, t.deps.clock()); // publishing needs it (docs/trust-and-safety.md)
  return { token: v.token as string, uid: v.uid as string };
}

describe.each(dialects)('/v1/custom-character/import-card on %s', (dialect) => {
  it('makes a private character from a PNG card: its picture becomes the portrait, first_mes the greeting', async () => {
    const me = await start(dialect);
    const png = await cardPng('chara', v2);
    const r = await call('/v1/custom-character/import-card', { file: png.toString('base64'), fileName: 'seraphina.png' }, me.token);
    expect(r).toMatchObject({ code: 0, data: { state: 20 } });
    await generationIdle();
    const d = (await call('/v1/custom-character/detail', { id: r.data.id }, me.token)).data;
    expect(d).toMatchObject({
      mode: 'card',
      state: 40,
      visibility: 0,
      release: 10,
      name: 'Seraphina',
      age: 26,
      hairColor: 'white',
      eyeColor: 'green',
      hairstyle: 'long',
      greeting: 'Oh! You are soaked. Come in, {{user}}, the tea is still warm.',
      alternateGreetings: v2.data.alternate_greetings,
      scenario: 'you wanders into her garden during a storm.',
      photos: [],
    });
    expect([...d.tags].sort()).toEqual(['cozy', 'fantasy']);
    expect(d.description).toContain('Personality: gentle, curious, teasing');
    // The portrait is the card's own red picture, resized to the portrait size.
    const avatar = await sharp(join(t.dataDir, d.avatar.replace(/^\//, ''))).stats();
    const meta = await sharp(join(t.dataDir, d.avatar.replace(/^\//, ''))).metadata();
    expect([meta.width, meta.height]).toEqual([768, 1024]);
    expect(avatar.channels[0]!.mean).toBeGreaterThan(150);
    expect(avatar.channels[1]!.mean).toBeLessThan(80);
    // Free, and chatting with it opens with the card's first message.
    expect(
      await t.deps.db.selectFrom('ledger').select('id').where('user_id', '=', me.uid).where('currency', '=', 'gold').execute(),
    ).toEqual([]);
    // The card's {{user}} is the user's chosen name when the chat opens (prompt-fit.test.ts: "you" without one).
    expect((await call('/v1/user/update', { nick: 'Lena' }, me.token)).code).toBe(0);
    const s = await call('/v1/session/from/character', { characterId: r.data.id }, me.token);
    expect(s.data.messages[0].content).toBe('Oh! You are soaked. Come in, Lena, the tea is still warm.');
    // Private: not in the catalogue; publishing is an edit.
    const list = async () =>
      (await call('/v1/character/list', { sort: 3, page: 1, pageSize: 50 })).data.list.map((c: { id: string }) => c.id);
    expect(await list()).not.toContain(r.data.id);
    expect((await call('/v1/custom-character/edit', { id: r.data.id, visibility: 1 }, me.token)).data.release).toBe(20);
    expect(await list()).not.toContain(r.data.id);
    await t.deps.db.updateTable('characters').set({ release: 30 }).where('id', '=', r.data.id).execute(); // an operator releases it (docs/operator-console.md)
    expect(await list()).toContain(r.data.id);
  });

  it('imports a V3 JSON card with drawn pictures', async () => {
    const me = await start(dialect);
    const card = {
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: { ...v2.data, name: 'Mira', description: 'A blonde violinist with a ponytail.' },
    };
    const r = await call(
      '/v1/custom-character/import-card',
      { file: Buffer.from(JSON.stringify(card)).toString('base64'), fileName: 'mira.json' },
      me.token,
    );
    await generationIdle();
    const d = (await call('/v1/custom-character/detail', { id: r.data.id }, me.token)).data;
    expect(d).toMatchObject({ name: 'Mira', state: 40, hairColor: 'blonde', hairstyle: 'ponytail', age: 25 });
    expect(d.photos).toHaveLength(4);
  });

  it('a card without a first message: she introduces herself in the importer’s language (before: "Hi, I\'m …" in English)', async () => {
    const me = await start(dialect);
    const card = { spec: 'chara_card_v3', spec_version: '3.0', data: { ...v2.data, name: 'Mira', first_mes: '' } };
    const file = Buffer.from(JSON.stringify(card)).toString('base64');
    const r = await t.call(
      '/v1/custom-character/import-card',
      { file, fileName: 'mira.json' },
      { token: me.token, headers: { 'accept-language': 'ar' } },
    );
    await generationIdle();
    expect((await call('/v1/custom-character/detail', { id: r.data.id }, me.token)).data.greeting).toBe('مرحباً، أنا Mira.');
  });

  it('passes the card through the content policy and saves nothing on a refusal', async () => {
    const me = await start(dialect);
    for (const data of [
      { ...v2.data, description: '{{char}} is a 15 year old schoolgirl.' },
      {
        ...v2.data,
        first_mes: 'He smiles and says hi.',
        description: 'A tall man with a beard.',
        personality: '',
        scenario: '',
        alternate_greetings: [],
      },
      { ...v2.data, tags: ['loli'] },
    ]) {
      const png = await cardPng('chara', { ...v2, data });
      const r = await call('/v1/custom-character/import-card', { file: png.toString('base64'), fileName: 'x.png' }, me.token);
      expect(r.code, JSON.stringify(data)).toBe(2004);
    }
    expect(await t.deps.db.selectFrom('characters').select('id').where('owner_id', '=', me.uid).execute()).toEqual([]);
  });
});

describe.each(dialects)('/v1/character/photograph on %s', (dialect) => {
  it('lists, likes, sets the cover of and removes own gallery photos', async () => {
    const me = await start(dialect);
    await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', me.uid).execute();
    const { data } = await call('/v1/custom-character/create', template, me.token);
    await generationIdle();
    const own = await call('/v1/character/photograph/list-self', { characterId: data.id }, me.token);
    expect(own.data.total).toBe(4);
    const [first, second] = own.data.list as { id: string; url: string }[];
    expect((await call('/v1/character/photograph/like-op', { photoId: first!.id, like: 1 }, me.token)).data.likeCount).toBe(1);
    expect((await call('/v1/character/photograph/like-op', { photoId: first!.id, like: 1 }, me.token)).data.likeCount).toBe(1);
    expect((await call('/v1/character/photograph/like-op', { photoId: first!.id, like: -1 }, me.token)).data.likeCount).toBe(0);
    const stats = await call('/v1/character/photograph/statics', { characterId: data.id }, me.token);
    expect(stats.data).toMatchObject({ photoCount: 4, likeCount: 0, myLikes: { [first!.id]: -1 } });

    expect((await call('/v1/character/photograph/edit', { photoId: second!.id, setCover: true }, me.token)).code).toBe(0);
    expect((await call('/v1/custom-character/detail', { id: data.id }, me.token)).data.cover).toBe(second!.url);
    expect((await call('/v1/character/photograph/edit', { photoId: second!.id, remove: true }, me.token)).message).toMatch(/cover/);
    expect((await call('/v1/character/photograph/edit', { photoId: first!.id, remove: true }, me.token)).data.removed).toBe(true);

    const other = (await t.member()).token;
    expect((await call('/v1/character/photograph/like-op', { photoId: second!.id, like: 1 }, other)).code).toBe(1000);
    expect((await call('/v1/character/photograph/edit', { photoId: second!.id, setCover: true }, other)).code).toBe(1000);
    expect((await call('/v1/character/photograph/list-self', {}, other)).data.total).toBe(0);
  });
});
