import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sign } from '@tma.js/init-data-node';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { markPaid } from '../domain/orders/paid.js';
import { premiumAfterMerge } from '../domain/accounts/merge.js';
import { LIFETIME_VIP_MS } from '../../shared/constants.js';
import { memoryIdle } from '../domain/chat/memory.js';

const BOT_TOKEN = '123456:TEST-bot-token-for-init-data';
const DAY = 24 * 3600_000;
const N = 50;
let t: TestApp;
afterEach(async () => {
  await memoryIdle();
  await t.close();
});

function lastMailedCode(): string {
  const dir = join(t.dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const eml = readFileSync(join(dir, files.at(-1)!), 'utf8');
  return /\b(\d{6})\b/.exec(eml.split('\n\n').slice(1).join('\n'))![1]!;
}
/** Asked for and typed in one app: with its token on both calls, as the app sends it. */
async function emailLogin(email: string, token?: string) {
  expect((await t.call('/v1/login/email/request-login', { email, useShortCode: true }, { token })).code).toBe(0);
  t.tick(61_000);
  return t.call('/v1/login/email', { email, code: lastMailedCode() }, { token });
}
const telegramInit = (id: number) =>
  sign({ user: { id, first_name: 'Sam' } as never, signature: 'test-signature' } as never, BOT_TOKEN, new Date(t.deps.clock()));

/** A visitor who chatted in the tour (two answered messages) and paid for a month of Premium. */
async function touringVisitor() {
  const v = (await t.call('/v1/user/token')).data as { token: string; uid: string };
  const [c] = (await t.call('/v1/tour/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const s = await t.call('/v1/tour/session/from/character', { characterId: c.id }, { token: v.token });
  expect(s.code).toBe(0);
  for (const content of ['hello', 'how are you?']) {
    expect(
      (await t.call('/v1/tour/session/chat', { sessionId: s.data.sessionId, content, clientMsgId: randomUUID() }, { token: v.token })).code,
    ).toBe(0);
  }
  const order = await t.call('/v1/vip/order/visitor-create', { id: 'vip-monthly', comeFrom: 'tour' }, { token: v.token });
  expect(order.code).toBe(0);
  expect(
    (await markPaid(t.deps, { orderId: order.data.orderId, providerRef: `pay-${order.data.orderId}`, payMethod: 'OceanPayment' })).credited,
  ).toBe(true);
  return { ...v, sessionId: s.data.sessionId as string, orderId: order.data.orderId as string };
}

/** What an account holds, counted in the database. */
async function holdings(uid: string) {
  const db = t.deps.db;
  const count = async (q: Promise<{ n: unknown } | undefined>) => Number((await q)?.n ?? 0);
  const user = await db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
  const ledger = await db.selectFrom('ledger').select(['currency', 'amount']).where('user_id', '=', uid).execute();
  const sum = (c: string) => ledger.filter((r) => r.currency === c).reduce((s, r) => s + r.amount, 0);
  return {
    sessions: await count(
      db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', uid)
        .executeTakeFirst(),
    ),
    messages: await count(
      db
        .selectFrom('messages')
        .innerJoin('sessions', 'sessions.id', 'messages.session_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('sessions.user_id', '=', uid)
        .executeTakeFirst(),
    ),
    orders: await count(
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', uid)
        .executeTakeFirst(),
    ),
    gold: user.gold_balance,
    energy: user.energy,
    vipExpireAt: user.vip_expire_at,
    ledgerAddsUp: sum('gold') === user.gold_balance && sum('energy') === user.energy,
  };
}

describe.each(dialects)('a visitor signing in on %s', (dialect) => {
  it('to an existing account by email brings the tour chat and the Premium it bought, once', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    const account = (await emailLogin('mia@example.com')).data as { token: string; uid: string };
    const v = await touringVisitor();
    // The visitor answered the landing quiz; the account never did.
    expect((await t.call('/v1/user/update', { preferences: { hair: 'Red', goal: 'Romance' } }, { token: v.token })).code).toBe(0);
    const [visitorBefore, accountBefore] = [await holdings(v.uid), await holdings(account.uid)];
    expect(visitorBefore).toMatchObject({ sessions: 1, orders: 1 });
    expect(visitorBefore.messages).toBeGreaterThanOrEqual(4);
    expect(visitorBefore.vipExpireAt).toBeGreaterThan(t.deps.clock() + 29 * DAY);

    const r = await emailLogin('mia@example.com', v.token);
    expect(r.data).toMatchObject({ uid: account.uid, isRegister: false });

    const after = await holdings(account.uid);
    expect(after).toMatchObject({
      sessions: accountBefore.sessions + 1,
      messages: accountBefore.messages + visitorBefore.messages,
      orders: 1,
      gold: accountBefore.gold + visitorBefore.gold,
      energy: accountBefore.energy + visitorBefore.energy - 100,
      // The account had no Premium: it now ends when the visitor's would have.
      vipExpireAt: visitorBefore.vipExpireAt,
      ledgerAddsUp: true,
    });
    expect(await holdings(v.uid)).toMatchObject({ sessions: 0, messages: 0, orders: 0, gold: 0, ledgerAddsUp: true });
    // The tour conversation is in the account's chat list, with its messages.
    const list = await t.call('/v1/session/list', { page: 1, pageSize: 30 }, { token: r.data.token });
    expect(list.data.list.map((s: { id: string }) => s.id)).toContain(v.sessionId);
    const messages = await t.call('/v1/session/message/list', { sessionId: v.sessionId }, { token: r.data.token });
    expect(messages.data.list.filter((m: { role: string }) => m.role === 'user').map((m: { content: string }) => m.content)).toEqual([
      'hello',
      'how are you?',
    ]);
    expect((await t.call('/v1/vip/order/status', { orderId: v.orderId }, { token: r.data.token })).code).toBe(0);
    const profile = await t.call('/v1/user/my-profile', {}, { token: r.data.token });
    expect(profile.data.preferences).toEqual({ hair: 'Red', goal: 'Romance' });
    // The visitor token is spent: it was folded into the account.
    expect((await t.call('/v1/user/my-profile', {}, { token: v.token })).code).toBe(1003);
  });

  it(`merges once when ${N} Telegram sign-ins carry the same visitor token at once`, async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    const first = await t.call('/v1/login/telegram', { initData: telegramInit(4242) });
    expect(first.code).toBe(0);
    const account = first.data as { token: string; uid: string };
    const v = await touringVisitor();
    const [visitorBefore, accountBefore] = [await holdings(v.uid), await holdings(account.uid)];
    const now = t.deps.clock();

    const initData = telegramInit(4242);
    const rs = await Promise.all(Array.from({ length: N }, () => t.call('/v1/login/telegram', { initData }, { token: v.token })));
    expect(rs.filter((r) => r.code !== 0)).toEqual([]);
    expect(new Set(rs.map((r) => r.data.uid))).toEqual(new Set([account.uid]));

    expect(await holdings(account.uid)).toEqual({
      sessions: accountBefore.sessions + visitorBefore.sessions,
      messages: accountBefore.messages + visitorBefore.messages,
      orders: accountBefore.orders + visitorBefore.orders,
      gold: accountBefore.gold + visitorBefore.gold,
      energy: accountBefore.energy + visitorBefore.energy - 100,
      vipExpireAt: Math.max(now, accountBefore.vipExpireAt) + (visitorBefore.vipExpireAt - now),
      ledgerAddsUp: true,
    });
    expect(await holdings(v.uid)).toMatchObject({ sessions: 0, messages: 0, orders: 0, gold: 0, ledgerAddsUp: true });
    expect(await t.deps.db.selectFrom('account_merges').selectAll().execute()).toEqual([
      { visitor_id: v.uid, user_id: account.uid, create_time: now },
    ]);
    expect(
      await t.deps.db
        .selectFrom('ledger')
        .select(['user_id', 'currency', 'amount'])
        .where('reason', '=', 'merge')
        .orderBy('user_id')
        .orderBy('currency')
        .execute(),
    ).toHaveLength(4);
  });

  it('with a new identity keeps the visitor account itself: nothing merged', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    const v = await touringVisitor();
    const before = await holdings(v.uid);
    const rs = await Promise.all(
      Array.from({ length: N }, () => t.call('/v1/login/telegram', { initData: telegramInit(77) }, { token: v.token })),
    );
    expect(rs.filter((r) => r.code !== 0)).toEqual([]);
    expect(new Set(rs.map((r) => r.data.uid))).toEqual(new Set([v.uid]));
    expect(await holdings(v.uid)).toEqual(before);
    expect(await t.deps.db.selectFrom('account_merges').selectAll().execute()).toEqual([]);
  });

  it('a member signing in to another account brings nothing along', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    const a = (await emailLogin('a@example.com')).data as { token: string; uid: string };
    const b = (await emailLogin('b@example.com')).data as { token: string; uid: string };
    const before = await holdings(a.uid);
    expect((await emailLogin('b@example.com', a.token)).data.uid).toBe(b.uid);
    expect(await holdings(a.uid)).toEqual(before);
    expect((await t.call('/v1/user/my-profile', {}, { token: a.token })).code).toBe(0);
  });
});

describe('Premium after a merge', () => {
  const now = Date.UTC(2026, 10, 22);
  it('adds the time the visitor had left to the account, from now or from its own expiry', () => {
    expect(premiumAfterMerge(0, now + 30 * DAY, now)).toBe(now + 30 * DAY);
    expect(premiumAfterMerge(now + 10 * DAY, now + 30 * DAY, now)).toBe(now + 40 * DAY);
    expect(premiumAfterMerge(now + 10 * DAY, LIFETIME_VIP_MS, now)).toBe(LIFETIME_VIP_MS);
    expect(premiumAfterMerge(LIFETIME_VIP_MS, now + 30 * DAY, now)).toBe(LIFETIME_VIP_MS);
  });
});
