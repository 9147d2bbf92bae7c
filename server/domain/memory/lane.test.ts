import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { makeTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { chunk, sseReply, startSse, startFakeOpenAi, type FakeOpenAiServer } from '../../providers/llm/test-support/fake-openai-server.js';
import { memoryIdle } from '../chat/memory.js';

/** A memory fold's request (its system prompt), told apart from a reply's. */
const isFold = (body: any) => String(body?.messages?.[0]?.content ?? '').includes("companion's memory");

let llm: FakeOpenAiServer;
let t: TestApp;
/** While true, a fold's request streams slowly and never ends (a busy single-slot model server). */
let foldHangs = true;
beforeAll(async () => {
  llm = await startFakeOpenAi();
  // One request at a time, as a single-slot model server serves: the next waits for the last to close.
  let line: Promise<void> = Promise.resolve();
  llm.handle(async (req, res, body) => {
    const turn = line;
    let done!: () => void;
    line = new Promise((r) => (done = r));
    res.on('close', () => done());
    await turn;
    if (res.destroyed) return;
    if (!isFold(body)) return sseReply(['Of course, ', 'jazz ', 'nights with you.'])(req, res, body);
    if (!foldHangs) return sseReply(['STORY: They talked about music.\nFACTS:\n- like #1 jazz\n- job #1 nurse'])(req, res, body);
    startSse(res);
    while (!res.destroyed) {
      res.write(chunk('STORY: ...'));
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  t = await makeTestApp({ env: { LLM_BASE_URL: llm.baseURL, LLM_CONCURRENCY: '1' } });
});
afterAll(async () => {
  foldHangs = false;
  await memoryIdle();
  await t.close();
  await llm.close();
});

describe(`the memory lane on ${testDialect}`, () => {
  it('a reply arriving during a fold takes the single slot at once; the stopped fold runs again later and is not lost', async () => {
    const { token } = await t.member();
    const [her] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const sessionId = (await t.call('/v1/session/from/character', { characterId: her.id }, { token })).data.sessionId;
    const say = (content: string) => t.call('/v1/session/chat', { sessionId, content, clientMsgId: randomUUID() }, { token });

    expect((await say('I love jazz and I work as a nurse.')).code).toBe(0);
    // The first reply starts a fold, which holds the only slot, streaming without end.
    await vi.waitFor(() => expect(llm.requests.filter(isFold)).toHaveLength(1));
    const started = Date.now();
    t.tick(1000);
    const second = await say('Play me something');
    const waited = Date.now() - started;
    expect(second.code).toBe(0);
    // Without the lane this reply would wait for the endless fold (until its 15 s idle limit).
    expect(waited).toBeLessThan(2_000);
    expect(llm.closed.some((c) => !c.finished)).toBe(true);

    // Once the model is free the fold is tried again, and its facts arrive.
    foldHangs = false;
    await memoryIdle();
    const list = (await t.call('/v1/memory/list', { sessionId }, { token })).data.facts;
    expect(list.map((f: any) => `${f.kind}:${f.text}`).sort()).toEqual(['job:nurse', 'like:jazz']);

    // A reply that speaks of a remembered fact carries the mark, kept for the history too.
    t.tick(1000);
    const third = await say('What do you remember?');
    const jazz = list.find((f: any) => f.kind === 'like');
    expect(third.data.usedFacts).toEqual([{ id: jazz.id, kind: 'like', text: 'jazz' }]);
    const used = (await t.call('/v1/memory/used', { sessionId }, { token })).data.list;
    expect(used).toContainEqual({ messageId: third.data.message.id, facts: [{ id: jazz.id, kind: 'like', text: 'jazz' }] });
  });
});
