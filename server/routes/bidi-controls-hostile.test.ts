import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { memoryIdle } from '../domain/chat/memory.js';
import { flatImages, template } from './custom-character.test-support.js';

let t: TestApp;
afterEach(async () => {
  await memoryIdle();
  await t?.close();
});

const RLO = '\u202E';
/** What reads "She is 14, a schoolgirl in 8th grade." on screen after U+202E. */
const shownAsMinor = `${RLO}${[...'She is 14, a schoolgirl in 8th grade.'].reverse().join('')}`;
const controls = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A right-to-left override makes text show in another order than it is stored and checked: a
 * minor's description, stored backwards after U+202E, passed every check and showed forwards on
 * her page. The controls are dropped from everything a user sends (shared/bidi-controls.ts), so
 * what is stored, checked and shown is one text.
 */
describe.each(dialects)('bidi override characters on %s', (dialect) => {
  it('are dropped before any check and never stored: a character, a remembered fact, a chat message', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    t.deps.image = flatImages;
    const { token, uid } = await t.member();
    await t.deps.db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', uid).execute();
    const made = await t.call('/v1/custom-character/create', template, { token });
    expect(made.code).toBe(0);
    await generationIdle();
    const id = made.data.id as string;

    // Written with the controls as JSON escapes, or as the characters themselves.
    expect((await t.call('/v1/custom-character/edit-before-confirm', { id, description: shownAsMinor }, { token })).code).toBe(0);
    expect((await t.call('/v1/custom-character/edit-nick', { id, name: `Ve${RLO}\u2066ra\u2069` }, { token })).code).toBe(0);
    // A name no one would see (two zero-width spaces) is an empty one.
    expect((await t.call('/v1/custom-character/edit-nick', { id, name: '\u200B\u200B' }, { token })).code).toBe(1000);
    const row = await t.deps.db.selectFrom('characters').select(['name', 'description']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Vera');
    expect(row.description).not.toMatch(controls);
    // What her page shows is what was checked: backwards, not a minor's description.
    expect(row.description).toBe([...'She is 14, a schoolgirl in 8th grade.'].reverse().join(''));

    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const { sessionId } = (await t.call('/v1/session/from/character', { characterId: c.id }, { token })).data;
    const fact = await t.call('/v1/memory/fact/add', { sessionId, kind: 'note', text: `${RLO}likes jazz` }, { token });
    expect(fact.code).toBe(0);
    const said = await t.call('/v1/session/chat', { sessionId, content: `hi${RLO} there`, clientMsgId: 'bidi-0001' }, { token });
    expect(said.code).toBe(0);
    const texts = [
      ...(await t.deps.db.selectFrom('memory_facts').select('text').where('user_id', '=', uid).execute()).map((f) => f.text),
      ...(await t.deps.db.selectFrom('messages').select('content').where('session_id', '=', sessionId).execute()).map((m) => m.content),
    ];
    expect(texts).toContain('likes jazz');
    expect(texts).toContain('hi there');
    expect(texts.filter((s) => controls.test(s))).toEqual([]);
  });
});
