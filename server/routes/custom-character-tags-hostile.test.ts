import { afterEach, describe, expect, it } from 'vitest';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { markVerified } from '../domain/verification.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { flatImages, releaseHeldImages, template } from './custom-character.test-support.js';

let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

/** A creator with one confirmed custom character (private), drawn by the flat stand-in. */
async function creatorWithCharacter(tags: string[] = template.tags) {
  t.deps.image = flatImages;
  const me = await t.member();
  await t.deps.db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', me.uid).execute();
  await markVerified(t.deps.db, me.uid, t.deps.clock());
  const made = await t.call('/v1/custom-character/create', { ...template, tags }, { token: me.token });
  expect(made.code).toBe(0);
  await generationIdle();
  expect((await t.call('/v1/custom-character/confirm', { id: made.data.id, visibility: 0 }, { token: me.token })).code).toBe(0);
  return { ...me, id: made.data.id as string };
}

const tagsOf = async (id: string) =>
  (
    await t.deps.db
      .selectFrom('character_tags')
      .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
      .select('tags.name')
      .where('character_tags.character_id', '=', id)
      .execute()
  )
    .map((r) => r.name)
    .sort();
const tagRows = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('tags')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const edit = (token: string, id: string, params: Record<string, unknown>) =>
  t.call('/v1/custom-character/edit', { id, ...params }, { token });

describe.each(dialects)("a custom character's tags edited by a hostile client on %s", (dialect) => {
  it('are exactly the last edit’s: old ones leave the character, the search and the tag table', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const me = await creatorWithCharacter();
    const base = await tagRows();
    // Found by the catalogue's tag search while published and released (edits of a released
    // character may wait for review, so hers are made while it is private).
    const publish = (on: boolean) =>
      t.deps.db
        .updateTable('characters')
        .set(on ? { release: 30, visibility: 1 } : { release: 10, visibility: 0 })
        .where('id', '=', me.id)
        .execute();
    const found = async (tag: string) =>
      ((await t.call('/v1/character/list2', { sort: 1, page: 1, pageSize: 50, tags: [tag] })).data.list as { id: string }[]).some(
        (c) => c.id === me.id,
      );
    await publish(true);
    expect(await found('my own tag')).toBe(true);
    await publish(false);

    // 100 edits, each with ten words never used before.
    for (let i = 0; i < 100; i++) {
      const tags = Array.from({ length: 10 }, (_, j) => `w${i}-${j}`);
      expect((await edit(me.token, me.id, { tags })).code).toBe(0);
      expect(await tagsOf(me.id)).toEqual([...tags].sort());
    }
    await publish(true);
    expect(await found('my own tag')).toBe(false);
    expect(await found('w0-0')).toBe(false);
    expect(await found('w99-0')).toBe(true);
    await publish(false);
    // Only her ten current words remain of every word she ever typed ('my own tag' was hers alone).
    expect(await tagRows()).toBe(base - 1 + 10);

    // The catalogue's own tags stay, even when no character has them any more.
    expect((await edit(me.token, me.id, { tags: ['Romantic'] })).code).toBe(0);
    expect(await tagsOf(me.id)).toEqual(['Romantic']);
    expect(await tagRows()).toBe(base - 1);
    expect((await edit(me.token, me.id, { tags: [] })).code).toBe(0);
    expect(await tagsOf(me.id)).toEqual([]);
    expect(await t.deps.db.selectFrom('tags').select('id').where('name', '=', 'Romantic').executeTakeFirst()).toBeDefined();
  });

  it('go with the character when it is deleted, a word another character has staying', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const base = await tagRows();
    const me = await creatorWithCharacter(['solo word', 'both have it']);
    await creatorWithCharacter(['both have it']);
    expect(await tagRows()).toBe(base + 2);
    expect((await t.call('/v1/custom-character/delete', { id: me.id }, { token: me.token })).code).toBe(0);
    expect(await tagRows()).toBe(base + 1);
    expect(await t.deps.db.selectFrom('tags').select('id').where('name', '=', 'both have it').executeTakeFirst()).toBeDefined();
  });

  it('refuses more than ten tags with 1000 and writes nothing of that edit', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const me = await creatorWithCharacter();
    const before = await tagsOf(me.id);
    const base = await tagRows();
    const tags = Array.from({ length: 11 }, (_, j) => `many-${j}`);
    for (const path of ['/v1/custom-character/edit', '/v1/custom-character/edit-before-confirm']) {
      const r = await t.call(path, { id: me.id, name: 'Renamed', tags }, { token: me.token });
      expect(r).toMatchObject({ code: 1000 });
      expect(r.message).toMatch(/At most 10 tags/);
    }
    expect(await tagsOf(me.id)).toEqual(before);
    expect(await tagRows()).toBe(base);
    const name = await t.deps.db.selectFrom('characters').select('name').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(name.name).toBe(template.name);
  });

  it('ends with exactly one of 50 concurrent edits’ tag sets, every call answered, no word left over', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const me = await creatorWithCharacter();
    const other = await creatorWithCharacter(['shared word']);
    const base = await tagRows();
    // Half her edits take up the word the other character drops and takes again at the same time.
    const sets = Array.from({ length: 50 }, (_, i) => [`race-${i}`, `race-${(i + 1) % 50}`, ...(i % 2 ? ['shared word'] : [])]);
    const answers = await Promise.all([
      ...sets.map((tags) => edit(me.token, me.id, { tags })),
      ...Array.from({ length: 50 }, (_, i) => edit(other.token, other.id, { tags: i % 2 ? ['shared word'] : ['elsewhere'] })),
    ]);
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 0));
    const mine = await tagsOf(me.id);
    expect(sets.map((s) => [...s].sort())).toContainEqual(mine);
    const theirs = await tagsOf(other.id);
    expect([['shared word'], ['elsewhere']]).toContainEqual(theirs);
    // Every custom word left is one a character has now.
    const unused = await t.deps.db
      .selectFrom('tags')
      .select('name')
      .where('category', '=', 'custom')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('character_tags').select('tag_id').whereRef('character_tags.tag_id', '=', 'tags.id'))))
      .execute();
    expect(unused).toEqual([]);
    expect(await tagRows()).toBeLessThanOrEqual(base - 1 + new Set([...mine, ...theirs]).size);
  });
});
