import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t?.close());

const sessionsOf = (uid: string, characterId: string) =>
  t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', uid).where('character_id', '=', characterId).execute();
const messagesOf = (uid: string) =>
  t.deps.db
    .selectFrom('messages')
    .innerJoin('sessions', 'sessions.id', 'messages.session_id')
    .select('messages.id')
    .where('sessions.user_id', '=', uid)
    .execute();

describe.each(dialects)('opening chats and stories without limit on %s', (dialect) => {
  it('a visitor starting a free story again and again writes one fresh chat, not one a call (50 at once, then 20 more)', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const v = (await t.call('/v1/user/token')).data as { token: string; uid: string };
    const start = () => t.call('/v1/tour/session/from/character', { characterId: 'c-elena', scriptId: 's-elena-1' }, { token: v.token });
    const burst = await Promise.all(Array.from({ length: 50 }, start));
    expect(burst.map((r) => r.code)).toEqual(Array(50).fill(0));
    const ids = new Set(burst.map((r) => r.data.sessionId));
    for (let i = 0; i < 20; i++) ids.add((await start()).data.sessionId);
    expect(ids.size).toBe(1);
    expect(burst[0]!.data).toMatchObject({ resumed: false, scriptId: 's-elena-1' });
    expect(burst[0]!.data.messages).toHaveLength(1);
    expect(await sessionsOf(v.uid, 'c-elena')).toHaveLength(1);
    expect(await messagesOf(v.uid)).toHaveLength(1);

    // Once the story was played, starting it again starts it afresh, as before.
    const [sessionId] = ids;
    const said = await t.call('/v1/tour/session/chat', { sessionId, content: 'Hi there', clientMsgId: randomUUID() }, { token: v.token });
    expect(said.code).toBe(0);
    const again = await Promise.all(Array.from({ length: 50 }, start));
    const fresh = new Set(again.map((r) => r.data.sessionId));
    expect(fresh.size).toBe(1);
    expect(fresh.has(sessionId)).toBe(false);
    expect(again[0]!.data.messages).toHaveLength(1);
    expect(await sessionsOf(v.uid, 'c-elena')).toHaveLength(2);
  });

  it('50 first opens of a chat with her at once make one chat (a free member, and a Premium story)', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const m = await t.member();
    const open = (params: Record<string, string>) => t.call('/v1/session/from/character', params, { token: m.token });
    const plain = await Promise.all(Array.from({ length: 50 }, () => open({ characterId: 'c-sofia' })));
    expect(new Set(plain.map((r) => r.data.sessionId)).size).toBe(1);
    expect(await sessionsOf(m.uid, 'c-sofia')).toHaveLength(1);

    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', m.uid)
      .execute();
    const story = await Promise.all(Array.from({ length: 50 }, () => open({ characterId: 'c-elena', scriptId: 's-elena-2' })));
    expect(story.map((r) => r.code)).toEqual(Array(50).fill(0));
    expect(new Set(story.map((r) => r.data.sessionId)).size).toBe(1);
    expect(await sessionsOf(m.uid, 'c-elena')).toHaveLength(1);
    const status = await t.call('/v1/user/character-script/status', { scriptId: 's-elena-2' }, { token: m.token });
    expect(status.data).toMatchObject({ saved: true, sessionId: story[0]!.data.sessionId });
  });
});
