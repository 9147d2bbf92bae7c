import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { creditSignUpReferral } from './referrals.js';

let t: TestApp;
afterEach(() => t.close());

/** A signed call carrying the link's channel in the envelope, as the mini-app sends it. */
async function callWith(path: string, params: unknown, ch: string, token = '') {
  const body = JSON.stringify({ params, token, ch, t: t.deps.clock(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'dev' });
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, t.deps.config.signSecret) },
    body,
  });
  return (await res.json()) as { code: number; data: any };
}

function lastMailedCode(): string {
  const dir = join(t.dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return /\b(\d{6})\b/.exec(
    readFileSync(join(dir, files.at(-1)!), 'utf8')
      .split('\n\n')
      .slice(1)
      .join('\n'),
  )![1]!;
}

async function emailSignIn(email: string, ch: string, token = '') {
  await callWith('/v1/login/email/request-login', { email, useShortCode: true }, ch, token);
  return callWith('/v1/login/email', { email, code: lastMailedCode() }, ch, token);
}

const energyOf = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('energy').where('id', '=', uid).executeTakeFirstOrThrow()).energy;
const referralRows = (uid: string) =>
  t.deps.db.selectFrom('ledger').select(['amount', 'ref_id']).where('user_id', '=', uid).where('reason', '=', 'referral').execute();

describe.each(dialects)('the web invite link on %s', (dialect) => {
  it('gives the inviter 10 energy when the friend signs up, once, and nothing for a visitor who only looks around', async () => {
    t = await makeTestApp({ dialect });
    const inviter = await t.member();
    const before = await energyOf(inviter.uid);
    // A visitor from the link: no credit yet.
    const visitor = await callWith('/v1/user/token', {}, `ref_${inviter.uid}`);
    expect(await energyOf(inviter.uid)).toBe(before);
    // She signs up (the channel saved on her visitor account counts, whatever this call carries).
    const signedUp = await emailSignIn('friend@example.com', '', visitor.data.token);
    expect(signedUp.data).toMatchObject({ isRegister: true, uid: visitor.data.uid });
    expect(await energyOf(inviter.uid)).toBe(before + 10);
    // Signing in again, or on another device with the link, pays nothing more.
    t.tick(61_000);
    expect((await emailSignIn('friend@example.com', `ref_${inviter.uid}`)).data.isRegister).toBe(false);
    expect(await referralRows(inviter.uid)).toEqual([{ amount: 10, ref_id: visitor.data.uid }]);
  });

  it('credits a new account made straight from the link', async () => {
    t = await makeTestApp({ dialect });
    const inviter = await t.member();
    const r = await emailSignIn('new@example.com', `ref_${inviter.uid}`);
    expect(r.data.isRegister).toBe(true);
    expect(await referralRows(inviter.uid)).toEqual([{ amount: 10, ref_id: r.data.uid }]);
  });

  it('pays nothing for inviting oneself or for an inviter who never signed up', async () => {
    t = await makeTestApp({ dialect });
    const v = await callWith('/v1/user/token', {}, '');
    await t.deps.db
      .updateTable('users')
      .set({ channel: `ref_${v.data.uid}` })
      .where('id', '=', v.data.uid)
      .execute();
    await emailSignIn('me@example.com', '', v.data.token);
    expect(await referralRows(v.data.uid)).toEqual([]);

    const ghost = await callWith('/v1/user/token', {}, '');
    const r = await emailSignIn('other@example.com', `ref_${ghost.data.uid}`);
    expect(r.data.isRegister).toBe(true);
    expect(await referralRows(ghost.data.uid)).toEqual([]);
  });

  it('credits once when 50 sign-up credits of one friend arrive at once', async () => {
    t = await makeTestApp({ dialect });
    const inviter = await t.member();
    const before = await energyOf(inviter.uid);
    const friend = await t.member();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => creditSignUpReferral(t.deps, { uid: friend.uid, isRegister: true }, `ref_${inviter.uid}`)),
    );
    expect(results.filter((r) => r?.credited)).toHaveLength(1);
    expect(await energyOf(inviter.uid)).toBe(before + 10);
    expect(await referralRows(inviter.uid)).toHaveLength(1);
  });
});
