import { afterEach, describe, expect, it } from 'vitest';
import { Release, Visibility } from '../../shared/enums.js';
import { markVerified } from '../domain/verification.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

const INFO = '/v1/social/info';
const nothing = { links: {}, verified: false };

/** A verified creator with a link, owning one of the seeded published characters. */
async function creatorWithCharacter() {
  const creator = await t.member();
  await markVerified(t.deps.db, creator.uid, t.deps.clock());
  await t.call('/v1/social/update', { instagram: 'https://instagram.com/maker' }, { token: creator.token });
  const c = await t.deps.db
    .selectFrom('characters')
    .select('id')
    .where('release', '=', Release.release)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.deps.db.updateTable('characters').set({ owner_id: creator.uid }).where('id', '=', c.id).execute();
  return { creator, id: c.id };
}
const setState = (id: string, release: Release, visibility: Visibility) =>
  t.deps.db.updateTable('characters').set({ release, visibility }).where('id', '=', id).execute();

describe.each(dialects)("a character's creator card asked by a hostile client on %s", (dialect) => {
  it('is shown for a released public character, and for one not released only to its owner', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { creator, id } = await creatorWithCharacter();
    const stranger = await t.member();
    const card = { links: { instagram: 'https://instagram.com/maker' }, verified: true };
    expect((await t.call(INFO, { characterId: id })).data).toEqual(card);

    const missing = (await t.call(INFO, { characterId: 'c_does_not_exist' }, { token: stranger.token })).data;
    expect(missing).toEqual(nothing);
    // Under review, refused, private: to anyone but the owner, exactly like a missing character.
    for (const [release, visibility] of [
      [Release.test, Visibility.open],
      [Release.notRelease, Visibility.open],
      [Release.notRelease, Visibility.private],
      [Release.release, Visibility.private],
    ] as const) {
      await setState(id, release, visibility);
      expect((await t.call(INFO, { characterId: id })).data).toEqual(missing);
      expect((await t.call(INFO, { characterId: id }, { token: stranger.token })).data).toEqual(missing);
      expect((await t.call(INFO, { characterId: id }, { token: creator.token })).data).toEqual(card);
    }
  });
});
