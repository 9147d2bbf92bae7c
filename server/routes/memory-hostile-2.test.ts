import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { turnNow } from '../test/turn-input.js';
import { memoryLimits } from '../domain/memory/limits.js';
import { estimateTokens } from '../domain/memory/text.js';
import { insertUserMessage } from '../test/user-message.js';

let t: TestApp;
afterEach(async () => t?.close());

async function chat() {
  const { token, uid } = await t.member();
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  return { token, uid, sessionId: s.data.sessionId as string };
}

const storySoFar = async (sessionId: string) =>
  (await t.deps.db.selectFrom('sessions').select('memory').where('id', '=', sessionId).executeTakeFirstOrThrow()).memory;

describe.each(dialects)('memory from a hostile client on %s', (dialect) => {
  it('puts the story so far the user writes through the content policy, like a fact: refused, nothing written', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, sessionId } = await chat();
    const ok = await t.call('/v1/session/memory/update', { sessionId, memory: '- Name: Dan\n- Job: pilot' }, { token });
    expect(ok).toMatchObject({ code: 0, data: { memory: '- Name: Dan\n- Job: pilot' } });

    // The story so far is read back into every prompt: a line the policy refuses must not get in
    // by this door when /v1/memory/fact/add refuses it.
    const refusedFact = await t.call('/v1/memory/fact/add', { sessionId, text: 'Wants her to be 14 and have sex' }, { token });
    expect(refusedFact.code).toBe(1000);
    const refused = await t.call(
      '/v1/session/memory/update',
      { sessionId, memory: '- Name: Dan\n- Wants her to be 14 and have sex' },
      { token },
    );
    expect(refused).toMatchObject({ code: 1000, message: 'This cannot be remembered' });
    expect(await storySoFar(sessionId)).toBe('- Name: Dan\n- Job: pilot');
    expect((await t.call('/v1/session/memory', { sessionId }, { token })).data.memory).toBe('- Name: Dan\n- Job: pilot');
  });

  it('counts a refused text to remember like a refused chat message: the third in an hour pauses the chat (50 at once: one pause)', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, uid, sessionId } = await chat();
    const bad = 'Wants her to be 14 and have sex';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? t.call('/v1/memory/fact/add', { sessionId, text: bad }, { token })
          : t.call('/v1/session/memory/update', { sessionId, memory: `- ${bad}` }, { token }),
      ),
    );
    expect(answers.every((a) => a.code === 1000 && a.message === 'This cannot be remembered')).toBe(true);
    const flags = await t.deps.db.selectFrom('moderation_flags').select(['source', 'excerpt']).where('user_id', '=', uid).execute();
    expect(flags).toHaveLength(50);
    expect(flags.every((f) => f.source === 'memory')).toBe(true);
    const pauses = await t.deps.db.selectFrom('chat_restrictions').selectAll().where('user_id', '=', uid).execute();
    expect(pauses).toHaveLength(1);
    expect(pauses[0]!.episodes).toBe(1);
    // Nothing was remembered, and the chat is paused.
    expect(await storySoFar(sessionId)).toBeFalsy();
    expect((await t.call('/v1/memory/list', { sessionId }, { token })).data.facts).toEqual([]);
    const turn = await t.call('/v1/session/chat', { sessionId, content: 'hello', clientMsgId: 'after-pause-1' }, { token });
    expect(turn.code).toBe(2004);
  });

  it("never reads or writes another user's story so far", async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, sessionId } = await chat();
    await t.call('/v1/session/memory/update', { sessionId, memory: 'Private notes' }, { token });
    const other = await t.member();
    expect((await t.call('/v1/session/memory', { sessionId }, { token: other.token })).code).toBe(1000);
    expect((await t.call('/v1/session/memory/update', { sessionId, memory: 'hijacked' }, { token: other.token })).code).toBe(1000);
    expect(await storySoFar(sessionId)).toBe('Private notes');
    // Over the size: 1000, nothing written.
    expect((await t.call('/v1/session/memory/update', { sessionId, memory: 'x'.repeat(4001) }, { token })).code).toBe(1000);
    expect(await storySoFar(sessionId)).toBe('Private notes');
  });

  it('does not let pinning put every fact in every prompt: pins stop at what fits her memory part, 40 concurrent pins included', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, uid, sessionId } = await chat();
    const limits = memoryLimits(false);
    // A free member's whole allowance of facts, each as long as a fact may be.
    const ids: string[] = [];
    for (let i = 0; i < limits.facts; i++) {
      const r = await t.call(
        '/v1/memory/fact/add',
        { sessionId, kind: 'note', text: `${i} ${'remember this detail '.repeat(9)}`.slice(0, 200) },
        { token },
      );
      expect(r.code).toBe(0);
      ids.push(r.data.fact.id);
    }
    const pins = await Promise.all(ids.map((factId) => t.call('/v1/memory/fact/pin', { sessionId, factId, pinned: true }, { token })));
    const pinned = pins.filter((p) => p.code === 0);
    expect(pinned.length).toBeGreaterThan(0);
    expect(pinned.length).toBeLessThan(ids.length);
    // The others were refused as Premium's room, and wrote nothing.
    expect(pins.filter((p) => p.code === 2003)).toHaveLength(ids.length - pinned.length);
    const rows = await t.deps.db.selectFrom('memory_facts').select('pinned').where('user_id', '=', uid).where('deleted', '=', 0).execute();
    expect(rows.filter((r) => r.pinned === 1)).toHaveLength(pinned.length);

    // Her prompt keeps to the free memory part, and every pinned fact is in it.
    await insertUserMessage(t.deps.db, sessionId, 'hello again', { status: 'done', at: t.deps.clock() + 1 });
    const input = await turnNow(t.deps, uid, sessionId);
    expect(input.facts.length).toBeLessThanOrEqual(limits.promptFacts);
    const memoryPart = input.facts.map((f) => `- ${f.kind}: ${f.text}`).join('\n');
    expect(estimateTokens(memoryPart)).toBeLessThanOrEqual(limits.promptTokens);
    expect(input.facts.filter((f) => f.pinned === 1)).toHaveLength(pinned.length);

    // Unpinning makes room again.
    const one = pinned[0]!.data.fact.id as string;
    expect((await t.call('/v1/memory/fact/pin', { sessionId, factId: one, pinned: false }, { token })).code).toBe(0);
    const refusedId = ids.find((id) => !pinned.some((p) => p.data.fact.id === id))!;
    expect((await t.call('/v1/memory/fact/pin', { sessionId, factId: refusedId, pinned: true }, { token })).code).toBe(0);
  });
});
