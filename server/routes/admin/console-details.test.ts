import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { paidOrderOf } from './paid-order.test-support.js';
import { DAY_MS } from '../../domain/admin/numbers.js';
import { consoleOf, OPERATORS } from './console.test-support.js';
import { releasedCharacter } from '../custom-character.test-support.js';

/**
 * What the console shows beyond the queues' decisions: the money split by how each order was
 * paid, a reversed range refused, the audit rows of everything a user owns, what a report points
 * at, and refusals of bad input in words.
 */
describe.each(dialects)('operator console details on %s', (dialect) => {
  let t: TestApp;
  const ops = consoleOf(() => t);
  const { mails, signIn } = ops;
  let boss = '';
  let mod = '';
  let help = '';
  const admin = <T = any>(path: string, body: unknown = {}, cookie = boss) => ops.admin<T>(path, body, cookie);

  /** A paid coin order of the user, credited through the real markPaid; every order keeps its item's Stars price. */
  async function paidOrder(uid: string, payMethod: 'OceanPayment' | 'TelegramStar', currency = 'USD') {
    const item = await t.deps.db
      .selectFrom('gold_items')
      .select(['id', 'price_cents', 'tg_star'])
      .where('tg_star', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const orderId = await paidOrderOf(t, {
      uid,
      kind: 'gold',
      itemId: item.id,
      cents: item.price_cents,
      stars: item.tg_star,
      currency,
      payMethod,
      orderId: `ord_${payMethod}_${uid}`,
      providerRef: `sbx_ord_${payMethod}_${uid}`,
    });
    return { orderId, cents: Number(item.price_cents), stars: Number(item.tg_star) };
  }

  beforeAll(async () => {
    t = await makeTestApp({ dialect, env: { OPERATORS } });
    ops.keepMails();
    boss = await signIn('boss@ops.test');
    mod = await signIn('mod@ops.test');
    help = await signIn('help@ops.test');
  });
  afterAll(async () => t?.close());

  it('counts card orders as money and Stars orders as Stars, by pay method, refunds included', async () => {
    // The first test of the file: the day's only orders are these.
    const from = Math.floor(t.deps.clock() / DAY_MS) * DAY_MS;
    const range = { from, to: from + DAY_MS };
    const m = await t.member();
    const card = await paidOrder(m.uid, 'OceanPayment');
    const stars = await paidOrder((await t.member()).uid, 'TelegramStar');
    expect((await admin('/orders/refund', { orderId: card.orderId, reason: 'numbers' })).code).toBe(0);

    const res = await admin('/numbers', range);
    expect(res.code, res.message).toBe(0);
    const money = res.data.money;
    expect(money.byDay).toEqual([
      { day: from, currency: 'USD', orders: 1, cents: card.cents, stars: 0 },
      { day: from, currency: 'XTR', orders: 1, cents: 0, stars: stars.stars },
    ]);
    expect(money.byMethod).toEqual(
      expect.arrayContaining([
        { method: 'OceanPayment', currency: 'USD', orders: 1, cents: card.cents, stars: 0 },
        { method: 'TelegramStar', currency: 'XTR', orders: 1, cents: 0, stars: stars.stars },
      ]),
    );
    expect(money.refunds).toEqual([{ day: from, currency: 'USD', orders: 1, cents: card.cents, stars: 0 }]);
    expect(money.byGroup.reduce((s: number, g: { cents: number }) => s + g.cents, 0)).toBe(card.cents);
  });

  it('takes a reported released character down once: out of the catalogue, her creator told and able to appeal', async () => {
    const her = await releasedCharacter(t);
    const creatorMail = 'creator@mail.test';
    await t.deps.db
      .insertInto('identities')
      .values({ id: `idn_${her.creator.uid}`, user_id: her.creator.uid, type: 'email', subject: creatorMail, create_time: t.deps.clock() })
      .execute();
    const listed = async () =>
      (await t.call('/v1/character/list', { sort: 3, page: 1, pageSize: 50 })).data.list.some((c: { id: string }) => c.id === her.id);
    expect(await listed()).toBe(true);
    // A support operator may not; a reason is required.
    expect(await admin('/characters/take-down', { id: her.id, reason: 'Reported: minor cues' }, help)).toMatchObject({ status: 403 });
    expect(await admin('/characters/take-down', { id: her.id, reason: ' ' }, mod)).toMatchObject({ code: 1000 });
    // 50 operators' clicks at once: one takes her down, one mail, one audit row.
    const codes = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin('/characters/take-down', { id: her.id, reason: 'Reported: minor cues' }, mod).then((r) => r.code),
      ),
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1000)).toHaveLength(49);
    expect(await listed()).toBe(false);
    expect(mails.filter((m) => m.to === creatorMail).map((m) => m.text.split('\n')[0])).toEqual([
      `“${(await t.deps.db.selectFrom('characters').select('name').where('id', '=', her.id).executeTakeFirstOrThrow()).name}” was taken down after a report. Reason: Reported: minor cues. You can appeal this decision in the app.`,
    ]);
    const appealable = await t.call('/v1/user/appeal/pending/info', {}, { token: her.creator.token });
    expect(appealable.data.list).toEqual([expect.objectContaining({ subjectType: 'character', subjectId: her.id })]);
    const rows = await t.deps.db.selectFrom('audit_log').select(['action', 'operator']).where('subject_id', '=', her.id).execute();
    expect(rows).toEqual([{ action: 'character.take_down', operator: 'mod@ops.test' }]);
  });

  it('refuses a range whose start is after its end, in words, instead of charting anything', async () => {
    const day = Math.floor(t.deps.clock() / DAY_MS) * DAY_MS;
    const reversed = await admin('/numbers', { from: day + 3 * DAY_MS, to: day });
    expect(reversed).toMatchObject({ code: 1000, data: null });
    expect(reversed.message).toMatch(/^Invalid range: from \d{4}-\d\d-\d\d is not before to \d{4}-\d\d-\d\d$/);
  });

  it("a user's audit rows include those about their orders, characters, appeals, verifications and reports", async () => {
    const m = await t.member();
    const order = await paidOrder(m.uid, 'OceanPayment');
    expect((await admin('/orders/refund', { orderId: order.orderId, reason: 'complaint' })).code).toBe(0);
    expect((await admin('/users/grant', { userId: m.uid, reason: 'sorry', grant: { kind: 'gold', amount: 5 } })).code).toBe(0);
    const c = await t.deps.db.selectFrom('characters').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.deps.db.updateTable('characters').set({ owner_id: m.uid, visibility: 1, release: 20 }).where('id', '=', c.id).execute();
    expect((await admin('/queue/characters/decide', { id: c.id, approve: false, reason: 'Looks under 18' })).code).toBe(0);
    const now = t.deps.clock();
    await t.deps.db
      .insertInto('appeals')
      .values({
        id: `ap_${m.uid}`,
        user_id: m.uid,
        subject_type: 'character',
        subject_id: c.id,
        text: 'She is 30',
        status: 'pending',
        create_time: now,
        review_time: null,
      })
      .execute();
    expect((await admin('/queue/appeals/decide', { id: `ap_${m.uid}`, accept: false, reason: 'No' })).code).toBe(0);
    await t.deps.db
      .insertInto('profile_verifications')
      .values({
        id: `pv_${m.uid}`,
        user_id: m.uid,
        kind: 'photo',
        file: '',
        bytes: 1,
        duration_ms: null,
        status: 'pending',
        review_note: '',
        create_time: now,
        review_time: null,
      })
      .execute();
    expect((await admin('/queue/verifications/decide', { id: `pv_${m.uid}`, approve: true })).code).toBe(0);
    await t.deps.db
      .insertInto('reports')
      .values({ id: `rp_${m.uid}`, user_id: m.uid, target_type: 'character', target_id: c.id, reason: 'spam', create_time: now })
      .execute();
    expect((await admin('/queue/reports/decide', { id: `rp_${m.uid}`, status: 'dismissed' })).code).toBe(0);
    // Someone else's refund stays out.
    const other = await paidOrder((await t.member()).uid, 'OceanPayment');
    expect((await admin('/orders/refund', { orderId: other.orderId, reason: 'x' })).code).toBe(0);

    const log = await admin<{ action: string; subjectId: string }[]>('/audit', { userId: m.uid });
    expect(log.code, log.message).toBe(0);
    expect(log.data.map((a) => a.action).sort()).toEqual(
      ['appeal.reject', 'character.reject', 'order.refund', 'report.dismiss', 'user.grant_gold', 'verification.approve'].sort(),
    );
    // The exact subject filter and the operator filter still work as they did.
    expect((await admin<{ action: string }[]>('/audit', { subjectId: m.uid })).data.map((a) => a.action)).toEqual(['user.grant_gold']);
    expect((await admin<unknown[]>('/audit', { operator: 'nobody@ops.test' })).data).toEqual([]);
  });

  it('a report shows what it points at: the message and its chat, the character, the user, and who reported', async () => {
    const reporter = await t.member();
    await t.deps.db.updateTable('users').set({ nick: 'Reporter Ann' }).where('id', '=', reporter.uid).execute();
    const character = await t.deps.db
      .selectFrom('characters')
      .select(['id', 'name'])
      .where('release', '=', 30)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const opened = await t.call('/v1/session/from/character', { characterId: character.id }, { token: reporter.token });
    expect(opened.code, opened.message).toBe(0);
    const now = t.deps.clock();
    await t.deps.db
      .insertInto('messages')
      .values({
        id: `m_rep_${reporter.uid}`,
        session_id: opened.data.sessionId,
        role: 'assistant',
        kind: 'text',
        content: 'Something hateful she said',
        photo_id: null,
        gift_id: null,
        client_msg_id: null,
        status: 'done',
        create_time: now,
      })
      .execute();
    const reported = await t.member();
    await t.deps.db.updateTable('users').set({ nick: 'Spammer Bob' }).where('id', '=', reported.uid).execute();
    const report = (id: string, type: 'message' | 'character' | 'user', target: string) => ({
      id,
      user_id: reporter.uid,
      target_type: type,
      target_id: target,
      reason: 'hate',
      create_time: now,
    });
    await t.deps.db
      .insertInto('reports')
      .values([
        report(`rp_m_${reporter.uid}`, 'message', `m_rep_${reporter.uid}`),
        report(`rp_c_${reporter.uid}`, 'character', character.id),
        report(`rp_u_${reporter.uid}`, 'user', reported.uid),
        report(`rp_g_${reporter.uid}`, 'message', 'm_gone'),
      ])
      .execute();
    const queue = await admin<any[]>('/queue/reports', {}, mod);
    expect(queue.code, queue.message).toBe(0);
    const of = (id: string) => queue.data.find((r) => r.id === id);
    expect(of(`rp_m_${reporter.uid}`)).toMatchObject({
      reporterNick: 'Reporter Ann',
      target: {
        found: true,
        text: 'Something hateful she said',
        speaker: 'assistant',
        characterId: character.id,
        characterName: character.name,
      },
    });
    expect(of(`rp_c_${reporter.uid}`)).toMatchObject({ target: { found: true, characterName: character.name, characterRelease: 30 } });
    expect(of(`rp_u_${reporter.uid}`)).toMatchObject({ target: { found: true, nick: 'Spammer Bob' } });
    expect(of(`rp_g_${reporter.uid}`)).toMatchObject({ target: { found: false } });
  });

  it('refuses bad input in words an operator reads', async () => {
    const m = await t.member();
    const grant = await admin('/users/grant', { userId: m.uid, reason: 'x', grant: { kind: 'gold', amount: 1.5 } }, help);
    expect(grant).toMatchObject({ status: 400, code: 1000, message: 'Amount must be a whole number' });
    const restrict = await admin('/users/restrict', { userId: m.uid, hours: 0, reason: ' ' }, mod);
    expect(restrict).toMatchObject({ code: 1000, message: 'Hours must be at least 1; Reason is required' });
  });
});
