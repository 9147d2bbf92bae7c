import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../providers/payment/test-support/app.js';
import { creditReferral, grantSupportGift, referrerFromStartParam, REFERRAL_WINDOW_MS } from './rewards.js';

let t: PaymentTestApp;
afterEach(() => t.close());

const answers = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? ['a', 'b'] : i % 3 === 1 ? `answer ${i}` : i));

describe.each(dialects)('rewards on %s', (dialect) => {
  it('gives 20 energy per event, once, and only 10 s after the start', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token } = await t.member();
    const start = await t.call('/v1/user/reward/energy', { event: 'add_home_screen', phase: 'start' }, { token });
    expect(start.data).toEqual({ event: 'add_home_screen', claimed: false, claimableAt: t.deps.clock() + 10_000, reward: 20, energy: 100 });
    t.tick(9_999);
    expect(await t.call('/v1/user/reward/energy', { event: 'add_home_screen', phase: 'claim' }, { token })).toMatchObject({
      code: 1000,
      message: 'Please wait a few seconds',
    });
    // A second start does not restart the wait.
    await t.call('/v1/user/reward/energy', { event: 'add_home_screen', phase: 'start' }, { token });
    t.tick(1);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => t.call('/v1/user/reward/energy', { event: 'add_home_screen', phase: 'claim' }, { token })),
    );
    expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
    expect(claims.find((c) => c.code === 0)!.data).toMatchObject({ claimed: true, energy: 120 });
    expect(claims.filter((c) => c.code !== 0).every((c) => c.message === 'You have already received this reward')).toBe(true);
    expect((await t.call('/v1/user/my-profile', {}, { token })).data).toMatchObject({ energy: 120, rewardEnergyAddHomeScreen: true });

    // Claiming without a start starts the wait; the other events are separate rewards.
    expect((await t.call('/v1/user/reward/energy', { event: 'install' }, { token })).message).toBe('Please wait a few seconds');
    t.tick(10_000);
    expect((await t.call('/v1/user/reward/energy', { event: 'install' }, { token })).data.energy).toBe(140);
    await t.call('/v1/user/reward/energy', { event: 'bookmark', phase: 'start' }, { token });
    t.tick(10_000);
    expect((await t.call('/v1/user/reward/energy', { event: 'bookmark' }, { token })).data.energy).toBe(160);
    expect((await t.call('/v1/user/reward/energy', { event: 'bookmark' }, { token })).code).toBe(1000);
    expect((await t.call('/v1/user/reward/energy', { event: 'share' }, { token })).code).toBe(1000);
    const list = await t.call('/v1/accounting/gold/detail/list', { currency: 'energy' }, { token });
    expect(list.data.list.filter((l: { reason: string }) => l.reason === 'reward').map((l: { amount: number }) => l.amount)).toEqual([
      20, 20, 20,
    ]);
  });

  it('credits a referral once per new user, never to self, never twice', async () => {
    t = await makePaymentTestApp({ dialect });
    const referrer = await t.member();
    const other = await t.member();
    const friend = await t.member();
    expect(referrerFromStartParam(`ref_${referrer.uid}`)).toBe(referrer.uid);
    expect(referrerFromStartParam('story_123')).toBeNull();
    expect(await creditReferral(t.deps, referrer.uid, referrer.uid)).toEqual({ credited: false, reason: 'self' });
    expect(await creditReferral(t.deps, friend.uid, 'u_nobody')).toEqual({ credited: false, reason: 'unknown_user' });
    const twice = await Promise.all([creditReferral(t.deps, friend.uid, referrer.uid), creditReferral(t.deps, friend.uid, referrer.uid)]);
    expect(twice.filter((r) => r.credited)).toHaveLength(1);
    expect(await creditReferral(t.deps, friend.uid, other.uid)).toEqual({ credited: false, reason: 'other_referrer' });
    expect((await t.userRow(referrer.uid)).energy).toBe(110);
    expect((await t.userRow(other.uid)).energy).toBe(100);
    expect((await t.userRow(friend.uid)).referrer_id).toBe(referrer.uid);
    // An old account cannot be farmed through a referral link.
    t.tick(REFERRAL_WINDOW_MS + 1);
    expect(await creditReferral(t.deps, other.uid, referrer.uid)).toEqual({ credited: false, reason: 'not_new' });
  });

  it('gives 50 coins for the 12-question questionnaire once, and the support gift once', async () => {
    t = await makePaymentTestApp({ dialect });
    const { token, uid } = await t.member();
    expect((await t.call('/v1/user/questionnaire/submit', { answers: answers.slice(0, 11) }, { token })).code).toBe(1000);
    expect((await t.call('/v1/user/questionnaire/submit', { answers: [...answers.slice(0, 11), ''] }, { token })).code).toBe(1000);
    expect((await t.call('/v1/user/questionnaire/submit', { answers }, { token })).data).toEqual({ reward: 50, goldBalance: 50 });
    expect((await t.call('/v1/user/questionnaire/submit', { answers }, { token })).message).toBe(
      'You have already completed the questionnaire',
    );
    const saved = await t.deps.db
      .selectFrom('logs')
      .select('payload')
      .where('kind', '=', 'questionnaire')
      .where('user_id', '=', uid)
      .execute();
    expect(JSON.parse(saved[0]!.payload).answers).toEqual(answers);

    expect(await grantSupportGift(t.deps, uid)).toEqual({ credited: true, goldBalance: 70 });
    expect(await grantSupportGift(t.deps, uid)).toEqual({ credited: false, goldBalance: 70 });
    await expect(grantSupportGift(t.deps, 'u_nobody')).rejects.toMatchObject({ code: 1000 });
    const gold = await t.call('/v1/accounting/gold/detail/list', { currency: 'gold' }, { token });
    expect(gold.data.list.map((l: { reason: string; amount: number }) => [l.reason, l.amount])).toEqual([
      ['support_gift', 20],
      ['questionnaire', 50],
    ]);
  });
});

describe('payment feedback', () => {
  it('keeps what the user wrote for support', async () => {
    t = await makePaymentTestApp();
    const { token, uid } = await t.member();
    expect(
      (await t.call('/v1/user/pay/feedback', { payMethod: 'OceanPayment', reason: 'card declined', content: 'It did not work' }, { token }))
        .data,
    ).toEqual({ ok: true });
    const row = await t.deps.db
      .selectFrom('logs')
      .select('payload')
      .where('kind', '=', 'pay_feedback')
      .where('user_id', '=', uid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toMatchObject({ payMethod: 'OceanPayment', reason: 'card declined', content: 'It did not work' });
  });
});
