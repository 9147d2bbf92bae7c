import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { signBody } from '../../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { startFakeOpenAi, sseReply, type FakeOpenAiServer } from '../../providers/llm/test-support/fake-openai-server.js';
import { memoryIdle } from './memory.js';
import { claimDelivery, deliveriesSweepJob, DELIVERY_KEEP_MS } from './deliveries.js';

/** Resuming a reply in progress within one process (two processes: several-processes.test.ts). */
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

const WORDS = Array.from({ length: 12 }, (_, i) => `q${String.fromCharCode(97 + i)} `);

interface Sse {
  id: number;
  event: string;
  data: any;
}

/** A chat turn over SSE; `stopAt` drops the connection once an event matches it. */
async function streamTurn(
  token: string,
  params: Record<string, unknown>,
  opts: { lastEventId?: number; stopAt?: (e: Sse) => boolean } = {},
) {
  const body = JSON.stringify({ params, token, ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'u' });
  const ac = new AbortController();
  const res = await t.app.request('/v1/session/chat', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      sign: signBody(body, t.deps.config.signSecret),
      ...(opts.lastEventId ? { 'last-event-id': String(opts.lastEventId) } : {}),
    },
    body,
    signal: ac.signal,
  });
  const events: Sse[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buf += value;
    let at: number;
    while ((at = buf.indexOf('\n\n')) !== -1) {
      const block = buf.slice(0, at);
      buf = buf.slice(at + 2);
      // A queue place is a comment, not an event (shared/api/chat-stream.ts).
      if (block.startsWith(':')) continue;
      const e = {
        id: Number(/^id: (\d+)/m.exec(block)?.[1] ?? 0),
        event: /^event: (\w+)/m.exec(block)![1]!,
        data: JSON.parse(/^data: (.*)/m.exec(block)![1]!),
      };
      events.push(e);
      if (opts.stopAt?.(e)) {
        ac.abort();
        await reader.cancel().catch(() => undefined);
        return events;
      }
    }
  }
}

describe.each(dialects)('resuming a reply on %s', (dialect) => {
  async function start() {
    t = await makeTestApp({ env: { LLM_BASE_URL: llm.baseURL }, dialect });
    const { token, uid } = await t.member();
    const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const sessionId = (await t.call('/v1/session/from/character', { characterId: c.id }, { token })).data.sessionId as string;
    return { token, uid, sessionId };
  }
  const asked = (content: string) =>
    llm.requests.filter((r) => (r as { messages: Array<{ content: string }> }).messages.at(-1)?.content === content).length;

  it('a client that reconnects with Last-Event-ID gets the tokens it missed and the rest, then done; made and charged once', async () => {
    llm.handle(sseReply(WORDS, 60));
    const { token, uid, sessionId } = await start();
    const params = { sessionId, content: 'tell me slowly', clientMsgId: randomUUID() };
    const first = await streamTurn(token, params, { stopAt: (e) => e.event === 'token' && e.data.text.includes('qb') });
    const last = first.at(-1)!.id;
    expect(last).toBeGreaterThan(0);
    const rest = await streamTurn(token, params, { lastEventId: last });
    expect(rest.map((e) => e.id)).toEqual(rest.map((_, i) => last + i + 1));
    expect(rest.at(-1)!.event).toBe('done');
    const text = [...first, ...rest]
      .filter((e) => e.event === 'token')
      .map((e) => e.data.text)
      .join('');
    expect(text).toBe(WORDS.join(''));
    expect(rest.at(-1)!.data.message.content).toBe(WORDS.join('').trim());
    expect(asked('tell me slowly')).toBe(1);
    const charged = await t.deps.db.selectFrom('ledger').select('amount').where('user_id', '=', uid).where('reason', '=', 'chat').execute();
    expect(charged).toEqual([{ amount: -1 }]);
  });

  it('a copy of a turn still being answered follows it instead of answering 1004', async () => {
    llm.handle(sseReply(WORDS, 20));
    const { token, sessionId } = await start();
    const params = { sessionId, content: 'twice at once', clientMsgId: randomUUID() };
    const [a, b] = await Promise.all([t.call('/v1/session/chat', params, { token }), t.call('/v1/session/chat', params, { token })]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(b.data.message.id).toBe(a.data.message.id);
    expect(asked('twice at once')).toBe(1);
  });

  it('a finished reply is delivered once: of 50 concurrent claims (app or bot) exactly one wins', async () => {
    await start();
    const wins = await Promise.all(Array.from({ length: 50 }, (_, i) => claimDelivery(t.deps.db, 'm_reply', i % 2 ? 'app' : 'bot', 1)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(
      await t.deps.db
        .selectFrom('chat_deliveries' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });

  it('drops delivery claims a day old, keeps the recent ones', async () => {
    await start();
    const now = t.deps.clock();
    await claimDelivery(t.deps.db, 'm_old', 'app', now - DELIVERY_KEEP_MS - 1);
    await claimDelivery(t.deps.db, 'm_new', 'bot', now - 1000);
    await deliveriesSweepJob.run(t.deps);
    const left = (await sql<{ message_id: string }>`SELECT message_id FROM chat_deliveries ORDER BY message_id`.execute(t.deps.db)).rows;
    expect(left.map((r) => r.message_id)).toEqual(['m_new']);
  });
});
