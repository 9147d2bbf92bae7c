import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

async function chat() {
  const { token } = await t.member();
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  return { token, sessionId: s.data.sessionId as string };
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
});
