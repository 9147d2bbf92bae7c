import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t?.close());

const DAY = 86_400_000;
const premiumUntil = (uid: string, at: number) => t.deps.db.updateTable('users').set({ vip_expire_at: at }).where('id', '=', uid).execute();
const balances = (uid: string) =>
  t.deps.db.selectFrom('users').select(['energy', 'gold_balance']).where('id', '=', uid).executeTakeFirstOrThrow();
const messageCount = async (sessionId: string) =>
  Number(
    (
      await t.deps.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(dialects)('Premium stories under attack on %s', (dialect) => {
  it.each([
    ['Premium-only', 's-sofia-3', 'c-sofia'],
    ['hidden', 's-elena-2', 'c-elena'],
  ])(
    'a %s story started on Premium is not played on after Premium ends: 2003, nothing written or charged',
    async (_kind, scriptId, characterId) => {
      t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
      const m = await t.member();
      // A free member cannot start it.
      expect((await t.call('/v1/session/from/character', { characterId, scriptId }, { token: m.token })).code).toBe(2003);

      await premiumUntil(m.uid, t.deps.clock() + DAY);
      const opened = await t.call('/v1/session/from/character', { characterId, scriptId }, { token: m.token });
      expect(opened.code).toBe(0);
      const sessionId = opened.data.sessionId as string;
      const first = await t.call('/v1/session/chat', { sessionId, content: 'Hello there', clientMsgId: 'story-first' }, { token: m.token });
      expect(first).toMatchObject({ code: 0 });

      // Premium ends; the story's chat is still in the list, its id known to the app.
      await premiumUntil(m.uid, t.deps.clock() - 1);
      await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', m.uid).execute();
      const before = await balances(m.uid);
      const count = await messageCount(sessionId);
      const sends = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.call('/v1/session/chat', { sessionId, content: `Tell me more ${i}`, clientMsgId: `story-after-${i}` }, { token: m.token }),
        ),
      );
      expect(sends.map((s) => s.code)).toEqual(Array(50).fill(2003));
      expect(sends[0]!.message).toBe('This story is for Premium members');
      const again = await t.call('/v1/session/regenerate', { sessionId, clientMsgId: 'story-regenerate' }, { token: m.token });
      expect(again.code).toBe(2003);
      expect(await messageCount(sessionId)).toBe(count);
      expect(await balances(m.uid)).toEqual(before);
      // Nor through a gift: her thanks would be the story's next scene.
      await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', m.uid).execute();
      expect((await t.call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, { token: m.token })).code).toBe(2003);
      expect((await balances(m.uid)).gold_balance).toBe(100);
      expect(await messageCount(sessionId)).toBe(count);
      // Reopening it says the same.
      expect((await t.call('/v1/session/from/character', { characterId, scriptId }, { token: m.token })).code).toBe(2003);

      // Premium again: the story goes on where it was.
      await premiumUntil(m.uid, t.deps.clock() + DAY);
      const back = await t.call('/v1/session/chat', { sessionId, content: 'I am back', clientMsgId: 'story-is-back' }, { token: m.token });
      expect(back.code).toBe(0);
    },
  );

  it('a free story stays free to play for a free member', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const m = await t.member();
    const opened = await t.call('/v1/session/from/character', { characterId: 'c-elena', scriptId: 's-elena-1' }, { token: m.token });
    expect(opened.code).toBe(0);
    const sent = await t.call(
      '/v1/session/chat',
      { sessionId: opened.data.sessionId, content: 'Hi', clientMsgId: 'free-story-1' },
      { token: m.token },
    );
    expect(sent).toMatchObject({ code: 0 });
  });
});
