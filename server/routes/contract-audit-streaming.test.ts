import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { memoryIdle } from '../domain/chat/memory.js';
import { TOUR_FREE_MESSAGES } from './tour.js';

let t: TestApp;
afterEach(async () => {
  await memoryIdle();
  await t.close();
});

/** A tour turn asked for as Server-Sent Events, as the contract's client sends it. */
async function streamed(params: Record<string, unknown>, token: string) {
  const body = JSON.stringify({ params, token, ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'd' });
  const res = await t.app.request('/v1/tour/session/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', sign: signBody(body, t.deps.config.signSecret) },
    body,
  });
  const text = await res.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const field = (name: string) => [...block.matchAll(/^(\w+): ?(.*)$/gm)].find((m) => m[1] === name)?.[2];
      return { event: field('event'), id: field('id'), data: JSON.parse(field('data') ?? 'null') as { code?: number } };
    });
  return { status: res.status, type: res.headers.get('content-type') ?? '', events };
}

/**
 * With `Accept: text/event-stream` a chat turn's answer is SSE ending in exactly one `done` or
 * `error` {code, message} (docs/api.md, Streaming chat), also when the turn is refused before it
 * began: its params, its token, a visitor's spent allowance.
 */
describe.each(dialects)('a refused tour turn over SSE on %s', (dialect) => {
  it('is one error event with the code, and writes nothing', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const v = await t.call('/v1/user/token');
    const token = v.data.token as string;
    const [c] = (await t.call('/v1/tour/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const sessionId = (await t.call('/v1/tour/session/from/character', { characterId: c.id }, { token })).data.sessionId as string;
    const messages = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('session_id', '=', sessionId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const refused = async (params: Record<string, unknown>, as: string, code: number) => {
      const r = await streamed(params, as);
      expect(r.status).toBe(200);
      expect(r.type).toMatch(/^text\/event-stream/);
      expect(r.events).toEqual([{ event: 'error', id: '1', data: { code, message: expect.any(String) } }]);
    };

    const before = await messages();
    await refused({ sessionId, content: '   ', clientMsgId: randomUUID() }, token, 1000);
    await refused({ sessionId, content: 'hi' }, token, 1000);
    await refused({ sessionId, content: 'hi', clientMsgId: randomUUID() }, '', 1003);
    await refused({ sessionId, content: 'hi', clientMsgId: randomUUID() }, 'forged-token-0123456789', 1003);
    expect(await messages()).toBe(before);

    for (let i = 0; i < TOUR_FREE_MESSAGES; i++) {
      const r = await streamed({ sessionId, content: `hi ${i}`, clientMsgId: randomUUID() }, token);
      expect(r.events.at(-1)?.event).toBe('done');
    }
    const spent = await messages();
    await refused({ sessionId, content: 'one more', clientMsgId: randomUUID() }, token, 1003);
    expect(await messages()).toBe(spent);

    // Without the header the same refusal is the JSON envelope.
    const json = await t.call('/v1/tour/session/chat', { sessionId, content: 'one more', clientMsgId: randomUUID() }, { token });
    expect(json.code).toBe(1003);
  });
});

/** A member's chat or regenerate asked for as SSE. */
async function streamedCall(path: string, params: Record<string, unknown>, token: string) {
  const body = JSON.stringify({ params, token, ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'd' });
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', sign: signBody(body, t.deps.config.signSecret) },
    body,
  });
  return { type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe.each(dialects)('a refused chat turn or regenerate over SSE on %s', (dialect) => {
  it('is one error event with the code, before the turn began too, and writes nothing', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token } = await t.member();
    const visitor = (await t.call('/v1/user/token')).data.token as string;
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const sessionId = (await t.call('/v1/session/from/character', { characterId: c.id }, { token })).data.sessionId as string;
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = async (path: string, params: Record<string, unknown>, as: string, code: number) => {
      const r = await streamedCall(path, params, as);
      expect(r.type).toMatch(/^text\/event-stream/);
      expect(r.text).toMatch(new RegExp(`^event: error\\ndata: \\{"code":${code},"message":"[^"]+"\\}\\nid: 1\\n\\n$`));
    };
    await refused('/v1/session/chat', { sessionId, content: '', clientMsgId: randomUUID() }, token, 1000);
    await refused('/v1/session/chat', { sessionId, content: 'hi', clientMsgId: randomUUID() }, '', 1003);
    await refused('/v1/session/chat', { sessionId, content: 'hi', clientMsgId: randomUUID() }, visitor, 1003);
    await refused('/v1/session/regenerate', { sessionId }, token, 1000);
    await refused('/v1/session/regenerate', { sessionId, clientMsgId: randomUUID() }, '', 1003);
    expect(await count()).toBe(before);
    // A turn that is answered still streams to its done.
    const ok = await streamedCall('/v1/session/chat', { sessionId, content: 'hello', clientMsgId: randomUUID() }, token);
    expect(ok.text).toMatch(/event: done/);
  });
});
