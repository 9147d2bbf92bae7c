import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import type { LlmProvider } from '../providers/llm/types.js';
import { memoryIdle } from '../domain/chat/memory.js';

let t: TestApp;
/** The rules under test are the database's; the per-IP throttles in front are tested on their own. */
const noThrottle = { RATE_LIMITS: 'off' };
afterEach(async () => {
  await memoryIdle();
  await t.close();
});

const N = 50;
/** A provider that fails before its first token. */
const down: LlmProvider = {
  name: 'down',
  streamReply: () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('provider down')) }) }),
};

async function visitorInTour(dialect: (typeof dialects)[number]) {
  t = await makeTestApp({ dialect, env: noThrottle });
  const v = await t.call('/v1/user/token');
  const [c] = (await t.call('/v1/tour/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/tour/session/from/character', { characterId: c.id }, { token: v.data.token });
  expect(s.code).toBe(0);
  return { token: v.data.token as string, uid: v.data.uid as string, sessionId: s.data.sessionId as string };
}
const say = (v: { token: string; sessionId: string }, content = 'hi', clientMsgId = randomUUID()) =>
  t.call('/v1/tour/session/chat', { sessionId: v.sessionId, content, clientMsgId }, { token: v.token });
const answered = async (uid: string) =>
  Number(
    (
      await t.deps.db
        .selectFrom('messages')
        .innerJoin('sessions', 'sessions.id', 'messages.session_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('sessions.user_id', '=', uid)
        .where('messages.role', '=', 'user')
        .where('messages.status', '=', 'done')
        .executeTakeFirstOrThrow()
    ).n,
  );
const remaining = async (token: string) => (await t.call('/v1/tour/session/open/vip/page', {}, { token })).data.remaining as number;

describe.each(dialects)('tour limit on %s', (dialect) => {
  it('answers at most 5 of 50 concurrent tour messages from a visitor, 5 in all', async () => {
    const v = await visitorInTour(dialect);
    const rs = await Promise.all(Array.from({ length: N }, (_, i) => say(v, `hi ${i}`)));
    const accepted = rs.filter((r) => r.code === 0).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(rs.filter((r) => r.code !== 0 && r.code !== 1003 && r.code !== 1004)).toEqual([]);
    // Whatever the burst left unused can still be spent, one by one, and then no more.
    for (let i = accepted; i < 5; i++) expect((await say(v)).code).toBe(0);
    expect((await say(v)).code).toBe(1003);
    expect(await answered(v.uid)).toBe(5);
    expect(
      await t.deps.db.selectFrom('ledger').select('amount').where('user_id', '=', v.uid).where('reason', '=', 'chat').execute(),
    ).toHaveLength(5);
    expect(await remaining(v.token)).toBe(0);
    expect((await t.call('/v1/tour/session/open/vip/page', {}, { token: v.token })).data.limited).toBe(true);
  });

  it('a reply that failed (3001, nothing charged) gives its free message back', async () => {
    const v = await visitorInTour(dialect);
    const working = t.deps.llm;
    t.deps.llm = down;
    for (let i = 0; i < 3; i++) expect((await say(v)).code).toBe(3001);
    expect(await remaining(v.token)).toBe(5);
    t.deps.llm = working;
    for (let i = 0; i < 5; i++) expect((await say(v)).code).toBe(0);
    expect((await say(v)).code).toBe(1003);
  });

  it('a streamed reply that failed gives its free message back too', async () => {
    const v = await visitorInTour(dialect);
    t.deps.llm = down;
    const body = JSON.stringify({
      params: { sessionId: v.sessionId, content: 'hi', clientMsgId: randomUUID() },
      token: v.token,
      ch: '',
      t: 0,
      timezoneOffset: 0,
      plat: 'web',
      publisher: '',
      uuid: 'u',
    });
    const res = await t.app.request('/v1/tour/session/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', sign: signBody(body, t.deps.config.signSecret) },
      body,
    });
    expect(await res.text()).toMatch(/event: error/);
    expect(await remaining(v.token)).toBe(5);
  });

  it('a retry of an answered message is not counted again', async () => {
    const v = await visitorInTour(dialect);
    const id = randomUUID();
    expect((await say(v, 'hello', id)).code).toBe(0);
    expect((await say(v, 'hello', id)).code).toBe(0);
    expect(await remaining(v.token)).toBe(4);
  });

  it('members chat in the tour without the visitor limit', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const m = await t.member();
    const [c] = (await t.call('/v1/tour/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const s = await t.call('/v1/tour/session/from/character', { characterId: c.id }, { token: m.token });
    for (let i = 0; i < 6; i++) expect((await say({ token: m.token, sessionId: s.data.sessionId })).code).toBe(0);
    expect((await t.call('/v1/tour/session/open/vip/page', {}, { token: m.token })).data.limited).toBe(false);
  });
});
