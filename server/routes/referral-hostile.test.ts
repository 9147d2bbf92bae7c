import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sign } from '@tma.js/init-data-node';
import { afterEach, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/sign.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

const BOT_TOKEN = '123456:TEST-bot-token-for-init-data';

/** A signed call whose envelope carries the link's channel, as the mini-app sends it. */
async function callWith(path: string, params: unknown, ch: string, token = '') {
  const body = JSON.stringify({ params, token, ch, t: t.deps.clock(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'dev' });
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, t.deps.config.signSecret) },
    body,
  });
  return (await res.json()) as { code: number; message: string; data: any };
}

function lastOutbox(prefix: string, pattern: RegExp): string {
  const dir = join(t.dataDir, 'outbox');
  const file = readdirSync(dir)
    .filter((f) => f.startsWith(prefix))
    .sort()
    .at(-1)!;
  return pattern.exec(
    readFileSync(join(dir, file), 'utf8')
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )![1]!;
}

const telegramInit = (id: number, startParam?: string) =>
  sign(
    { user: { id, first_name: 'Sam' } as never, signature: 'test-signature', ...(startParam && { start_param: startParam }) } as never,
    BOT_TOKEN,
    new Date(t.deps.clock()),
  );

type Path = 'email' | 'phone' | 'google' | 'telegram';
let n = 0;
/** Signs in by `path`, the call carrying `link` (Telegram: as its start_param and channel). */
async function signIn(path: Path, link: string, token = '') {
  const i = ++n;
  if (path === 'email') {
    const email = `friend${i}@example.com`;
    await callWith('/v1/login/email/request-login', { email, useShortCode: true }, link, token);
    return callWith('/v1/login/email', { email, code: lastOutbox('', /\b(\d{6})\b/) }, link, token);
  }
  if (path === 'phone') {
    const phone = `+4477009${String(10000 + i).slice(-5)}`;
    await callWith('/v1/login/phone/valid-code/request', { phone }, link, token);
    return callWith('/v1/login/phone', { phone, code: lastOutbox('sms-', /code: (\d{6})/) }, link, token);
  }
  if (path === 'google') {
    t.deps.verifyGoogle = async () => ({ sub: `google-${i}`, email: `g${i}@gmail.com`, name: 'Sam', locale: undefined });
    return callWith('/v1/login/google', { credential: 'a-google-id-token' }, link, token);
  }
  return callWith('/v1/login/telegram', { initData: telegramInit(9000 + i, link) }, link, token);
}

const referralRows = (uid: string) =>
  t.deps.db.selectFrom('ledger').select(['amount', 'ref_id']).where('user_id', '=', uid).where('reason', '=', 'referral').execute();
const visitorFrom = async (link: string) => (await callWith('/v1/user/token', {}, link)).data as { token: string; uid: string };

describe.each(dialects)('the referral reward, whichever way the invited person signs in, on %s', (dialect) => {
  it.each(['email', 'phone', 'google', 'telegram'] as const)(
    'a visitor from one friend’s link credits that friend once on a %s sign-up, whatever link the sign-in carries',
    async (path) => {
      t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
      const first = await t.member();
      const other = await t.member();
      const visitor = await visitorFrom(`ref_${first.uid}`);
      const r = await signIn(path, `ref_${other.uid}`, visitor.token);
      expect(r.data).toMatchObject({ isRegister: true, uid: visitor.uid });
      expect(await referralRows(first.uid)).toEqual([{ amount: 10, ref_id: visitor.uid }]);
      expect(await referralRows(other.uid)).toEqual([]);

      // A new account straight from a link credits that link's friend.
      const fresh = await signIn(path, `ref_${other.uid}`);
      expect(fresh.data.isRegister).toBe(true);
      expect(await referralRows(other.uid)).toEqual([{ amount: 10, ref_id: fresh.data.uid }]);
    },
  );

  it.each(['email', 'telegram'] as const)('pays an inviter who never signed up nothing on a %s sign-up', async (path) => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    const looker = await visitorFrom('');
    const r = await signIn(path, `ref_${looker.uid}`);
    expect(r.data.isRegister).toBe(true);
    expect(await referralRows(looker.uid)).toEqual([]);
  });

  it.each(['telegram', 'google'] as const)('credits once under 50 concurrent %s sign-ins of one visitor', async (path) => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off', BOT_TOKEN } });
    const inviter = await t.member();
    const visitor = await visitorFrom(`ref_${inviter.uid}`);
    const initData = telegramInit(4242, `ref_${inviter.uid}`);
    t.deps.verifyGoogle = async () => ({ sub: 'google-race', email: 'race@gmail.com', name: 'Race', locale: undefined });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        path === 'telegram'
          ? callWith('/v1/login/telegram', { initData }, `ref_${inviter.uid}`, visitor.token)
          : callWith('/v1/login/google', { credential: 'a-google-id-token' }, `ref_${inviter.uid}`, visitor.token),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 0));
    expect(answers.filter((a) => a.data.isRegister)).toHaveLength(1);
    expect(await referralRows(inviter.uid)).toEqual([{ amount: 10, ref_id: visitor.uid }]);
  });
});
