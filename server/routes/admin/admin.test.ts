import { afterEach, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { dialects, makeTestApp, type TestApp } from '../../test/harness.js';
import { paidOrderOf } from './paid-order.test-support.js';
import { issueToken } from '../../domain/accounts/tokens.js';
import { consoleOf, OPERATORS } from './console.test-support.js';
import { noNotifier, type BotLink, type Deps } from '../../deps.js';

let t: TestApp;
afterEach(async () => t?.close());

async function start(dialect: (typeof dialects)[number], bot?: (deps: Deps) => BotLink) {
  t = await makeTestApp({ dialect, env: { OPERATORS }, bot });
  const ops = consoleOf(() => t);
  ops.keepMails();
  const audit = async (subjectId: string) =>
    await t.deps.db.selectFrom('audit_log').selectAll().where('subject_id', '=', subjectId).execute();
  return { ...ops, audit };
}

/** A paid coin order of a new member (credited through the real markPaid). */
async function paidCoinOrder(payMethod: 'OceanPayment' | 'TelegramStar' = 'OceanPayment') {
  const m = await t.member();
  const item = await t.deps.db.selectFrom('gold_items').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const orderId = await paidOrderOf(t, {
    uid: m.uid,
    kind: 'gold',
    itemId: item.id,
    cents: item.price_cents,
    payMethod,
    orderId: `ord_admin_${m.uid}`,
  });
  return { ...m, orderId, coins: item.gold + item.bonus };
}
const balance = async (uid: string) =>
  Number((await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance);

describe.each(dialects)('operator console on %s', (dialect) => {
  it('refuses without TOTP, with a wrong or replayed TOTP, to someone not configured, and by role', async () => {
    const { admin, signIn, mails, totpNow, secrets } = await start(dialect);
    expect(await admin('/me')).toMatchObject({ status: 401, code: 1003 });
    // Not an operator: the same answer, no mail, and a guessed code is refused.
    expect((await admin('/login/request', { email: 'nobody@ops.test' })).code).toBe(0);
    expect(mails).toHaveLength(0);
    expect((await admin('/login/verify', { email: 'nobody@ops.test', code: '123456' })).code).toBe(1000);
    // The mail code alone is no session: the ticket is not a cookie that works.
    await admin('/login/request', { email: 'boss@ops.test' });
    const code = /code is (\d{6})/.exec(mails.at(-1)!.text)![1]!;
    const v = await admin<{ ticket: string; enrol: { secret: string } }>('/login/verify', { email: 'boss@ops.test', code });
    expect((await admin('/me', {}, `op_session=${v.data.ticket}`)).code).toBe(1003);
    const wrong = totpNow('boss@ops.test', v.data.enrol.secret) === '000000' ? '111111' : '000000';
    expect((await admin('/login/totp', { ticket: v.data.ticket, totp: wrong })).code).toBe(1000);
    // The ticket was spent by the wrong try: even the right code needs a new sign-in.
    expect((await admin('/login/totp', { ticket: v.data.ticket, totp: totpNow('boss@ops.test', v.data.enrol.secret) })).code).toBe(1003);
    t.tick(61_000);
    const boss = await signIn('boss@ops.test');
    expect((await admin('/me', {}, boss)).data).toEqual({ email: 'boss@ops.test', role: 'admin' });
    // A TOTP step is taken once: the same code on a new ticket is refused.
    t.tick(61_000);
    await admin('/login/request', { email: 'boss@ops.test' });
    const again = await admin<{ ticket: string; enrol: null }>('/login/verify', {
      email: 'boss@ops.test',
      code: /code is (\d{6})/.exec(mails.at(-1)!.text)![1]!,
    });
    expect(again.data.enrol).toBeNull();
    const used = await t.deps.db
      .selectFrom('operator_totp')
      .select('last_step')
      .where('email', '=', 'boss@ops.test')
      .executeTakeFirstOrThrow();
    const replay = new TOTP({ secret: Secret.fromBase32(secrets.get('boss@ops.test')!) }).generate({
      timestamp: Number(used.last_step) * 30_000,
    });
    expect((await admin('/login/totp', { ticket: again.data.ticket, totp: replay })).code).toBe(1000);

    // Roles: a moderator cannot grant nor refund, support cannot ban nor review.
    const mod = await signIn('mod@ops.test');
    const help = await signIn('help@ops.test');
    const m = await t.member();
    const before = await balance(m.uid);
    expect(await admin('/users/grant', { userId: m.uid, reason: 'x', grant: { kind: 'gold', amount: 100 } }, mod)).toMatchObject({
      status: 403,
      code: 1000,
    });
    expect(await admin('/orders/refund', { orderId: 'x', reason: 'x' }, mod)).toMatchObject({ status: 403 });
    expect(await admin('/users/ban', { userId: m.uid, reason: 'x' }, help)).toMatchObject({ status: 403 });
    expect(await admin('/queue/characters', {}, help)).toMatchObject({ status: 403 });
    expect(await admin('/audit', {}, mod)).toMatchObject({ status: 403 });
    expect(await balance(m.uid)).toBe(before);
    expect(await t.deps.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    // Removing an operator from the configuration ends their session at once.
    delete t.deps.config.operators['mod@ops.test'];
    expect((await admin('/me', {}, mod)).code).toBe(1003);
  });

  it('refunds a coin order once under 50 concurrent calls: balance back, one refund ledger row, one audit row', async () => {
    const { admin, signIn, audit } = await start(dialect);
    const boss = await signIn('boss@ops.test');
    const o = await paidCoinOrder();
    const before = await balance(o.uid);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => admin('/orders/refund', { orderId: o.orderId, reason: 'complaint' }, boss)),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(49);
    expect(await balance(o.uid)).toBe(before - o.coins);
    const refunds = await t.deps.db.selectFrom('ledger').selectAll().where('user_id', '=', o.uid).where('reason', '=', 'refund').execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([-o.coins]);
    const order = await t.deps.db.selectFrom('orders').select('status').where('id', '=', o.orderId).executeTakeFirstOrThrow();
    expect(Number(order.status)).toBe(30);
    const rows = await audit(o.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator: 'boss@ops.test', action: 'order.refund', reason: 'complaint' });
    expect(JSON.parse(rows[0]!.after_json)).toMatchObject({ taken: { gold: o.coins }, gold: before - o.coins });
    // Spent coins stay spent: a second order whose coins are gone takes back only what is left.
    const o2 = await paidCoinOrder();
    await t.deps.db.updateTable('users').set({ gold_balance: 3 }).where('id', '=', o2.uid).execute();
    expect((await admin('/orders/refund', { orderId: o2.orderId, reason: 'complaint' }, boss)).data).toMatchObject({
      taken: { gold: 3 },
      balance: { gold: 0 },
    });
  });

  it("refunds a Stars order through the bot link once, to the buyer's Telegram id and charge", async () => {
    const asked: [number, string][] = [];
    const bot = (): BotLink => ({
      ready: () => true,
      createInvoiceLink: async () => '',
      notifier: noNotifier,
      refundStarPayment: async (id, charge) => void asked.push([id, charge]),
    });
    const { admin, signIn, audit } = await start(dialect, bot);
    const boss = await signIn('boss@ops.test');
    const o = await paidCoinOrder('TelegramStar');
    await t.deps.db
      .insertInto('identities')
      .values({ id: 'id_admin_tg', user_id: o.uid, type: 'telegram', subject: '777001', create_time: t.deps.clock() })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => admin('/orders/refund', { orderId: o.orderId, reason: 'stars complaint' }, boss)),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(asked).toEqual([[777001, `charge_${o.orderId}`]]);
    expect(JSON.parse((await audit(o.orderId))[0]!.after_json)).toMatchObject({ provider: 'telegram-stars' });
  });

  it("grants with ledger rows, bans (the user's token answers 1003), reviews characters and reports, each with an audit row", async () => {
    const { admin, signIn, audit, mails } = await start(dialect);
    const boss = await signIn('boss@ops.test');
    const m = await t.member();
    expect((await t.call('/v1/user/my-profile', {}, { token: m.token })).code).toBe(0);
    const found = await admin<{ id: string }[]>('/users/find', { q: m.uid }, boss);
    expect(found.data.map((u) => u.id)).toEqual([m.uid]);

    const before = await balance(m.uid);
    const g = await admin('/users/grant', { userId: m.uid, reason: 'apology', grant: { kind: 'gold', amount: 40 } }, boss);
    expect(g.data).toMatchObject({ gold: before + 40 });
    await admin('/users/grant', { userId: m.uid, reason: 'apology', grant: { kind: 'premium', days: 7 } }, boss);
    const ledger = await t.deps.db.selectFrom('ledger').selectAll().where('user_id', '=', m.uid).where('reason', '=', 'admin').execute();
    expect(ledger.map((l) => [l.currency, Number(l.amount), Number(l.balance_after)])).toEqual([['gold', 40, before + 40]]);

    const banned = await admin('/users/ban', { userId: m.uid, reason: 'fraud' }, boss);
    expect(banned.data).toEqual({ sessionsEnded: 1 });
    expect((await t.call('/v1/user/my-profile', {}, { token: m.token })).code).toBe(1003);
    expect((await admin('/users/ban', { userId: m.uid, reason: 'fraud' }, boss)).code).toBe(1000);
    await expect(issueToken(t.deps.db, m.uid, t.deps.clock())).rejects.toThrow('This account has been closed');
    expect(await issueToken(t.deps.db, (await t.member()).uid, t.deps.clock())).toBeTruthy();
    expect((await admin('/users/detail', { userId: m.uid }, boss)).data).toMatchObject({ user: { banned: { reason: 'fraud' } } });
    expect((await audit(m.uid)).map((a) => a.action).sort()).toEqual(['user.ban', 'user.grant_gold', 'user.grant_premium']);

    // A published character waits (release 20) until approved; a rejected one carries the reason.
    const [a, b] = await t.deps.db.selectFrom('characters').select('id').orderBy('id').limit(2).execute();
    await t.deps.db.updateTable('characters').set({ release: 20, visibility: 1 }).where('id', 'in', [a!.id, b!.id]).execute();
    const queue = await admin<{ id: string }[]>('/queue/characters', {}, boss);
    expect(queue.data.map((c) => c.id).sort()).toEqual([a!.id, b!.id].sort());
    expect((await admin('/queue/characters/decide', { id: b!.id, approve: false }, boss)).code).toBe(1000); // a reason is required
    expect((await admin('/queue/characters/decide', { id: a!.id, approve: true }, boss)).code).toBe(0);
    expect((await admin('/queue/characters/decide', { id: a!.id, approve: true }, boss)).code).toBe(1000);
    expect((await admin('/queue/characters/decide', { id: b!.id, approve: false, reason: 'Looks under 18' }, boss)).code).toBe(0);
    const released = await t.deps.db.selectFrom('characters').select(['id', 'release']).where('id', 'in', [a!.id, b!.id]).execute();
    expect(Object.fromEntries(released.map((r) => [r.id, Number(r.release)]))).toEqual({ [a!.id]: 30, [b!.id]: 10 });
    expect((await audit(a!.id)).map((r) => r.action)).toEqual(['character.approve']);
    expect((await audit(b!.id)).map((r) => [r.action, r.reason])).toEqual([['character.reject', 'Looks under 18']]);

    const reporter = await t.member();
    await t.deps.db
      .insertInto('reports')
      .values({
        id: 'rp_admin_1',
        user_id: reporter.uid,
        target_type: 'user',
        target_id: m.uid,
        reason: 'spam',
        create_time: t.deps.clock(),
      })
      .execute();
    expect((await admin<{ id: string }[]>('/queue/reports', {}, boss)).data.map((r) => r.id)).toContain('rp_admin_1');
    await t.deps.db
      .insertInto('identities')
      .values({ id: 'id_reporter_mail', user_id: reporter.uid, type: 'email', subject: 'reporter@mail.test', create_time: t.deps.clock() })
      .execute();
    await t.deps.db.updateTable('users').set({ lang: 'fr' }).where('id', '=', reporter.uid).execute();
    const twice = await Promise.all([0, 1].map(() => admin('/queue/reports/decide', { id: 'rp_admin_1', status: 'resolved' }, boss)));
    expect(twice.map((r) => r.code).sort()).toEqual([0, 1000]);
    // The reporter is told, once, in their language.
    expect(mails.filter((x) => x.to === 'reporter@mail.test').map((x) => x.text.split('\n')[0])).toEqual([
      'Merci pour votre signalement : nous l’avons examiné et avons agi.',
    ]);
    expect((await admin<{ id: string }[]>('/queue/reports', {}, boss)).data.map((r) => r.id)).not.toContain('rp_admin_1');
    expect((await audit('rp_admin_1')).map((r) => r.action)).toEqual(['report.resolve']);
    const log = await admin<{ action: string }[]>('/audit', {}, boss);
    expect(log.data).toHaveLength(6);
  });
});
