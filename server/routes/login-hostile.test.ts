import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sign } from '@tma.js/init-data-node';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

const BOT_TOKEN = '123456:TEST-bot-token-for-init-data';
let t: TestApp;
afterEach(async () => t?.close());

/** The newest mail of the outbox, decoded (quoted-printable). */
function lastMail(): string {
  const dir = join(t.dataDir, 'outbox');
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .at(-1)!;
  return readFileSync(join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
const lastCode = () =>
  /\b(\d{6})\b/.exec(
    lastMail()
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )![1]!;
/** The newest text message's code (the SMS outbox). */
function lastSmsCode(): string {
  const dir = join(t.dataDir, 'outbox');
  const file = readdirSync(dir)
    .filter((f) => f.startsWith('sms-'))
    .sort()
    .at(-1)!;
  return /code: (\d{6})/.exec(readFileSync(join(dir, file), 'utf8'))![1]!;
}
const lastMagic = () => /\/login\/magic\?magic=([\w.-]+)/.exec(lastMail())![1]!;

const premiumOf = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('vip_expire_at').where('id', '=', uid).executeTakeFirstOrThrow()).vip_expire_at;

/** The victim, a visitor who paid for Premium in the tour (no sign-in yet), and the attacker's existing account. */
async function paidVisitorAndAttacker() {
  const victim = (await t.call('/v1/user/token')).data as { token: string; uid: string };
  const premiumUntil = t.deps.clock() + 30 * 86_400_000;
  await t.deps.db.updateTable('users').set({ vip_expire_at: premiumUntil }).where('id', '=', victim.uid).execute();
  await t.call('/v1/login/email/request-login', { email: 'mallory@example.com', useShortCode: true });
  const mallory = await t.call('/v1/login/email', { email: 'mallory@example.com', code: lastCode() });
  return { victim, premiumUntil, mallory };
}

const bindsOf = async (uid: string) =>
  (await t.deps.db.selectFrom('identities').select(['type', 'subject']).where('user_id', '=', uid).execute())
    .map((r) => `${r.type}:${r.subject}`)
    .sort();

describe.each(dialects)('a sign-in carrying a member’s token, from a hostile sender, on %s', (dialect) => {
  it('never binds the sender’s new address to the member: a login link opened while signed in cannot hand the account over', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    // The victim: a member signed in by email.
    await t.call('/v1/login/email/request-login', { email: 'victim@example.com', useShortCode: true });
    const victim = await t.call('/v1/login/email', { email: 'victim@example.com', code: lastCode() });
    expect(victim.code).toBe(0);
    await t.deps.db.updateTable('users').set({ gold_balance: 500 }).where('id', '=', victim.data.uid).execute();

    // The attacker asks for a link for a fresh address of theirs and gets the victim to open it.
    t.tick(61_000);
    await t.call('/v1/login/email/request-login', { email: 'attacker@example.com', useShortCode: false });
    const opened = await t.call('/v1/login/email', { magicToken: lastMagic() }, { token: victim.data.token });
    expect(opened.code).toBe(0);
    expect(opened.data.uid).not.toBe(victim.data.uid);
    expect(await bindsOf(victim.data.uid)).toEqual(['email:victim@example.com']);

    // The attacker's own sign-in with that address reaches the new, empty account, not the victim's.
    t.tick(61_000);
    await t.call('/v1/login/email/request-login', { email: 'attacker@example.com', useShortCode: true });
    const attacker = await t.call('/v1/login/email', { email: 'attacker@example.com', code: lastCode() });
    expect(attacker.data.uid).toBe(opened.data.uid);
    expect((await t.call('/v1/user/my-profile', {}, { token: attacker.data.token })).data.goldBalance).toBe(0);

    // The same holds for Telegram init data sent with a member's token.
    const initData = sign(
      { user: { id: 777, first_name: 'Mallory' } as never, signature: 's' } as never,
      BOT_TOKEN,
      new Date(t.deps.clock()),
    );
    const tg = await t.call('/v1/login/telegram', { initData }, { token: victim.data.token });
    expect(tg.code).toBe(0);
    expect(tg.data.uid).not.toBe(victim.data.uid);
    expect(await bindsOf(victim.data.uid)).toEqual(['email:victim@example.com']);
  });

  it('still lets a visitor sign up by keeping the visitor’s own account, and a member add Telegram with bind', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    const v = await t.call('/v1/user/token');
    await t.call('/v1/login/email/request-login', { email: 'new@example.com', useShortCode: true }, { token: v.data.token });
    const r = await t.call('/v1/login/email', { email: 'new@example.com', code: lastCode() }, { token: v.data.token });
    expect(r.data).toMatchObject({ uid: v.data.uid, isRegister: true });
    const initData = sign({ user: { id: 778, first_name: 'Ann' } as never, signature: 's' } as never, BOT_TOKEN, new Date(t.deps.clock()));
    expect((await t.call('/v1/user/bind/telegram', { initData }, { token: r.data.token })).code).toBe(0);
    expect(await bindsOf(v.data.uid)).toEqual(['email:new@example.com', 'telegram:778']);
  });

  it('a magic link folds or binds the opener’s visitor account only when that visitor asked for it', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { victim, premiumUntil, mallory } = await paidVisitorAndAttacker();

    // A link to the attacker's account the attacker asked for and passed on.
    t.tick(61_000);
    await t.call('/v1/login/email/request-login', { email: 'mallory@example.com', useShortCode: false }, { token: mallory.data.token });
    const opened = await t.call('/v1/login/email', { magicToken: lastMagic() }, { token: victim.token });
    expect(opened.data.uid).toBe(mallory.data.uid);
    // Nothing of the visitor's went over: her Premium stays hers, her token still works.
    expect(await premiumOf(victim.uid)).toBe(premiumUntil);
    expect(await premiumOf(mallory.data.uid)).toBeLessThan(t.deps.clock());
    expect((await t.call('/v1/user/my-profile', {}, { token: victim.token })).data.id).toBe(victim.uid);

    // A link for a fresh address asked signed out is not bound to the visitor who opens it either.
    t.tick(61_000);
    await t.call('/v1/login/email/request-login', { email: 'fresh@example.com', useShortCode: false });
    const fresh = await t.call('/v1/login/email', { magicToken: lastMagic() }, { token: victim.token });
    expect(fresh.data.uid).not.toBe(victim.uid);
    expect(await bindsOf(victim.uid)).toEqual([]);

    // The visitor's own link, asked and opened with her token, keeps her account: she signs up.
    t.tick(61_000);
    await t.call('/v1/login/email/request-login', { email: 'victim@example.com', useShortCode: false }, { token: victim.token });
    const own = await t.call('/v1/login/email', { magicToken: lastMagic() }, { token: victim.token });
    expect(own.data).toMatchObject({ uid: victim.uid, isRegister: true });
    expect(await bindsOf(victim.uid)).toEqual(['email:victim@example.com']);
  });

  it('a code typed into another account’s app signs in without that account, and binds a phone only to the account that asked', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { victim, premiumUntil, mallory } = await paidVisitorAndAttacker();

    // A code for the attacker's account the attacker asked for and talked the visitor into typing.
    t.tick(61_000);
    await t.call('/v1/login/email/request-login', { email: 'mallory@example.com', useShortCode: true }, { token: mallory.data.token });
    const typed = await t.call('/v1/login/email', { email: 'mallory@example.com', code: lastCode() }, { token: victim.token });
    expect(typed.data.uid).toBe(mallory.data.uid);
    expect(await premiumOf(victim.uid)).toBe(premiumUntil);
    expect(await premiumOf(mallory.data.uid)).toBeLessThan(t.deps.clock());

    // The same by phone: the attacker's phone code, typed by the visitor, folds nothing into the attacker's account.
    await t.call('/v1/login/phone/valid-code/request', { phone: '+447700900001' });
    const malloryPhone = await t.call('/v1/login/phone', { phone: '+447700900001', code: lastSmsCode() });
    t.tick(61_000);
    await t.call('/v1/login/phone/valid-code/request', { phone: '+447700900001' }, { token: malloryPhone.data.token });
    const byPhone = await t.call('/v1/login/phone', { phone: '+447700900001', code: lastSmsCode() }, { token: victim.token });
    expect(byPhone.data.uid).toBe(malloryPhone.data.uid);
    expect(await premiumOf(victim.uid)).toBe(premiumUntil);

    // A member binding a phone: only with a code the member asked for. The attacker's own phone
    // code, typed into the member's bind form, is refused and binds nothing.
    await t.call('/v1/login/email/request-login', { email: 'member@example.com', useShortCode: true });
    const member = await t.call('/v1/login/email', { email: 'member@example.com', code: lastCode() });
    await t.call('/v1/login/phone/valid-code/request', { phone: '+447700900002' }, { token: mallory.data.token });
    const bound = await t.call('/v1/user/bind/phone', { phone: '+447700900002', code: lastSmsCode() }, { token: member.data.token });
    expect(bound.code).toBe(1000);
    expect(await bindsOf(member.data.uid)).toEqual(['email:member@example.com']);
    t.tick(61_000);
    await t.call('/v1/login/phone/valid-code/request', { phone: '+447700900002' }, { token: member.data.token });
    expect((await t.call('/v1/user/bind/phone', { phone: '+447700900002', code: lastSmsCode() }, { token: member.data.token })).code).toBe(
      0,
    );
    expect(await bindsOf(member.data.uid)).toEqual(['email:member@example.com', 'phone:+447700900002']);

    // The visitor's own code, asked and typed with her token, keeps her account: she signs up.
    t.tick(61_000);
    await t.call('/v1/login/email/request-login', { email: 'visitor@example.com', useShortCode: true }, { token: victim.token });
    const own = await t.call('/v1/login/email', { email: 'visitor@example.com', code: lastCode() }, { token: victim.token });
    expect(own.data).toMatchObject({ uid: victim.uid, isRegister: true });
  });
});
