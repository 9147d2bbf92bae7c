import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { memoryIdle } from '../domain/chat/memory.js';

let t: TestApp;
/** The rules under test are the database's; the per-IP throttles in front are tested on their own. */
const noThrottle = { RATE_LIMITS: 'off' };
afterEach(async () => {
  await memoryIdle();
  await t.close();
});

const LIFETIME = 4_102_444_800_000;
const count = async (table: 'users' | 'tokens' | 'ledger' | 'orders' | 'rewards' | 'payment_cards' | 'messages' | 'characters') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  users: await count('users'),
  tokens: await count('tokens'),
  ledger: await count('ledger'),
  orders: await count('orders'),
  rewards: await count('rewards'),
  cards: await count('payment_cards'),
  messages: await count('messages'),
  characters: await count('characters'),
});

/** A visitor in the tour (a session opened through the tour calls) and a published character. */
async function visitor() {
  const v = await t.call('/v1/user/token');
  const [c] = (await t.call('/v1/tour/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/tour/session/from/character', { characterId: c.id }, { token: v.data.token });
  const photo = await t.deps.db.selectFrom('photos').select('id').where('character_id', '=', c.id).executeTakeFirstOrThrow();
  return {
    token: v.data.token as string,
    uid: v.data.uid as string,
    sessionId: s.data.sessionId as string,
    characterId: c.id as string,
    photoId: photo.id,
  };
}

/** Every call a visitor may not make, with params that pass validation. */
const memberCalls = (v: Awaited<ReturnType<typeof visitor>>): Array<[string, Record<string, unknown>]> => [
  ['/v1/session/chat', { sessionId: v.sessionId, content: 'hi', clientMsgId: randomUUID() }],
  ['/v1/session/regenerate', { sessionId: v.sessionId, clientMsgId: randomUUID() }],
  ['/v1/session/from/character', { characterId: v.characterId }],
  ['/v1/session/photo/request', { sessionId: v.sessionId }],
  ['/v1/session/photo/unlock', { photoId: v.photoId }],
  ['/v1/session/gift/send', { sessionId: v.sessionId, giftId: 'rose' }],
  ['/v1/session/memory/update', { sessionId: v.sessionId, memory: 'x' }],
  ['/v1/vip/order/create', { id: 'vip-monthly', comeFrom: '' }],
  ['/v1/gold/order/create', { id: 'gold-100', comeFrom: '' }],
  ['/v1/user-payment/bind', { cardNumber: '4242424242424242', expiry: '12/30' }],
  ['/v1/vip/subscription/change-plan', { id: 'vip-yearly' }],
  ['/v1/user/reward/energy', { event: 'bookmark', phase: 'claim' }],
  ['/v1/user/questionnaire/submit', { answers: Array(12).fill('yes') }],
  ['/v1/custom-character/import-card', { file: Buffer.from('{"name":"A"}').toString('base64'), fileName: 'a.json' }],
  ['/v1/character/photograph/generate', { characterId: v.characterId }],
  ['/v1/character/photograph/like-op', { photoId: v.photoId, like: 1 }],
];

describe.each(dialects)('what a visitor may do on %s', (dialect) => {
  it('answers 1003 "Sign up" to every member call and writes nothing', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const v = await visitor();
    await t.deps.db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', v.uid).execute();
    const before = await counts();
    for (const [path, params] of memberCalls(v)) {
      const r = await t.call(path, params, { token: v.token });
      expect({ path, code: r.code, message: r.message }).toEqual({ path, code: 1003, message: expect.stringMatching(/^Sign up/) });
    }
    expect(await counts()).toEqual(before);
  });

  it('still lets a visitor browse, take the tour and start a Premium order', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const v = await visitor();
    for (const path of ['/v1/config', '/v1/character/list', '/v1/gift/list', '/v1/user/my-profile', '/v1/tour/session/list']) {
      expect((await t.call(path, { sort: 1, page: 1, pageSize: 5 }, { token: v.token })).code).toBe(0);
    }
    expect(
      (await t.call('/v1/tour/session/chat', { sessionId: v.sessionId, content: 'hi', clientMsgId: randomUUID() }, { token: v.token }))
        .code,
    ).toBe(0);
    const order = await t.call('/v1/vip/order/visitor-create', { id: 'vip-monthly', comeFrom: 'tour' }, { token: v.token });
    expect(order.code).toBe(0);
    expect((await t.call('/v1/vip/order/status', { orderId: order.data.orderId }, { token: v.token })).code).toBe(0);
  });

  it('a member or a visitor who paid for Premium may make them', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const v = await visitor();
    await t.deps.db.updateTable('users').set({ vip_expire_at: LIFETIME }).where('id', '=', v.uid).execute();
    expect(
      (await t.call('/v1/session/chat', { sessionId: v.sessionId, content: 'hi', clientMsgId: randomUUID() }, { token: v.token })).code,
    ).toBe(0);
    const m = await t.member();
    expect((await t.call('/v1/vip/order/create', { id: 'vip-monthly', comeFrom: '' }, { token: m.token })).code).toBe(0);
  });
});

describe.each(dialects)('a rejected visitor order on %s', (dialect) => {
  it('writes no user, token, ledger row or order', async () => {
    t = await makeTestApp({ dialect, env: noThrottle });
    const before = await counts();
    const r = await t.call('/v1/vip/order/visitor-create', { id: 'no-such-plan', comeFrom: 'tour' });
    expect(r.code).toBe(1000);
    expect(await counts()).toEqual(before);
    const ok = await t.call('/v1/vip/order/visitor-create', { id: 'vip-monthly', comeFrom: 'tour' });
    expect(ok.code).toBe(0);
    expect((await t.call('/v1/vip/order/status', { orderId: ok.data.orderId }, { token: ok.data.token })).code).toBe(0);
  });
});
