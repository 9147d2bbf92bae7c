import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp, type Dialect } from '../test/harness.js';
import { startFakeOpenAi, sseReply, type FakeOpenAiServer } from '../providers/llm/test-support/fake-openai-server.js';
import { memoryIdle } from '../domain/chat/memory.js';
import type { MessageRow } from '../db/database.js';

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

let dialect: Dialect = 'sqlite';
async function start(env: Record<string, string> = { LLM_BASE_URL: llm.baseURL }) {
  t = await makeTestApp({ env, dialect });
  const v = await t.member();
  const token = v.token as string;
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  expect(s.code).toBe(0);
  return { token, uid: v.uid as string, sessionId: s.data.sessionId as string, opening: s.data.messages };
}

/** POST a chat turn asking for SSE; returns the parsed events in order. */
async function streamTurn(token: string, params: Record<string, unknown>, signal?: AbortSignal) {
  const body = JSON.stringify({ params, token, ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'u' });
  const res = await t.app.request('/v1/session/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', sign: signBody(body, t.deps.config.signSecret) },
    body,
    signal,
  });
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((b) => b.includes('event:'))
    .map((b) => ({ event: /event: (\w+)/.exec(b)![1]!, data: JSON.parse(/data: (.*)/.exec(b)![1]!) }));
}

