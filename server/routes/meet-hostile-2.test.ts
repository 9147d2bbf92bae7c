import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { jsonText } from '../db/json-text.js';

let t: TestApp;
afterEach(async () => t?.close());

const ids = (list: Array<{ character?: { id: string }; id?: string }>) => list.map((c) => c.character?.id ?? c.id);

describe.each(dialects)('Meet from a hostile client on %s', (dialect) => {
  it("lists no character who is no longer published (made private, taken down, deleted) in a liker's matches, likes or counts", async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const db = t.deps.db;
    const { token, uid } = await t.member();
    const rows = await db.selectFrom('characters').select(['id', 'ethnicity']).where('owner_id', 'is', null).orderBy('id').execute();
    const fit = rows[0]!;
    const misses = rows.filter((r) => r.ethnicity !== fit.ethnicity).slice(0, 2);
    // She likes back the wanted ethnicity only: the others stay "my likes".
    await db
      .updateTable('users')
      .set({ preferences: jsonText({ ethnicity: fit.ethnicity }) })
      .where('id', '=', uid)
      .execute();
    const matched = rows.filter((r) => r.ethnicity === fit.ethnicity).slice(0, 2);
    for (const c of [...matched, ...misses])
      expect((await t.call('/v1/meet/like-op', { characterId: c.id, like: 1 }, { token })).code).toBe(0);
    expect((await t.call('/v1/meet/counts', {}, { token })).data).toMatchObject({ matches: 2, waiting: 2 });

    // One match made private by her creator, one liked character taken down by an operator.
    const creator = await t.member();
    await db.updateTable('characters').set({ owner_id: creator.uid, visibility: 0 }).where('id', '=', matched[0]!.id).execute();
    await db.updateTable('characters').set({ release: 10 }).where('id', '=', misses[0]!.id).execute();

    const matches = await t.call('/v1/meet/list/match', {}, { token });
    expect(matches.data).toMatchObject({ total: 1 });
    expect(ids(matches.data.list)).toEqual([matched[1]!.id]);
    const mine = await t.call('/v1/meet/list/like', { who: 'me' }, { token });
    expect(mine.data).toMatchObject({ total: 1 });
    expect(ids(mine.data.list)).toEqual([misses[1]!.id]);
    expect((await t.call('/v1/meet/counts', {}, { token })).data).toMatchObject({ matches: 1, waiting: 1 });
    // Nothing of hers leaves the server in either list.
    const names = await db.selectFrom('characters').select('name').where('id', 'in', [matched[0]!.id, misses[0]!.id]).execute();
    for (const { name } of names) expect(JSON.stringify([matches.data, mine.data])).not.toContain(name);
  });

  it('keeps every one of 50 settings saves sent at once (each changes one setting; none is lost)', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, uid } = await t.member();
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', uid)
      .execute();
    const saves = [{ style: 'ANIMATE' }, { ageMin: 25 }, { ageMax: 40 }, { bodies: ['curvy'] }, { hairColors: ['black'] }];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call('/v1/user/meet-pro/config/update', saves[i % saves.length], { token })),
    );
    expect(answers.filter((a) => a.code !== 0).map((a) => a.message)).toEqual([]);
    const deck = await t.call('/v1/meet/deck', {}, { token });
    expect(deck.data.config).toEqual({
      style: 'ANIMATE',
      ageMin: 25,
      ageMax: 40,
      ethnicities: [],
      bodies: ['curvy'],
      hairColors: ['black'],
    });
  });
});
