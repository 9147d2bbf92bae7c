import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { cardPng } from '../domain/custom-characters/card-test-support.js';
import { flatImages, releaseHeldImages } from './custom-character.test-support.js';

let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64');

describe.each(dialects)('importing a malformed character card on %s', (dialect) => {
  it('answers 1000 with a clear message for a card that is not an object, and saves nothing', async () => {
    t = await makeTestApp({ dialect });
    t.deps.image = flatImages;
    const me = await t.member();
    for (const file of [
      b64([{ name: 'Ann' }]),
      b64('[]'),
      b64('"Ann"'),
      b64('null'),
      (await cardPng('chara', [1, 2])).toString('base64'),
    ]) {
      const r = await t.call('/v1/custom-character/import-card', { file, fileName: 'card.json' }, { token: me.token });
      expect(r).toMatchObject({ code: 1000, message: expect.stringMatching(/^Not a character card/) });
    }
    expect(await t.deps.db.selectFrom('characters').select('id').where('owner_id', '=', me.uid).execute()).toEqual([]);
  });

  it('stores a card whose texts hold NUL and other control characters without them', async () => {
    t = await makeTestApp({ dialect });
    t.deps.image = flatImages;
    const me = await t.member();
    const card = {
      spec: 'chara_card_v2',
      data: {
        name: 'Mi\u0000ra',
        description: 'A violinist\u0000 with a\u0007 ponytail.\nShe plays at night.',
        first_mes: 'Hi\u0000!',
        tags: ['mu\u0000sic'],
      },
    };
    const r = await t.call('/v1/custom-character/import-card', { file: b64(card), fileName: 'mira.json' }, { token: me.token });
    expect(r.code).toBe(0);
    await generationIdle();
    const d = (await t.call('/v1/custom-character/detail', { id: r.data.id }, { token: me.token })).data;
    expect(d).toMatchObject({ name: 'Mira', greeting: 'Hi!', tags: ['music'] });
    expect(d.description).toBe('A violinist with a ponytail.\nShe plays at night.');
  });
});
