import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { request } from 'undici';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type Dialect, type TestApp } from '../test/harness.js';
import { startFakeOpenAi, sseReply, type FakeOpenAiServer } from '../providers/llm/test-support/fake-openai-server.js';
import { memoryIdle } from '../domain/chat/memory.js';
import { chatTurnsIdle } from './session.js';

let llm: FakeOpenAiServer;
let t: TestApp;
/** The app on a real HTTP server: a dropped connection is a closed socket, as from a phone. */
let base = '';
let stop = () => {};
beforeAll(async () => {
  llm = await startFakeOpenAi();
  // Five pieces 8 ms apart: a drop can land before the turn, in the queue, or mid-reply.
  llm.handle(sseReply(['one', ' two', ' three', ' four', ' five'], 8));
});
afterAll(() => llm.close());
/** True once every chat turn has ended, false if one is still going after `ms`. */
const turnsEnd = (ms: number) => Promise.race([chatTurnsIdle().then(() => true), sleep(ms).then(() => false)]);

afterEach(async () => {
  stop();
  await turnsEnd(5000);
  await memoryIdle();
  await t.close();
});

/** The test app with `env`, served on a real HTTP server at `base`. */
async function serveApp(env: Record<string, string>, dialect: Dialect) {
  t = await makeTestApp({ env: { LLM_BASE_URL: llm.baseURL, ...env }, dialect });
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
    stop = () => server.close();
  });
}

/** POST a chat turn asking for SSE. */
function post(token: string, params: Record<string, unknown>, signal?: AbortSignal) {
  const body = JSON.stringify({ params, token, ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'u' });
  return request(`${base}/v1/session/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', sign: signBody(body, t.deps.config.signSecret) },
    body,
    signal,
  });
}

/** A chat turn asking for SSE; the last event's name and data, or null when the client hung up. */
async function turn(token: string, params: Record<string, unknown>, signal?: AbortSignal) {
  try {
    const res = await post(token, params, signal);
    const events = (await res.body.text()).split('\n\n').filter((b) => b.includes('event:'));
    const last = events.at(-1)!;
    return { event: /event: (\w+)/.exec(last)![1]!, data: JSON.parse(/data: (.*)/.exec(last)![1]!) as { message?: { content: string } } };
  } catch {
    return null;
  }
}

describe.each(dialects)('a phone dropping the connection at any moment of a turn, on %s', (dialect) => {
  // A network change drops the stream; the mini-app sends the same turn again. Whenever the drop
  // came (before the call was read, while the turn enters the chat queue, before the first word,
  // mid-reply), the second send gets the whole reply, the turn is answered and charged once, and
  // the first one's handling ends (a client gone before its answer began left it waiting for ever).
  it('answers the resent turn with the whole reply, one reply and one charge a turn', async () => {
    await serveApp({}, dialect);
    const { token, uid } = await t.member();
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const { sessionId } = (await t.call('/v1/session/from/character', { characterId: c.id }, { token })).data;

    const delays = [0, 0, 0, 1, 1, 2, 2, 4, 7, 10, 15, 22, 30, 45, 60];
    let dropped = 0;
    for (const [i, ms] of delays.entries()) {
      const params = { sessionId, content: `drop ${i}`, clientMsgId: randomUUID() };
      const ac = new AbortController();
      setTimeout(() => ac.abort(), ms);
      if (!(await turn(token, params, ac.signal))) dropped++;
      const again = await turn(token, params);
      expect(again, `drop after ${ms} ms`).toMatchObject({ event: 'done', data: { message: { content: 'one two three four five' } } });
    }
    // The reply takes 40 ms and more: most drops cut a turn under way.
    expect(dropped).toBeGreaterThanOrEqual(delays.length - 2);
    expect(await turnsEnd(5000)).toBe(true);

    const users = await t.deps.db
      .selectFrom('messages')
      .select(['content', 'status'])
      .where('session_id', '=', sessionId)
      .where('role', '=', 'user')
      .execute();
    expect(users.map((m) => m.content).sort()).toEqual(delays.map((_, i) => `drop ${i}`).sort());
    expect(users.every((m) => m.status === 'done')).toBe(true);
    const replies = await t.deps.db
      .selectFrom('messages')
      .select('content')
      .where('session_id', '=', sessionId)
      .where('role', '=', 'assistant')
      .where('content', '=', 'one two three four five')
      .execute();
    expect(replies).toHaveLength(delays.length);
    const charges = await t.deps.db.selectFrom('ledger').select('amount').where('user_id', '=', uid).where('reason', '=', 'chat').execute();
    expect(charges).toHaveLength(delays.length);
  }, 60_000);

  it('a turn whose phone dropped while it waited for a slot is answered when the app sends it again, not refused', async () => {
    await serveApp({ LLM_CONCURRENCY: '1' }, dialect);
    const open = async () => {
      const { token } = await t.member();
      const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
      const { sessionId } = (await t.call('/v1/session/from/character', { characterId: c.id }, { token })).data;
      return { token, sessionId };
    };
    const [holder, waiter] = await Promise.all([open(), open()]);
    let queued = 0;
    for (let i = 0; i < 5; i++) {
      // Another user's reply holds the only slot; this one waits, is told its place, and drops.
      const holding = turn(holder.token, { sessionId: holder.sessionId, content: `hold ${i}`, clientMsgId: randomUUID() });
      await sleep(5);
      const params = { sessionId: waiter.sessionId, content: `wait ${i}`, clientMsgId: randomUUID() };
      const ac = new AbortController();
      const res = await post(waiter.token, params, ac.signal);
      let seen = '';
      for await (const chunk of res.body) {
        seen += String(chunk);
        if (seen.includes(': queue ')) break;
      }
      ac.abort();
      // Its place came as a comment (any SSE reader passes over it), never as an event of a name
      // the contract's clients do not know. (On a loaded machine the holder may be done first.)
      if (/^: queue \d+ \d+$/m.test(seen)) queued++;
      expect(seen, `round ${i}`).not.toMatch(/^event: (?!token$|done$|error$)/m);
      const again = await turn(waiter.token, params);
      expect(again, `round ${i}`).toMatchObject({ event: 'done', data: { message: { content: 'one two three four five' } } });
      await holding;
    }
    expect(queued).toBeGreaterThan(0);
    expect(await turnsEnd(5000)).toBe(true);
    const waited = await t.deps.db
      .selectFrom('messages')
      .select('status')
      .where('session_id', '=', waiter.sessionId)
      .where('role', '=', 'user')
      .execute();
    expect(waited.map((m) => m.status)).toEqual(Array(5).fill('done'));
  }, 60_000);
});