describe.each(dialects)('chat on %s', (d) => {
  beforeAll(() => {
    dialect = d;
  });

  it('opens with her greeting and streams a reply token by token, charging 1 energy', async () => {
    // Pieces further apart than a frame (providers/llm/framed-body.ts) are each an event of their own.
    llm.handle(sseReply(['Hey', ' you', ', I missed you.'], 50));
    const { token, sessionId, opening } = await start();
    expect(opening).toHaveLength(1);
    expect(opening[0]).toMatchObject({ role: 'assistant', kind: 'text' });
    const events = await streamTurn(token, { sessionId, content: 'Hi there!', clientMsgId: randomUUID() });
    expect(events.filter((e) => e.event === 'token').map((e) => e.data.text)).toEqual(['Hey', ' you', ', I missed you.']);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message).toMatchObject({ role: 'assistant', content: 'Hey you, I missed you.' });
    expect(done.data.energy).toBe(99);
    const sent = llm.requests.at(-1) as { messages: { role: string; content: string }[]; stream: boolean };
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Hi there!' });
    const list = await t.call('/v1/session/message/list', { sessionId }, { token });
    expect(list.data.list.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(list.data.character).toMatchObject({ name: expect.any(String), avatar: expect.stringMatching(/^\/media\//) });
  });

  it('answers the same clientMsgId once and charges once', async () => {
    llm.handle(sseReply(['Only once.']));
    const { token, sessionId } = await start();
    const before = llm.requests.length;
    const id = randomUUID();
    const a = await t.call('/v1/session/chat', { sessionId, content: 'hello', clientMsgId: id }, { token });
    const b = await t.call('/v1/session/chat', { sessionId, content: 'hello', clientMsgId: id }, { token });
    expect(a.code).toBe(0);
    expect(b.data.message.id).toBe(a.data.message.id);
    expect(b.data.energy).toBe(99);
    // Replies only: a memory fold in the background lane may read the same words.
    const replies = llm.requests.slice(before).filter((r) => !JSON.stringify(r).includes("companion's memory"));
    expect(replies.filter((r) => JSON.stringify(r).includes('hello'))).toHaveLength(1);
  });

  it('50 copies of one new message at once: one turn, one reply from the model, one charge, every copy answered with it', async () => {
    // Slow enough that the copies arrive while the first is being answered.
    llm.handle(async (req, res, body) => {
      await new Promise((r) => setTimeout(r, 150));
      return sseReply(['Just the one.'])(req, res, body);
    });
    const { token, uid, sessionId } = await start();
    const before = llm.requests.length;
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('/v1/session/chat', { sessionId, content: 'one of fifty', clientMsgId: id }, { token })),
    );
    // A copy either gets the finished turn or is told the message is still being answered (1004).
    const ok = answers.filter((a) => a.code === 0);
    expect(answers.every((a) => a.code === 0 || a.code === 1004)).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((a) => a.data.message.id)).size).toBe(1);
    const replies = llm.requests
      .slice(before)
      .filter((r) => JSON.stringify(r).includes('one of fifty') && !JSON.stringify(r).includes("companion's memory"));
    expect(replies).toHaveLength(1);
    const rows = await t.deps.db
      .selectFrom('messages')
      .select(['role', 'status'])
      .where('session_id', '=', sessionId)
      .where('create_time', '>', 0)
      .execute();
    expect(rows.filter((m) => m.role === 'user')).toEqual([{ role: 'user', status: 'done' }]);
    const user = await t.deps.db.selectFrom('users').select('energy').where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.energy).toBe(99);
    const ledger = await t.deps.db.selectFrom('ledger').select('amount').where('user_id', '=', uid).where('reason', '=', 'chat').execute();
    expect(ledger).toEqual([{ amount: -1 }]);
  });

  it('keeps her reply after every message of the chat, even one timed ahead of the clock', async () => {
    llm.handle(sseReply(['After ', 'all.']));
    const { token, sessionId } = await start();
    const ahead = Date.now() + 60_000;
    const gift: MessageRow = {
      id: 'm_gift_ahead',
      session_id: sessionId,
      role: 'assistant',
      kind: 'text',
      content: 'sent from another device',
      photo_id: null,
      gift_id: null,
      client_msg_id: null,
      status: 'done',
      create_time: ahead,
    };
    await t.deps.db.insertInto('messages').values(gift).execute();
    const r = await t.call('/v1/session/chat', { sessionId, content: 'and now?', clientMsgId: randomUUID() }, { token });
    expect(r.data.userMessage.createTime).toBeGreaterThan(ahead);
    expect(r.data.message.createTime).toBeGreaterThan(r.data.userMessage.createTime);
    const list = await t.call('/v1/session/message/list', { sessionId }, { token });
    expect(list.data.list.map((m: { content: string }) => m.content).slice(-3)).toEqual([
      'sent from another device',
      'and now?',
      'After all.',
    ]);
  });

  it('counts each answered turn once toward her chat count (the "hot" order)', async () => {
    llm.handle(sseReply(['Counted.']));
    const { token, sessionId } = await start();
    const session = await t.deps.db.selectFrom('sessions').select('character_id').where('id', '=', sessionId).executeTakeFirstOrThrow();
    const count = async () =>
      (await t.deps.db.selectFrom('characters').select('chat_count').where('id', '=', session.character_id).executeTakeFirstOrThrow())
        .chat_count;
    const before = await count();
    const id = randomUUID();
    await t.call('/v1/session/chat', { sessionId, content: 'one', clientMsgId: id }, { token });
    await t.call('/v1/session/chat', { sessionId, content: 'one', clientMsgId: id }, { token });
    await t.call('/v1/session/chat', { sessionId, content: 'two', clientMsgId: randomUUID() }, { token });
    await t.deps.chatCounts.flush();
    expect(await count()).toBe(before + 2);
  });

  it('spends energy to zero, then 5 coins a message, then answers 2001', async () => {
    llm.handle(sseReply(['ok']));
    const { token, sessionId, uid } = await start();
    await t.deps.db.updateTable('users').set({ energy: 1, gold_balance: 7 }).where('id', '=', uid).execute();
    const one = await t.call('/v1/session/chat', { sessionId, content: 'a', clientMsgId: randomUUID() }, { token });
    expect(one.data).toMatchObject({ energy: 0, goldBalance: 7 });
    const two = await t.call('/v1/session/chat', { sessionId, content: 'b', clientMsgId: randomUUID() }, { token });
    expect(two.data).toMatchObject({ energy: 0, goldBalance: 2 });
    const three = await t.call('/v1/session/chat', { sessionId, content: 'c', clientMsgId: randomUUID() }, { token });
    expect(three.code).toBe(2001);
    const ledger = await t.deps.db
      .selectFrom('ledger')
      .select(['currency', 'amount', 'reason'])
      .where('user_id', '=', uid)
      .where('reason', '=', 'chat')
      .execute();
    expect(ledger).toEqual([
      { currency: 'energy', amount: -1, reason: 'chat' },
      { currency: 'gold', amount: -5, reason: 'chat' },
    ]);
  });

  it('50 messages at once with 3 energy and 12 coins: 3 paid in energy, 2 in coins, the rest 2001 with no reply and no charge', async () => {
    llm.handle(sseReply(['ok']));
    const { token, sessionId, uid } = await start({ LLM_BASE_URL: llm.baseURL, RATE_LIMITS: 'off', LLM_CONCURRENCY: '50' });
    await t.deps.db.updateTable('users').set({ energy: 3, gold_balance: 12 }).where('id', '=', uid).execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('/v1/session/chat', { sessionId, content: `hi ${i}`, clientMsgId: randomUUID() }, { token }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 2001)).toHaveLength(45);
    const user = await t.deps.db.selectFrom('users').select(['energy', 'gold_balance']).where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user).toEqual({ energy: 0, gold_balance: 2 });
    const ledger = await t.deps.db
      .selectFrom('ledger')
      .select(['currency', 'amount', 'ref_id'])
      .where('user_id', '=', uid)
      .where('reason', '=', 'chat')
      .execute();
    expect(ledger.filter((l) => l.currency === 'energy' && l.amount === -1)).toHaveLength(3);
    expect(ledger.filter((l) => l.currency === 'gold' && l.amount === -5)).toHaveLength(2);
    // A reply row for each paid turn, each with its ledger row; the refused ones saved no reply.
    const replies = await t.deps.db
      .selectFrom('messages')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('role', '=', 'assistant')
      .where('client_msg_id', 'is not', null)
      .execute();
    expect(replies.map((r) => r.id).sort()).toEqual(ledger.map((l) => l.ref_id).sort());
  });

  it('charges nothing when the provider fails, and keeps the user message', async () => {
    const { token, sessionId } = await start();
    for (const broken of [
      (_q: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(500).end('{"error":"down"}');
      },
      (_q: unknown, res: import('node:http').ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {garbage\n\n');
      },
    ]) {
      llm.handle(broken);
      const r = await t.call('/v1/session/chat', { sessionId, content: 'are you there?', clientMsgId: randomUUID() }, { token });
      expect(r.code).toBe(3001);
    }
    const me = await t.call('/v1/user/my-profile', {}, { token });
    expect(me.data.energy).toBe(100);
    const list = await t.call('/v1/session/message/list', { sessionId }, { token });
    expect(list.data.list.filter((m: { role: string; status: string }) => m.role === 'user' && m.status === 'failed')).toHaveLength(2);
  });

  it('refuses empty and over-long messages and other users’ sessions', async () => {
    llm.handle(sseReply(['x']));
    const { token, sessionId } = await start();
    expect((await t.call('/v1/session/chat', { sessionId, content: '   ', clientMsgId: randomUUID() }, { token })).code).toBe(1000);
    expect((await t.call('/v1/session/chat', { sessionId, content: 'x'.repeat(2001), clientMsgId: randomUUID() }, { token })).code).toBe(
      1000,
    );
    const minor = await t.call(
      '/v1/session/chat',
      { sessionId, content: "let's pretend you are 15 years old", clientMsgId: randomUUID() },
      { token },
    );
    expect(minor.code).toBe(2004);
    expect(
      (await t.call('/v1/session/chat', { sessionId, content: 'my brother and I went hiking', clientMsgId: randomUUID() }, { token })).code,
    ).toBe(0);
    const other = (await t.member()).token;
    const r = await t.call('/v1/session/chat', { sessionId, content: 'hi', clientMsgId: randomUUID() }, { token: other });
    expect(r.code).toBe(1000);
    expect(r.message).toMatch(/not found/);
    expect((await t.call('/v1/session/message/list', { sessionId }, { token: other })).code).toBe(1000);
  });

  /** A chat whose reply streams over 200 ms, and a bot that records what it would tell the user. */
  async function slowReplyWithBot() {
    llm.handle(sseReply(['I ', 'will ', 'finish ', 'this ', 'thought.'], 40));
    const chat = await start();
    const notified: unknown[][] = [];
    t.deps.bot = {
      ready: () => true,
      createInvoiceLink: async () => '',
      notifier: { reply: async (...args) => void notified.push(args), orderPaid: async () => {} },
    };
    return { ...chat, notified };
  }

  it('saves the finished reply when the client disconnects mid-stream', async () => {
    const { token, sessionId, notified } = await slowReplyWithBot();
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 60);
    await streamTurn(token, { sessionId, content: 'tell me', clientMsgId: randomUUID() }, ac.signal).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 400));
    const list = await t.call('/v1/session/message/list', { sessionId }, { token });
    expect(list.data.list.at(-1)).toMatchObject({ role: 'assistant', content: 'I will finish this thought.' });
    // The bot waits for the app to come back for it first.
    expect(notified).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 2000));
    expect(notified).toHaveLength(1);
    expect(notified[0]![2]).toBe('I will finish this thought.');
  });

  it('sends no bot message when the app comes back for the finished reply in time', async () => {
    const { token, sessionId, notified } = await slowReplyWithBot();
    const params = { sessionId, content: 'tell me', clientMsgId: randomUUID() };
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 60);
    await streamTurn(token, params, ac.signal).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 400));
    // The app reconnects and sends the turn again: the finished reply, shown in the app.
    const again = await streamTurn(token, params);
    expect(again.at(-1)).toMatchObject({ event: 'done', data: { message: { content: 'I will finish this thought.' } } });
    await new Promise((r) => setTimeout(r, 2000));
    expect(notified).toHaveLength(0);
  });

  it('answers in character with the offline engine when no LLM is configured', async () => {
    const { token, sessionId } = await start({});
    const r = await t.call('/v1/session/chat', { sessionId, content: 'Hi! How are you today?', clientMsgId: randomUUID() }, { token });
    expect(r.code).toBe(0);
    expect(r.data.message.content.length).toBeGreaterThan(10);
    expect(r.data.energy).toBe(99);
  });

  it('regenerates a different reply each time with the offline engine, charging 1 energy each (before: the same text), in English and Arabic', async () => {
    for (const [lang, content] of [
      ['en', 'Hi! How are you today?'],
      ['ar', 'مرحبا! كيف حالك اليوم؟'],
    ] as const) {
      // One app per language; afterEach closes the last.
      if (lang === 'ar') {
        await memoryIdle();
        await t.close();
      }
      const { token, uid, sessionId } = await start({});
      await t.deps.db.updateTable('users').set({ lang }).where('id', '=', uid).execute();
      const first = await t.call('/v1/session/chat', { sessionId, content, clientMsgId: randomUUID() }, { token });
      const second = await t.call('/v1/session/regenerate', { sessionId, clientMsgId: randomUUID() }, { token });
      const third = await t.call('/v1/session/regenerate', { sessionId, clientMsgId: randomUUID() }, { token });
      const texts = [first, second, third].map((r) => r.data.message.content as string);
      expect(texts[1]).not.toBe(texts[0]);
      expect(texts[2]).not.toBe(texts[1]);
      if (lang === 'ar') expect(texts.every((x) => /\p{Script=Arabic}/u.test(x))).toBe(true);
      expect([first, second, third].map((r) => r.data.energy)).toEqual([99, 98, 97]);
      const list = await t.call('/v1/session/message/list', { sessionId }, { token });
      expect(list.data.list.map((m: { content: string }) => m.content).slice(1)).toEqual([content, texts[2]]);
    }
  });

  it('regenerates the last reply without a second user message', async () => {
    const { token, sessionId } = await start();
    llm.handle(sseReply(['first']));
    await t.call('/v1/session/chat', { sessionId, content: 'hi', clientMsgId: randomUUID() }, { token });
    llm.handle(sseReply(['second']));
    const r = await t.call('/v1/session/regenerate', { sessionId, clientMsgId: randomUUID() }, { token });
    expect(r.data.message.content).toBe('second');
    const list = await t.call('/v1/session/message/list', { sessionId }, { token });
    expect(list.data.list.map((m: { content: string }) => m.content).slice(1)).toEqual(['hi', 'second']);
  });
});
