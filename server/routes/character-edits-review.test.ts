import { afterEach, describe, expect, it } from 'vitest';
import { Release } from '../../shared/enums.js';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { markVerified } from '../domain/verification.js';
import { characterQueue, decideCharacter } from '../domain/admin/queues.js';
import type { Operator } from '../domain/admin/auth.js';
import { noNotifier } from '../deps.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { flatImages, releaseHeldImages, template } from './custom-character.test-support.js';

/**
 * A released character's edits wait for review: the public keeps the version an operator
 * approved, the owner sees the edit marked in review, the console shows what it changes.
 */
let t: TestApp;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t?.close();
});

const mod: Operator = { email: 'mod@ops.test', role: 'moderator' };
const notices: [string, string][] = [];

async function releasedCharacter(dialect: (typeof dialects)[number]) {
  t = await makeTestApp({
    dialect,
    bot: () => ({
      ready: () => true,
      createInvoiceLink: async () => '',
      notifier: { ...noNotifier, notice: async (userId, text) => (notices.push([userId, text]), true) },
    }),
  });
  t.deps.image = flatImages;
  const me = await t.member();
  await t.deps.db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', me.uid).execute();
  await markVerified(t.deps.db, me.uid, t.deps.clock());
  // Told through the bot: a Telegram account.
  await t.deps.db
    .insertInto('identities')
    .values({ id: `id_tg_${me.uid}`, user_id: me.uid, type: 'telegram', subject: '777001', create_time: t.deps.clock() })
    .execute();
  const made = await t.call('/v1/custom-character/create', template, { token: me.token });
  await generationIdle();
  expect((await t.call('/v1/custom-character/confirm', { id: made.data.id, visibility: 1 }, { token: me.token })).code).toBe(0);
  await decideCharacter(t.deps, mod, made.data.id, true, '');
  return { ...me, id: made.data.id as string };
}

describe.each(dialects)('edits of a released character on %s', (dialect) => {
  it('wait for review while everyone else sees her as approved; turned down she stays, approved she changes', async () => {
    const me = await releasedCharacter(dialect);
    const stranger = await t.member();
    const edit = (params: object) => t.call('/v1/custom-character/edit', { id: me.id, ...params }, { token: me.token });
    const publicView = async () => (await t.call('/v1/character/detail', { characterId: me.id }, { token: stranger.token })).data;
    const before = await publicView();

    // The owner sees the edit at once, in review; everyone else still sees her as approved.
    const saved = await edit({ description: 'A marine biologist who loves night dives.' });
    expect(saved.data).toMatchObject({ release: Release.test, description: 'A marine biologist who loves night dives.' });
    expect((await edit({ name: 'Giulia Marina' })).data).toMatchObject({
      release: Release.test,
      name: 'Giulia Marina',
      description: 'A marine biologist who loves night dives.',
    });
    expect(await publicView()).toMatchObject({ name: before.name, description: before.description });
    const mine = (await t.call('/v1/custom-character/list', {}, { token: me.token })).data.list[0];
    expect(mine).toMatchObject({ id: me.id, name: 'Giulia Marina', release: Release.test });

    // The content policy still decides first: a refused edit keeps nothing.
    expect((await edit({ description: 'A 15-year-old girl from my class.' })).code).toBe(2004);
    const queued = (await characterQueue(t.deps)).find((c) => c.id === me.id)!;
    expect(queued).toMatchObject({ kind: 'edit', name: 'Giulia Marina' });
    expect(Object.fromEntries(queued.changes.map((c) => [c.field, [c.before, c.after]]))).toEqual({
      name: [before.name, 'Giulia Marina'],
      description: [before.description, 'A marine biologist who loves night dives.'],
    });

    // Turned down: she stays as approved, the owner is told why and sees her as she is again.
    expect(await decideCharacter(t.deps, mod, me.id, false, 'Keep her name')).toMatchObject({ release: Release.release });
    expect(notices.at(-1)).toEqual([me.uid, expect.stringMatching(/^Your changes to “.+” were not accepted\. Reason: Keep her name\./)]);
    expect(await publicView()).toMatchObject({ name: before.name, description: before.description });
    expect((await t.call('/v1/custom-character/detail', { id: me.id }, { token: me.token })).data).toMatchObject({
      name: before.name,
      release: Release.release,
    });
    expect((await characterQueue(t.deps)).find((c) => c.id === me.id)).toBeUndefined();
    expect((await decideCharacter(t.deps, mod, me.id, true, '').catch((e: Error) => e.message)) as string).toBe(
      'This character is not waiting for review',
    );

    // Approved: she becomes the edit, tags included.
    await edit({ description: 'A sailor with a soft voice.', tags: ['Sailor', 'Gentle'] });
    await decideCharacter(t.deps, mod, me.id, true, '');
    expect(notices.at(-1)![1]).toMatch(/^Your changes to “.+” passed review/);
    expect(await publicView()).toMatchObject({ name: before.name, description: 'A sailor with a soft voice.' });
    const tags = await t.deps.db
      .selectFrom('character_tags')
      .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
      .select('tags.name')
      .where('character_id', '=', me.id)
      .execute();
    expect(tags.map((r) => r.name).sort()).toEqual(['Gentle', 'Sailor']);
  });

  it('an edit changes only the fields it sends (kinks and tags left out stay)', async () => {
    const me = await releasedCharacter(dialect);
    const made = await t.call('/v1/custom-character/create', { ...template, name: 'Private One' }, { token: me.token });
    await generationIdle();
    await t.call('/v1/custom-character/confirm', { id: made.data.id, visibility: 0 }, { token: me.token });
    const was = (await t.call('/v1/custom-character/detail', { id: made.data.id }, { token: me.token })).data;
    expect(was.kinks.length).toBeGreaterThan(0);
    expect(was.tags.length).toBeGreaterThan(0);
    const renamed = await t.call('/v1/custom-character/edit', { id: made.data.id, name: 'Private Two' }, { token: me.token });
    expect(renamed.data).toMatchObject({ name: 'Private Two', kinks: was.kinks, tags: was.tags });
  });

  it('one decision of 50 operators deciding at once applies the edit', async () => {
    const me = await releasedCharacter(dialect);
    await t.call('/v1/custom-character/edit', { id: me.id, name: 'Giulia Once' }, { token: me.token });
    const sent = notices.length;
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => decideCharacter(t.deps, mod, me.id, i % 2 === 0, 'No')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(notices.length - sent).toBe(1);
    const audit = await t.deps.db.selectFrom('audit_log').select('action').where('subject_id', '=', me.id).execute();
    expect(audit.filter((a) => a.action.startsWith('character.edit.'))).toHaveLength(1);
  });
});
