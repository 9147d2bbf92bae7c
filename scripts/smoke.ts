/**
 * Walk the foundation as a new user would, with signed calls against a running server:
 *   BASE_URL=http://127.0.0.1:8787 DATA_DIR=./data [BOT_TOKEN=…] node --import tsx scripts/smoke.ts
 * Logs in by email (code read from the outbox) and, when BOT_TOKEN is given, by Telegram init
 * data; reads the profile, the plan list and the catalogue. Exits non-zero on the first failure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sign } from '@tma.js/init-data-node';
import { signBody, DEV_SIGN_SECRET } from '../shared/sign.js';
import { selectPlans, perDayPrice } from '../shared/plans.js';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const secret = process.env.SIGN_SECRET ?? DEV_SIGN_SECRET;

async function call(path: string, params: unknown = {}, token = '') {
  const body = JSON.stringify({
    params,
    token,
    ch: '',
    t: Date.now(),
    timezoneOffset: new Date().getTimezoneOffset(),
    plat: 'web',
    publisher: '',
    uuid: 'smoke',
  });
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, secret) },
    body,
  });
  const json = (await res.json()) as { code: number; message: string; data: any };
  if (json.code !== 0) throw new Error(`${path}: code ${json.code} ${json.message}`);
  return json.data;
}

function newestCode(): string {
  const dir = join(dataDir, 'outbox');
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no mail in ${dir}`);
  const text = readFileSync(join(dir, file), 'utf8');
  return /\b(\d{6})\b/.exec(
    text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )![1]!;
}

const email = `smoke-${Date.now()}@example.com`;
await call('/v1/login/email/request-login', { email, useShortCode: true });
const login = await call('/v1/login/email', { email, code: newestCode() });
console.log(`email login: uid ${login.uid}, new account ${login.isRegister}`);
const me = await call('/v1/user/my-profile', {}, login.token);
console.log(`profile: ${me.nick}, energy ${me.energy}/${me.energyCap}, coins ${me.goldBalance}, premium ${me.isVip}`);

if (process.env.BOT_TOKEN) {
  const initData = sign(
    { user: { id: 777, first_name: 'Smoke', language_code: 'es' }, signature: 'smoke' } as never,
    process.env.BOT_TOKEN,
    new Date(),
  );
  const tg = await call('/v1/login/telegram', { initData });
  const tgMe = await call('/v1/user/my-profile', {}, tg.token);
  console.log(`telegram login: uid ${tg.uid}, lang ${tg.lang}, energy ${tgMe.energy}`);
}

const plans = (await call('/v1/config/vip/list', {})).list;
for (const p of selectPlans(plans as { id: string; month: number; discount: number; price: number; title: string }[])) {
  console.log(`plan ${p.title}: $${p.price} ($${perDayPrice(p.price, p.month, 'USD')}/day)`);
}
const catalogue = await call('/v1/character/list', { sort: 1, page: 1, pageSize: 6 });
console.log(
  `catalogue: ${catalogue.total} characters; first: ${catalogue.list.map((c: { name: string; age: number }) => `${c.name} (${c.age})`).join(', ')}`,
);
