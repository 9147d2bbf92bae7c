import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { paidOrderOf } from './paid-order.test-support.js';
import { applyLedger } from '../../domain/ledger.js';
import { isVerified, privateDir } from '../../domain/verification.js';
import { jpeg } from '../../domain/trust/test-media.js';
import { DAY_MS } from '../../domain/admin/numbers.js';
import { LlmUnavailableError, type LlmProvider } from '../../providers/llm/types.js';
import { consoleOf, OPERATORS } from './console.test-support.js';
import { noNotifier, type BotLink } from '../../deps.js';

/**
 * The console's queues beyond characters and reports, the numbers, card refunds and deletion: one
 * app for the file (fake clock moved forward between steps), three operators of the three roles.
 */
describe.each(dialects)('operator console: queues, numbers, money on %s', (dialect) => {
  let t: TestApp;
  const telegram: [string, string][] = [];
  const cookies: Record<'boss' | 'mod' | 'help', string> = { boss: '', mod: '', help: '' };

  const ops = consoleOf(() => t);
  const { admin, signIn, mails } = ops;
  const get = (url: string, cookie = '') => t.app.request(url, { headers: { cookie } });
  const audit = (subjectId: string) => t.deps.db.selectFrom('audit_log').selectAll().where('subject_id', '=', subjectId).execute();
  const gold = async (uid: string) =>
    Number((await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance);
  const identity = (uid: string, type: 'email' | 'telegram', subject: string) =>
    t.deps.db
      .insertInto('identities')
      .values({ id: `id_${type}_${uid}`, user_id: uid, type, subject, create_time: t.deps.clock() })
      .execute();

  beforeAll(async () => {
    const bot = (): BotLink => ({
      ready: () => true,
      createInvoiceLink: async () => '',
      notifier: { ...noNotifier, notice: async (userId, text) => (telegram.push([userId, text]), true) },
    });
    t = await makeTestApp({ dialect, env: { OPERATORS }, bot });
    ops.keepMails();
    cookies.boss = await signIn('boss@ops.test');
    cookies.mod = await signIn('mod@ops.test');
    cookies.help = await signIn('help@ops.test');
  });
  afterAll(async () => t?.close());

  it('numbers: usage, replies by model (from real chat turns), money and the funnels split by A/B group', async () => {
    const now = t.deps.clock();
    const range = { from: Math.floor(now / DAY_MS) * DAY_MS, to: (Math.floor(now / DAY_MS) + 1) * DAY_MS };
    // Two real chat turns: one answered, one the model fails (3001): each writes its reply_stats row.
    const m = await t.member();
    const character = await t.deps.db
      .selectFrom('characters')
      .select('id')
      .where('release', '=', 30)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const opened = await t.call('/v1/session/from/character', { characterId: character.id }, { token: m.token });
    const sent = await t.call(
      '/v1/session/chat',
      { sessionId: opened.data.sessionId, content: 'Hello there', clientMsgId: 'numbers-turn-1' },
      { token: m.token },
    );
    expect(sent.code, sent.message).toBe(0);
    const working = t.deps.llm;
    const down: LlmProvider = {
      name: 'down',
      // eslint-disable-next-line require-yield
      async *streamReply() {
        throw new LlmUnavailableError('first token timeout');
      },
    };
    t.deps.llm = down;
    expect(
      (
        await t.call(
          '/v1/session/chat',
          { sessionId: opened.data.sessionId, content: 'Again', clientMsgId: 'numbers-turn-2' },
          { token: m.token },
        )
      ).code,
    ).toBe(3001);
    t.deps.llm = working;

    // Analytics: device p1 (A) goes all the way to a Premium payment, p2 (B) stops at click, p3 (B)
    // clicks without a show (not counted past show); l1 (A) lands, sees login and signs up.
    const ev = (name: string, device: string, ab: string, fields: object = {}, userId: string | null = null) => ({
      name,
      user_id: userId,
      device,
      ab,
      fields: JSON.stringify(fields),
      create_time: now,
    });
    const signUp = await t.member();
    await identity(signUp.uid, 'email', `new-${signUp.uid}@mail.test`);
    await t.deps.db
      .insertInto('analytics_events')
      .values([
        ...['buy_vip.show', 'buy_vip.click', 'buy_vip.click_pay', 'buy_vip.suc'].map((n) => ev(n, 'p1', 'A')),
        ev('buy_vip.show', 'p2', 'B'),
        ev('buy_vip.click', 'p2', 'B'),
        ev('buy_vip.click', 'p3', 'B'),
        ev('page_load_time', 'l1', 'A', { path: '/ar/landing/role1', time: 900 }),
        ev('login.show', 'l1', 'A'),
        ev('buy_coin.show', 'l1', 'A', {}, signUp.uid),
        ev('create_role.step', 'c1', 'B', { step: 'mode' }),
        ev('create_role.step', 'c1', 'B', { step: 'style' }),
      ])
      .execute();
    const vip = await paidOrder('vip', 'OceanPayment');
    const coins = await paidOrder('gold', 'OceanPaymentApplePay');
    expect((await admin('/orders/refund', { orderId: coins.orderId, reason: 'numbers' }, cookies.boss)).code).toBe(0);

    // Refused: no session, a ticket without its TOTP, a role that may not, a range too long.
    expect(await admin('/numbers', range)).toMatchObject({ status: 401, code: 1003 });
    await admin('/login/request', { email: 'boss@ops.test' });
    t.tick(61_000);
    await admin('/login/request', { email: 'boss@ops.test' });
    const ticket = await admin<{ ticket: string }>('/login/verify', {
      email: 'boss@ops.test',
      code: /code is (\d{6})/.exec(mails.at(-1)!.text)![1],
    });
    expect(await admin('/numbers', range, `op_session=${ticket.data.ticket}`)).toMatchObject({ status: 401, code: 1003 });
    expect(await admin('/numbers', range, cookies.help)).toMatchObject({ status: 403, code: 1000 });
    expect(await admin('/numbers', { from: 0, to: 400 * DAY_MS }, cookies.boss)).toMatchObject({ code: 1000 });

    const res = await admin('/numbers', range, cookies.boss);
    expect(res.code, res.message).toBe(0);
    const n = res.data;
    expect(n.funnels.premium).toEqual([
      { step: 'show', A: 1, B: 1 },
      { step: 'click', A: 1, B: 1 },
      { step: 'pay', A: 1, B: 0 },
      { step: 'success', A: 1, B: 0 },
    ]);
    expect(n.funnels.landing).toEqual([
      { step: 'landing', A: 1, B: 0 },
      { step: 'login shown', A: 1, B: 0 },
      { step: 'signed up', A: 1, B: 0 },
    ]);
    expect(n.funnels.createCharacter.slice(0, 3)).toEqual([
      { step: 'mode', A: 0, B: 1 },
      { step: 'style', A: 0, B: 1 },
      { step: 'age', A: 0, B: 0 },
    ]);
    expect(n.replies.byModel).toHaveLength(1);
    expect(n.replies.byModel[0]).toMatchObject({ replies: 2, failures: 1 });
    expect(n.replies.byModel[0].avgFirstTokenMs).toEqual(expect.any(Number));
    const today = n.usage.find((d: { day: number }) => d.day === range.from);
    // Her one saved answer; the greetings the chats opened with are no replies (they were counted).
    expect(today).toMatchObject({ messages: 2, replies: 1, failedTurns: 1 });
    expect(today.activeUsers).toBeGreaterThanOrEqual(2);
    expect(today.signUps).toBeGreaterThanOrEqual(1);
    const usd = n.money.byDay.filter((d: { day: number; currency: string }) => d.day === range.from && d.currency === 'USD');
    expect(usd).toEqual([{ day: range.from, currency: 'USD', orders: 2, cents: vip.cents + coins.cents, stars: 0 }]);
    expect(n.money.byMethod.map((x: { method: string }) => x.method).sort()).toEqual(['OceanPayment', 'OceanPaymentApplePay']);
    expect(n.money.byPlan.find((x: { itemId: string }) => x.itemId === vip.itemId)).toMatchObject({ kind: 'vip', orders: 1 });
    expect(n.money.refunds).toEqual([{ day: range.from, currency: 'USD', orders: 1, cents: coins.cents, stars: 0 }]);
  });

  /** A paid order of a new member, credited through the real markPaid. */
  async function paidOrder(kind: 'vip' | 'gold', payMethod: 'OceanPayment' | 'OceanPaymentApplePay') {
    const m = await t.member();
    const item =
      kind === 'vip'
        ? await t.deps.db
            .selectFrom('vip_plans')
            .select(['id', 'price_cents'])
            .where('active', '=', 1)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        : await t.deps.db.selectFrom('gold_items').select(['id', 'price_cents']).orderBy('id').executeTakeFirstOrThrow();
    const orderId = await paidOrderOf(t, {
      uid: m.uid,
      kind,
      itemId: item.id,
      cents: item.price_cents,
      payMethod,
      orderId: `ord_${kind}_${m.uid}`,
      providerRef: `sbx_ord_${kind}_${m.uid}`,
    });
    return { ...m, orderId, itemId: item.id, cents: Number(item.price_cents) };
  }

  it('card refunds go through the gateway once (50 at once), and are refused with nothing written where it has no refund', async () => {
    const o = await paidOrder('gold', 'OceanPayment');
    const before = await gold(o.uid);
    expect((await admin('/orders/refund', { orderId: o.orderId, reason: 'x' }, cookies.mod)).status).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => admin('/orders/refund', { orderId: o.orderId, reason: 'double charge' }, cookies.help)),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.find((a) => a.code === 0)!.data).toMatchObject({ provider: `sandbox sbx_refund_${o.orderId}` });
    expect(await gold(o.uid)).toBeLessThan(before);
    const rows = await audit(o.orderId);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after_json)).toMatchObject({ provider: `sandbox sbx_refund_${o.orderId}`, status: 30 });

    // A deployment without the sandbox has no card gateway that refunds: refused before anything is written.
    const o2 = await paidOrder('gold', 'OceanPayment');
    t.deps.config.paymentSandbox = false;
    try {
      expect(await admin('/orders/refund', { orderId: o2.orderId, reason: 'x' }, cookies.help)).toMatchObject({ code: 1000 });
    } finally {
      t.deps.config.paymentSandbox = true;
    }
    const order = await t.deps.db.selectFrom('orders').select('status').where('id', '=', o2.orderId).executeTakeFirstOrThrow();
    expect(Number(order.status)).toBe(20);
    expect(await audit(o2.orderId)).toEqual([]);
  });

  it('verification media only through a fresh link signed for the operator; approve marks verified, once, and mails the user in German', async () => {
    const m = await t.member();
    await t.deps.db.updateTable('users').set({ lang: 'de' }).where('id', '=', m.uid).execute();
    await identity(m.uid, 'email', `v-${m.uid}@mail.test`);
    const uploadId = `up${m.uid.replace(/\W/g, '')}`.slice(0, 32);
    const bytes = jpeg(3000);
    mkdirSync(join(privateDir(t.deps.config.dataDir), m.uid), { recursive: true });
    writeFileSync(join(privateDir(t.deps.config.dataDir), m.uid, uploadId), bytes);
    await t.deps.db
      .insertInto('profile_verifications')
      .values({
        id: uploadId,
        user_id: m.uid,
        kind: 'photo',
        file: `${m.uid}/${uploadId}`,
        bytes: bytes.length,
        duration_ms: null,
        status: 'pending',
        review_note: '',
        create_time: t.deps.clock(),
        review_time: null,
      })
      .execute();
    expect((await admin('/queue/verifications', {}, cookies.help)).status).toBe(403);
    const queue = await admin<{ id: string; mediaUrl: string }[]>('/queue/verifications', {}, cookies.mod);
    const url = queue.data.find((v) => v.id === uploadId)!.mediaUrl;
    expect(url).toMatch(/^\/admin\/api\/media\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);

    const ok = await get(url, cookies.mod);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(ok.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true);
    // A byte range, as a video element asks to seek.
    const part = await t.app.request(url, { headers: { cookie: cookies.mod, range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await t.app.request(url, { headers: { cookie: cookies.mod, range: 'bytes=99999-' } })).status).toBe(416);
    expect((await get(url)).status).toBe(401); // no session
    expect((await get(url, cookies.help)).status).toBe(403); // a role that may not review
    expect((await get(url, cookies.boss)).status).toBe(403); // signed for another operator
    const forged = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
    expect((await get(forged, cookies.mod)).status).toBe(403);
    const later = url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3_600_000}`);
    expect((await get(later, cookies.mod)).status).toBe(403); // an expiry moved forward breaks the signature
    t.tick(5 * 60_000 + 1);
    const expired = await get(url, cookies.mod);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/);

    expect((await admin('/queue/verifications/decide', { id: uploadId, approve: true }, cookies.help)).status).toBe(403);
    expect((await admin('/queue/verifications/decide', { id: uploadId, approve: false }, cookies.mod)).code).toBe(1000); // a reason is needed
    const decided = await Promise.all(
      Array.from({ length: 50 }, () => admin('/queue/verifications/decide', { id: uploadId, approve: true }, cookies.mod)),
    );
    expect(decided.filter((d) => d.code === 0)).toHaveLength(1);
    expect(decided.filter((d) => d.code === 1000)).toHaveLength(49);
    expect(decided.find((d) => d.code === 0)!.data).toMatchObject({ status: 'approved', notice: 'mail' });
    expect(await isVerified(t.deps.db, m.uid)).toBe(true);
    expect(mails.filter((x) => x.to === `v-${m.uid}@mail.test`)).toHaveLength(1);
    const mail = mails.find((x) => x.to === `v-${m.uid}@mail.test`)!;
    expect(mail.text).toContain('Dein Profil ist verifiziert');
    // One row for the viewing (the range request after it adds none), one for the decision.
    expect((await audit(uploadId)).map((a) => [a.action, a.operator]).sort()).toEqual([
      ['verification.approve', 'mod@ops.test'],
      ['verification.view_media', 'mod@ops.test'],
    ]);
    // Once decided, no link shows it any more.
    const fresh = await admin<{ id: string }[]>('/queue/verifications', {}, cookies.mod);
    expect(fresh.data.map((v) => v.id)).not.toContain(uploadId);
  });

  it('appeals: accepting releases the taken-down character (told by the bot in Arabic); a rejection needs a reason and keeps the restriction', async () => {
    const creator = await t.member();
    await t.deps.db.updateTable('users').set({ lang: 'ar' }).where('id', '=', creator.uid).execute();
    await identity(creator.uid, 'telegram', String(900_000 + Math.floor(Math.random() * 1000)));
    const c = await t.deps.db
      .selectFrom('characters')
      .select('id')
      .where('release', '=', 30)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('characters')
      .set({ owner_id: creator.uid, visibility: 1, release: 20, state: 40 })
      .where('id', '=', c.id)
      .execute();
    // Turned down in review: the creator is told in Arabic, with the reason, and may appeal.
    const turnedDown = await admin('/queue/characters/decide', { id: c.id, approve: false, reason: 'Looks under 18' }, cookies.mod);
    expect(turnedDown.data).toMatchObject({ release: 10, notice: 'telegram' });
    expect(telegram.find(([uid]) => uid === creator.uid)![1]).toMatch(/^لم تُنشر «.+»\. السبب: Looks under 18\./);
    telegram.length = 0;
    const now = t.deps.clock();
    await t.deps.db
      .insertInto('appeals')
      .values({
        id: `ap_c_${creator.uid}`,
        user_id: creator.uid,
        subject_type: 'character',
        subject_id: c.id,
        text: 'She is 25, look again',
        status: 'pending',
        create_time: now,
        review_time: null,
      })
      .execute();
    const paused = await t.member();
    await t.deps.db
      .insertInto('chat_restrictions')
      .values({ user_id: paused.uid, until: now + 3_600_000, episodes: 1, review_status: '', create_time: now })
      .execute();
    await t.deps.db
      .insertInto('appeals')
      .values({
        id: `ap_r_${paused.uid}`,
        user_id: paused.uid,
        subject_type: 'restriction',
        subject_id: paused.uid,
        text: 'It was a joke, really',
        status: 'pending',
        create_time: now,
        review_time: null,
      })
      .execute();

    expect((await admin('/queue/appeals', {}, cookies.help)).status).toBe(403);
    const queue = await admin<{ id: string; title: string; restrictedUntil: number | null }[]>('/queue/appeals', {}, cookies.mod);
    expect(queue.data.find((a) => a.id === `ap_r_${paused.uid}`)!.restrictedUntil).toBe(now + 3_600_000);

    const accepted = await Promise.all(
      Array.from({ length: 50 }, () => admin('/queue/appeals/decide', { id: `ap_c_${creator.uid}`, accept: true }, cookies.mod)),
    );
    expect(accepted.filter((a) => a.code === 0)).toHaveLength(1);
    expect(accepted.filter((a) => a.code === 1000)).toHaveLength(49);
    expect(telegram.filter(([uid]) => uid === creator.uid)).toHaveLength(1);
    expect(accepted.find((a) => a.code === 0)!.data).toMatchObject({ status: 'accepted', notice: 'telegram' });
    const released = await t.deps.db.selectFrom('characters').select('release').where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(Number(released.release)).toBe(30);
    expect(telegram.find(([uid]) => uid === creator.uid)![1]).toBe('قُبل طعنك وأُلغي القرار.');
    expect(JSON.parse((await audit(`ap_c_${creator.uid}`))[0]!.after_json)).toEqual({ status: 'accepted', release: 30 });

    expect((await admin('/queue/appeals/decide', { id: `ap_r_${paused.uid}`, accept: false }, cookies.mod)).code).toBe(1000);
    const rejected = await admin(
      '/queue/appeals/decide',
      { id: `ap_r_${paused.uid}`, accept: false, reason: 'Threats are not jokes' },
      cookies.mod,
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', notice: 'none' });
    const still = await t.deps.db
      .selectFrom('chat_restrictions')
      .select('until')
      .where('user_id', '=', paused.uid)
      .executeTakeFirstOrThrow();
    expect(Number(still.until)).toBe(now + 3_600_000);
  });

  it('a service order is settled once of 50 concurrent calls: refund to the buyer or release to the creator less the fee', async () => {
    const buyer = await t.member();
    const creator = await t.member();
    const c = await t.deps.db.selectFrom('characters').select('id').orderBy('id').executeTakeFirstOrThrow();
    const order = async (id: string, status: 10 | 20 | 30) => {
      const now = t.deps.clock();
      await t.deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('service_orders')
          .values({
            id,
            user_id: buyer.uid,
            provider_id: creator.uid,
            character_id: c.id,
            kind: 'story',
            price: 200,
            fee: 0,
            status,
            brief: 'A story',
            reply: null,
            photo_ids: '[]' as never,
            reject_reason: null,
            session_id: null,
            due_at: now + 3_600_000,
            create_time: now,
            update_time: now,
          })
          .execute();
        await applyLedger(trx, { userId: buyer.uid, currency: 'gold', amount: 500, reason: 'admin', refId: 'test', now });
        await applyLedger(trx, { userId: buyer.uid, currency: 'gold', amount: -200, reason: 'service_order', refId: id, now });
      });
    };
    await order(`so_a_${buyer.uid}`, 20);
    await order(`so_b_${buyer.uid}`, 30);
    const buyerBefore = await gold(buyer.uid);
    const creatorBefore = await gold(creator.uid);
    expect(
      (await admin('/queue/service-orders/settle', { id: `so_a_${buyer.uid}`, outcome: 'refund', reason: 'x' }, cookies.mod)).status,
    ).toBe(403);
    const queue = await admin<{ id: string }[]>('/queue/service-orders', {}, cookies.help);
    expect(queue.data.map((o) => o.id)).toEqual(expect.arrayContaining([`so_a_${buyer.uid}`, `so_b_${buyer.uid}`]));

    const refunds = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin('/queue/service-orders/settle', { id: `so_a_${buyer.uid}`, outcome: 'refund', reason: 'Never delivered' }, cookies.help),
      ),
    );
    expect(refunds.filter((r) => r.code === 0)).toHaveLength(1);
    expect(refunds.filter((r) => r.code === 1000)).toHaveLength(49);
    expect(await gold(buyer.uid)).toBe(buyerBefore + 200);
    const releases = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin('/queue/service-orders/settle', { id: `so_b_${buyer.uid}`, outcome: 'release', reason: 'Delivered as asked' }, cookies.help),
      ),
    );
    expect(releases.filter((r) => r.code === 0)).toHaveLength(1);
    expect(await gold(creator.uid)).toBe(creatorBefore + 160);
    const ledger = await t.deps.db
      .selectFrom('ledger')
      .select(['reason', 'amount', 'ref_id'])
      .where('ref_id', 'in', [`so_a_${buyer.uid}`, `so_b_${buyer.uid}`])
      .where('reason', 'in', ['service_refund', 'service_income'])
      .execute();
    expect(ledger.map((l) => [l.reason, Number(l.amount)]).sort()).toEqual([
      ['service_income', 160],
      ['service_refund', 200],
    ]);
    expect((await audit(`so_a_${buyer.uid}`)).map((a) => a.action)).toEqual(['service_order.refund']);
    expect((await audit(`so_b_${buyer.uid}`)).map((a) => a.action)).toEqual(['service_order.release']);
  });

  it('deletes a user as their own deletion would, once of 50, ending their sessions; only an admin may', async () => {
    const m = await t.member();
    await identity(m.uid, 'email', `gone-${m.uid}@mail.test`);
    expect((await t.call('/v1/user/my-profile', {}, { token: m.token })).code).toBe(0);
    const ledgerBefore = await t.deps.db.selectFrom('ledger').select('id').where('user_id', '=', m.uid).execute();
    expect((await admin('/users/delete', { userId: m.uid, reason: 'x' }, cookies.mod)).status).toBe(403);
    expect((await admin('/users/delete', { userId: m.uid, reason: 'x' }, cookies.help)).status).toBe(403);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => admin('/users/delete', { userId: m.uid, reason: 'Asked by mail to support' }, cookies.boss)),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(49);
    expect((await t.call('/v1/user/my-profile', {}, { token: m.token })).code).toBe(1003);
    expect(await t.deps.db.selectFrom('identities').select('id').where('user_id', '=', m.uid).execute()).toEqual([]);
    const row = await t.deps.db.selectFrom('users').select('nick').where('id', '=', m.uid).executeTakeFirstOrThrow();
    expect(row.nick).toBe('Deleted user');
    expect(await t.deps.db.selectFrom('ledger').select('id').where('user_id', '=', m.uid).execute()).toHaveLength(ledgerBefore.length);
    expect((await admin<unknown[]>('/users/find', { q: `gone-${m.uid}@mail.test` }, cookies.boss)).data).toEqual([]);
    const rows = await audit(m.uid);
    expect(rows.map((r) => r.action)).toEqual(['user.delete']);
    expect(JSON.parse(rows[0]!.before_json)).toMatchObject({ identities: ['email'] });
  });
});
