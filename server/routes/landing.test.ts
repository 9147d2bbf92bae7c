import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { Release, Visibility } from '../../shared/enums.js';

type Card = { id: string; style: string };

/** The landing quiz's match and the home list ranked by the answers kept on the user. */
describe.each(dialects)('landing quiz and onboarding preferences on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  /** The published character the home list recommends last, and quiz answers that describe her. */
  const lastRecommended = async () => {
    const c = await t.deps.db
      .selectFrom('characters')
      .selectAll()
      .where('release', '=', Release.release)
      .where('visibility', '=', Visibility.open)
      .orderBy('rec_score', 'asc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const answers = {
      body: c.body,
      ethnicity: c.ethnicity,
      hair: c.hair_color,
      eyes: c.eye_color,
      personality: c.personality,
      kinks: (JSON.parse(c.kinks) as string[]).slice(0, 3),
      scenarios: [c.relationship],
      specifics: [c.hairstyle === 'short' ? 'short hair' : 'long hair'],
      libidoLevel: 'passionate',
      kinkOpenness: 'curious',
      nudityComfort: 'tasteful',
      goal: 'romance',
    };
    return { c, answers };
  };

  it('matches the quiz answers to the closest published characters, on both landing calls', async () => {
    t = await makeTestApp({ dialect });
    const { c, answers } = await lastRecommended();
    for (const path of ['/v1/tour/landing-role/match', '/v1/tour/landing-role-3/match']) {
      const r = await t.call<{ list: Card[] }>(path, answers);
      expect(r.code).toBe(0);
      expect(r.data.list).toHaveLength(3);
      expect(r.data.list[0]!.id).toBe(c.id);
    }
    // Nothing answered still shows someone (the recommended order).
    expect((await t.call<{ list: Card[] }>('/v1/tour/landing-role/match', {})).data.list).toHaveLength(3);
    // A style narrows the match to it.
    const other = c.style === 'REALITY' ? 'ANIMATE' : 'REALITY';
    const styled = await t.call<{ list: Card[] }>('/v1/tour/landing-role/match', { ...answers, style: other });
    expect(styled.data.list.length).toBeGreaterThan(0);
    expect(styled.data.list.every((x) => x.style === other)).toBe(true);
  });

  it('refuses answers outside the options with 1000', async () => {
    t = await makeTestApp({ dialect });
    for (const bad of [{ body: 'giant' }, { kinks: ['romantic', 'teasing', 'roleplay', 'feet'] }, { ethnicity: ['asian'] }, { goal: 7 }]) {
      const r = await t.call('/v1/tour/landing-role/match', bad);
      expect(r.code).toBe(1000);
    }
  });

  it('recommends the characters that fit the stored preferences first on the home list, and only there', async () => {
    t = await makeTestApp({ dialect });
    const { c, answers } = await lastRecommended();
    const visitor = (await t.call('/v1/user/token')).data.token as string;
    const before = await t.call<{ list: Card[]; total: number }>(
      '/v1/character/list',
      { sort: 1, page: 1, pageSize: 5 },
      { token: visitor },
    );
    expect(before.data.list[0]!.id).not.toBe(c.id);

    const saved = await t.call('/v1/user/update', { preferences: answers }, { token: visitor });
    expect(saved.code).toBe(0);
    expect(saved.data.preferences).toMatchObject({ ethnicity: c.ethnicity, kinks: answers.kinks });

    const after = await t.call<{ list: Card[]; total: number }>(
      '/v1/character/list',
      { sort: 1, page: 1, pageSize: 5 },
      { token: visitor },
    );
    expect(after.data.list[0]!.id).toBe(c.id);
    expect(after.data.total).toBe(before.data.total);
    // Pages stay a partition of the catalogue under the new order.
    const all = await t.call<{ list: Card[] }>('/v1/character/list', { sort: 1, page: 1, pageSize: 50 }, { token: visitor });
    expect(new Set(all.data.list.map((x) => x.id)).size).toBe(after.data.total);
    // Someone else, and the popular order, are unchanged.
    expect((await t.call<{ list: Card[] }>('/v1/character/list', { sort: 1, page: 1, pageSize: 5 })).data.list[0]!.id).toBe(
      before.data.list[0]!.id,
    );
    const hot = await t.call<{ list: Card[] }>('/v1/character/list', { sort: 2, page: 1, pageSize: 5 }, { token: visitor });
    const hotAnon = await t.call<{ list: Card[] }>('/v1/character/list', { sort: 2, page: 1, pageSize: 5 });
    expect(hot.data.list.map((x) => x.id)).toEqual(hotAnon.data.list.map((x) => x.id));
  });
});
