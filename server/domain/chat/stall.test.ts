import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { chunk, sseReply, startFakeOpenAi, startSse, type FakeOpenAiServer } from '../../providers/llm/test-support/fake-openai-server.js';
import { createOpenAiCompatible } from '../../providers/llm/openai-compatible.js';
import { memoryIdle, updateMemory } from './memory.js';

let llm: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  llm = await startFakeOpenAi();
});
afterAll(() => llm.close());
afterEach(async () => {
  await memoryIdle();
  await t.close();
});

/** A member with an open chat. */
async function chatter() {
  const { token, uid } = await t.member();
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  if (s.code !== 0) throw new Error(JSON.stringify(s));
  return { token, uid, sessionId: s.data.sessionId as string };
}

const energyOf = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('energy').where('id', '=', uid).executeTakeFirstOrThrow()).energy;

describe.each(dialects)('a stalling provider on %s', (dialect) => {
  it('one token then silence: the turn fails with 3001 within the idle limit, nothing charged, the queue slot goes to the next user', async () => {
    t = await makeTestApp({ dialect, env: { LLM_BASE_URL: llm.baseURL, LLM_CONCURRENCY: '1' } });
    // Small limits so the test is quick; production defaults are 20 s / 15 s / 120 s.
    t.deps.llm = createOpenAiCompatible({ baseURL: llm.baseURL, limits: { firstTokenMs: 2_000, idleMs: 300, replyMs: 60_000 } });
    llm.handle((req, res, body) => {
      const last = (body as { messages: { content: string }[] }).messages.at(-1)!.content;
      if (last === 'stall') {
        startSse(res);
        res.write(chunk('Mm'));
        return; // and nothing more, connection left open
      }
      return sseReply(['Right ', 'here.'])(req, res, body);
    });
    const a = await chatter();
    const b = await chatter();
    const stalledId = randomUUID();
    const started = Date.now();
    const before = llm.requests.length;
    const closedBefore = llm.closed.length;
    const stalled = t.call('/v1/session/chat', { sessionId: a.sessionId, content: 'stall', clientMsgId: stalledId }, { token: a.token });
    await expect.poll(() => llm.requests.length).toBe(before + 1);
    // B waits behind A's slot (concurrency 1) and is answered once A's stall is cut.
    const answered = await t.call(
      '/v1/session/chat',
      { sessionId: b.sessionId, content: 'hello', clientMsgId: randomUUID() },
      { token: b.token },
    );
    const failed = await stalled;
    expect(failed.code).toBe(3001);
    expect(answered.code).toBe(0);
    expect(answered.data.message.content).toBe('Right here.');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await energyOf(a.uid)).toBe(100);
    // B's reply starts a memory fold in the background lane; once it is done every slot is free.
    await memoryIdle();
    expect(t.deps.chatQueue.running).toBe(0);
    // The stalled upstream connection was closed, not left generating.
    await expect.poll(() => llm.closed.slice(closedBefore).filter((c) => !c.finished).length).toBe(1);
    const msg = await t.deps.db.selectFrom('messages').select('status').where('client_msg_id', '=', stalledId).executeTakeFirstOrThrow();
    expect(msg.status).toBe('failed');

    // The same clientMsgId retried once the provider is back: answered, charged once.
    llm.handle(sseReply(['Sorry, ', 'I drifted off.']));
    const retry = await t.call(
      '/v1/session/chat',
      { sessionId: a.sessionId, content: 'stall', clientMsgId: stalledId },
      { token: a.token },
    );
    expect(retry.code).toBe(0);
    expect(retry.data.message.content).toBe('Sorry, I drifted off.');
    expect(retry.data.energy).toBe(99);
    const again = await t.call(
      '/v1/session/chat',
      { sessionId: a.sessionId, content: 'stall', clientMsgId: stalledId },
      { token: a.token },
    );
    expect(again.data.message.id).toBe(retry.data.message.id);
    expect(await energyOf(a.uid)).toBe(99);
  });

  it('a 2 MB reply is stored cut at the size cap and charged once', async () => {
    t = await makeTestApp({ dialect, env: { LLM_BASE_URL: llm.baseURL } });
    t.deps.llm = createOpenAiCompatible({ baseURL: llm.baseURL, limits: { maxChars: 16_384 } });
    llm.handle(async (_req, res) => {
      startSse(res);
      for (let i = 0; i < 2_000 && !res.destroyed; i++) {
        res.write(chunk('word '.repeat(200)));
        if (i % 50 === 0) await new Promise((r) => setTimeout(r, 1));
      }
      if (!res.destroyed) res.end('data: [DONE]\n\n');
    });
    const a = await chatter();
    const r = await t.call(
      '/v1/session/chat',
      { sessionId: a.sessionId, content: 'tell me everything', clientMsgId: randomUUID() },
      { token: a.token },
    );
    expect(r.code).toBe(0);
    const saved = await t.deps.db.selectFrom('messages').select('content').where('id', '=', r.data.message.id).executeTakeFirstOrThrow();
    expect(saved.content.length).toBeLessThanOrEqual(16_384);
    expect(saved.content.length).toBeGreaterThan(16_000);
    expect(r.data.energy).toBe(99);
  });

  it('the memory fold meets the same limits: a stalled summary falls back to the extracted facts within the idle limit', async () => {
    t = await makeTestApp({ dialect, env: { LLM_BASE_URL: llm.baseURL } });
    const provider = createOpenAiCompatible({ baseURL: llm.baseURL, limits: { firstTokenMs: 2_000, idleMs: 300, replyMs: 60_000 } });
    llm.handle((_req, res) => {
      startSse(res);
      res.write(chunk('- The user'));
    });
    const a = await chatter();
    await t.deps.db
      .insertInto('messages')
      .values({
        id: `m_${randomUUID()}`,
        session_id: a.sessionId,
        role: 'user',
        kind: 'text',
        content: 'My name is Tom and I work as a pilot.',
        photo_id: null,
        gift_id: null,
        client_msg_id: randomUUID(),
        status: 'done',
        create_time: t.deps.clock() + 1,
      })
      .execute();
    const started = Date.now();
    await updateMemory(t.deps, provider, 'fake-model', a.sessionId, 0, 'en');
    expect(Date.now() - started).toBeLessThan(3_000);
    const s = await t.deps.db
      .selectFrom('sessions')
      .select(['memory', 'memory_upto'])
      .where('id', '=', a.sessionId)
      .executeTakeFirstOrThrow();
    expect(s.memory_upto).toBeGreaterThan(0);
    expect(s.memory).not.toBe('- The user');
  });
});
