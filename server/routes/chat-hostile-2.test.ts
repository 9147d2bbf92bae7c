import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { memoryIdle } from '../domain/chat/memory.js';
import { buyerAndCreator } from '../domain/service-orders/test-support.js';

let t: TestApp;
afterEach(async () => {
  await memoryIdle();
  await t?.close();
});

/** A chat turn as the mini-app streams it: the whole SSE text. */
async function streamed(path: string, params: unknown, token: string) {
  const body = JSON.stringify({ params, token, ch: '', t: t.deps.clock(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'd' });
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', sign: signBody(body, t.deps.config.signSecret) },
    body,
  });
  return res.text();
}

async function chatWith(energy: number, gold: number) {
  const { token, uid } = await t.member();
  const [c] = (await t.call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/session/from/character', { characterId: c.id }, { token });
  await t.deps.db.updateTable('users').set({ energy, gold_balance: gold }).where('id', '=', uid).execute();
  return { token, uid, sessionId: s.data.sessionId as string };
}

/** Paid turns holding a place now (server/domain/chat/turn-places.ts). */
const places = async (uid: string) =>
  (
    await t.deps.db
      .selectFrom('usage_counters')
      .select('used')
      .where('user_id', '=', uid)
      .where('name', '=', 'turns:running')
      .executeTakeFirst()
  )?.used;

const balance = (uid: string) =>
  t.deps.db.selectFrom('users').select(['energy', 'gold_balance']).where('id', '=', uid).executeTakeFirstOrThrow();

describe.each(dialects)('chat turns from a hostile client on %s', (dialect) => {
  it('streams no more replies than the balance pays for when 50 turns are sent at once', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    // 2 energy and 5 coins: three turns paid for, whatever arrives at once.
    const { token, uid, sessionId } = await chatWith(2, 5);
    const out = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        streamed('/v1/session/chat', { sessionId, content: `hello ${i}`, clientMsgId: randomUUID() }, token),
      ),
    );
    const read = out.filter((o) => o.includes('event: token'));
    const done = out.filter((o) => o.includes('event: done'));
    // Every reply the user read was paid for; the others were refused before the model ran.
    expect(read.length).toBe(done.length);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeLessThanOrEqual(3);
    for (const o of out.filter((x) => !x.includes('event: done'))) expect(o).toContain('"code":2001');
    const charged = await t.deps.db
      .selectFrom('ledger')
      .select(['currency', 'amount'])
      .where('user_id', '=', uid)
      .where('reason', '=', 'chat')
      .execute();
    expect(charged).toHaveLength(done.length);
    const replies = await t.deps.db
      .selectFrom('messages')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('role', '=', 'assistant')
      .where('kind', '=', 'text')
      .execute();
    expect(replies).toHaveLength(done.length + 1); // and her greeting

    // Once they are written the place is free again: a paid-for turn is answered.
    await t.deps.db.updateTable('users').set({ energy: 1, gold_balance: 0 }).where('id', '=', uid).execute();
    const next = await t.call('/v1/session/chat', { sessionId, content: 'again', clientMsgId: randomUUID() }, { token });
    expect(next.code).toBe(0);
    expect(await balance(uid)).toEqual({ energy: 0, gold_balance: 0 });
    // Every place was given back once: none held, none given twice.
    expect(await places(uid)).toBe(0);
  });

  it('does the same for 50 regenerates at once', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, uid, sessionId } = await chatWith(2, 0);
    expect((await t.call('/v1/session/chat', { sessionId, content: 'hi', clientMsgId: randomUUID() }, { token })).code).toBe(0);
    const out = await Promise.all(
      Array.from({ length: 50 }, () => streamed('/v1/session/regenerate', { sessionId, clientMsgId: randomUUID() }, token)),
    );
    const read = out.filter((o) => o.includes('event: token'));
    expect(read.length).toBe(out.filter((o) => o.includes('event: done')).length);
    expect(read.length).toBe(1);
    expect(await balance(uid)).toEqual({ energy: 0, gold_balance: 0 });
    expect(await places(uid)).toBe(0);
  });

  it('regenerates her reply only: a delivered order that arrived after the user’s message stays in the chat', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { buyer, creator, characterId } = await buyerAndCreator(t);
    const s = await t.call('/v1/session/from/character', { characterId }, { token: buyer.token });
    const sessionId = s.data.sessionId as string;
    expect((await t.call('/v1/session/chat', { sessionId, content: 'Hi!', clientMsgId: randomUUID() }, { token: buyer.token })).code).toBe(
      0,
    );
    const placed = await t.call(
      '/v1/service/order/create',
      { characterId, kind: 'story', brief: 'A story by the sea' },
      { token: buyer.token },
    );
    const orderId = placed.data.order.id as string;
    await t.call('/v1/service/order/provider/confirm', { orderId }, { token: creator.token });
    const story = 'Your story: the sea was calm that night...';
    expect((await t.call('/v1/service/order/provider/verify', { orderId, text: story }, { token: creator.token })).code).toBe(0);

    const again = await t.call('/v1/session/regenerate', { sessionId, clientMsgId: randomUUID() }, { token: buyer.token });
    expect(again.code).toBe(0);
    const texts = (await t.call('/v1/session/message/list', { sessionId }, { token: buyer.token })).data.list.map(
      (m: { role: string; content: string }) => `${m.role}:${m.content}`,
    );
    expect(texts).toContain(`assistant:${story}`);
    // Her earlier reply to 'Hi!' was replaced: the greeting, 'Hi!', the story and one reply.
    expect(texts.filter((x: string) => x.startsWith('assistant:'))).toHaveLength(3);
  });
});
