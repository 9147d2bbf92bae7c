/**
 * The fuzz suite: every /v1 route of the app (read from the Hono app itself) gets bad inputs —
 * wrong types, huge strings, NUL and control characters, deep nesting, negative and huge numbers,
 * arrays for objects, unknown and missing fields, missing, empty, expired, foreign and visitor
 * tokens, bad signatures, malformed JSON — over real HTTP. Each call must answer without a 5xx
 * and without a stack trace or SQL error in its body, and a refused call (any code but 0) must
 * write nothing: the row count of every table and the sums of balances and energy are compared
 * before and after it (a write is replayed once to rule out background work).
 *
 *   node --import tsx scripts/fuzz.ts [--per-route N] [--seed S] [sqlite|postgres]...
 *
 * PostgreSQL: DATABASE_URL=postgres://… (a database it may fill), else a throwaway cluster
 * (Debian's postgresql package). Rate limits are off (RATE_LIMITS=off) so calls reach their
 * handlers; FUZZ_RATE_LIMITS=on keeps them, and their 1004 counts as a refusal like any other.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import type { z } from 'zod';
import type { createApp } from '../server/app.js';
import type { Deps } from '../server/deps.js';
import { createUser } from '../server/domain/users.js';
import { issueToken } from '../server/domain/accounts/tokens.js';
import { signBody } from '../shared/sign.js';

type App = ReturnType<typeof createApp>;

// ---------------------------------------------------------------------------------------------
// Inputs

/** A small seeded generator: a run is replayed by its seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

const nest = (levels: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values no field expects, by name. */
const badValues: [string, () => unknown][] = [
  ['number', () => 123],
  ['negative', () => -1],
  ['zero', () => 0],
  ['fraction', () => 1.5],
  ['1e308', () => 1e308],
  ['-1e308', () => -1e308],
  ['2^53+2', () => 2 ** 53 + 2],
  ['-2^31', () => -(2 ** 31)],
  ['true', () => true],
  ['false', () => false],
  ['null', () => null],
  ['[]', () => []],
  ['mixed array', () => ['a', 1, null, {}]],
  ['5000 items', () => Array.from({ length: 5000 }, (_, i) => i)],
  ['{}', () => ({})],
  ['object', () => ({ a: 1 })],
  ['2000 keys', () => Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))],
  ["''", () => ''],
  ['spaces', () => '   '],
  ['200 KB string', () => 'x'.repeat(200_000)],
  ['NUL inside', () => 'a\u0000b'],
  ['NUL', () => '\u0000'],
  ['controls', () => '\u0001\u0002\u001b[31m\u007f\u0085'],
  ['lone surrogate', () => '\ud800x'],
  ['emoji', () => '😀'.repeat(3000)],
  ['RTL override', () => '\u202eabc'],
  ['markup', () => '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL', () => "' OR 1=1; DROP TABLE users; --"],
  ['path', () => '../../../../etc/passwd'],
  ['javascript URL', () => 'javascript:alert(1)'],
  ['"-1"', () => '-1'],
  ['"1e309"', () => '1e309'],
  ['__proto__', () => '__proto__'],
  ['ISO date', () => '2026-01-01T00:00:00Z'],
  ['deep object', () => nest(40)],
  ['deep array', () => nest(41)],
  ['prototype keys', () => JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}')],
];

/** A plausible value for a zod schema, so a route's other fields pass and the bad one is reached. */
function sampleOf(schema: z.ZodType | undefined, depth = 0): unknown {
  const def = (schema as { def?: Record<string, any> } | undefined)?.def;
  if (!def || depth > 6) return undefined;
  // zod keeps a check's settings on its internal `_zod.def`.
  const checks: object[] = def.checks ?? [];
  const check = (name: string) =>
    checks.map((c) => (Reflect.get(c, '_zod') as { def: Record<string, any> }).def).find((d) => d.check === name);
  switch (def.type) {
    case 'string':
      return 'x'.repeat(Math.min(Math.max(1, check('min_length')?.minimum ?? 1), 64));
    case 'number':
    case 'int':
      return Math.max(1, check('greater_than')?.value ?? 1);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'tuple':
      return (def.items as z.ZodType[]).map((i) => sampleOf(i, depth + 1));
    case 'record':
      return {};
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const t = (v as { def?: { type?: string } }).def?.type;
        if (t !== 'optional' && t !== 'default') out[k] = sampleOf(v, depth + 1);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType, depth + 1);
    case 'union':
      return sampleOf((def.options as z.ZodType[])[0], depth + 1);
    case 'pipe':
      return sampleOf(def.in, depth + 1);
    case 'lazy':
      return sampleOf(def.getter(), depth + 1);
    default:
      return undefined;
  }
}

/** Every params field named by the shared schemas, with a plausible value for each of its shapes. */
async function fieldDictionary(): Promise<Map<string, unknown[]>> {
  const dir = resolve(import.meta.dirname, '..', 'shared', 'schemas');
  const dict = new Map<string, unknown[]>();
  const add = (schema: unknown) => {
    const def = (schema as { def?: Record<string, any> } | undefined)?.def;
    if (def?.type === 'union') return (def.options as unknown[]).forEach(add);
    if (def?.type === 'pipe') return add(def.in);
    if (def?.type !== 'object') return;
    for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const sample = sampleOf(v);
      if (sample !== undefined) dict.set(k, [...(dict.get(k) ?? []), sample]);
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const group of Object.values(mod)) {
      if (!group || typeof group !== 'object') continue;
      for (const entry of Object.values(group as Record<string, unknown>)) {
        if (entry && typeof entry === 'object' && 'params' in entry) add((entry as { params: unknown }).params);
      }
    }
  }
  return dict;
}

/** The fields a zod refusal names (`email: …; code: …`), first segment of each path. */
const fieldsNamed = (message: string) => [
  ...new Set(
    message
      .split('; ')
      .map((part) => /^([A-Za-z_$][\w$]*)[.[:]/.exec(part)?.[1])
      .filter((f): f is string => Boolean(f)),
  ),
];

// ---------------------------------------------------------------------------------------------
// The run

export interface Offender {
  route: string;
  problem: '5xx' | 'leak' | 'write on refusal';
  count: number;
  /** One input that did it, and what came back. */
  input: string;
  answer: string;
}

export interface FuzzReport {
  dialect: string;
  routes: number;
  /** Routes that answered 0 at least once: the fuzz got past their schema to their rules. */
  reached: number;
  unreached: string[];
  calls: number;
  seconds: number;
  refused: number;
  e5xx: number;
  leaks: number;
  writesOnRefusal: number;
  offenders: Offender[];
}

export interface FuzzOptions {
  /** Mutated calls per route, beside the probes that find each route's fields. */
  perRoute: number;
  seed?: number;
  /** Waits for background work a successful call may start (image generation, memory folds). */
  idle?: () => Promise<unknown>;
  /** Only the routes this matches. */
  only?: RegExp;
}

/** Stack frames, source positions and database errors: nothing a client may ever read. */
const LEAK =
  /\n\s+at\s|\bat (?:async )?[\w$.<>[\]]+ \(|\.(?:ts|js|mjs|cjs):\d+:\d+|node_modules|\b(?:Type|Reference|Syntax|Range)Error\b|ZodError|SqliteError|SQLITE_|duplicate key value|violates (?:not-null|foreign key|unique|check) constraint|invalid input syntax for|syntax error at or near|Cannot read propert/i;

/** The routes of the app a client can call: every POST under /v1. */
export const v1Routes = (app: App) =>
  [
    ...new Set(app.routes.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/') && !r.path.includes('*')).map((r) => r.path)),
  ].sort();

/** Calls that take away what later calls use (the own character, the order, the session): fuzzed last. */
const DESTRUCTIVE = /\/(delete|cancel|logout|unbind|danger-zone\/activate)$/;

export async function fuzz(app: App, deps: Deps, dialect: string, opts: FuzzOptions): Promise<FuzzReport> {
  const r = rng(opts.seed ?? 20261122);
  const { db, config } = deps;
  const dictionary = await fieldDictionary();
  const all = v1Routes(app).filter((x) => !opts.only || opts.only.test(x));
  const routes = [...all.filter((x) => !DESTRUCTIVE.test(x)), ...all.filter((x) => DESTRUCTIVE.test(x))];

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((ok) => (server.listening ? ok() : server.once('listening', () => ok())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // One query for the whole database: every table's row count, and the sums money and energy live in.
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((n) => !/^kysely_|rate_?limit/i.test(n))
    .sort();
  const snapshotSql = sql.raw(
    `select ${[
      ...tables.map((t) => `(select count(*) from "${t}") as "${t}"`),
      '(select coalesce(sum(gold_balance), 0) from users) as "users.gold_balance"',
      '(select coalesce(sum(energy), 0) from users) as "users.energy"',
    ].join(', ')}`,
  );
  const snapshot = async () => {
    const { rows } = await snapshotSql.execute(db);
    return Object.fromEntries(Object.entries(rows[0] as Record<string, unknown>).map(([k, v]) => [k, Number(v)]));
  };
  const changed = (a: Record<string, number>, b: Record<string, number>) => Object.keys(a).filter((k) => a[k] !== b[k]);

  interface Request {
    route: string;
    body: string;
    headers: Record<string, string>;
    method?: string;
  }
  interface Answer {
    status: number;
    text: string;
    code: number;
    message: string;
  }
  const send = async (q: Request): Promise<Answer> => {
    const res = await fetch(base + q.route, {
      method: q.method ?? 'POST',
      headers: q.headers,
      body: q.method === 'GET' ? undefined : q.body,
    });
    const text = await res.text();
    let code = res.ok ? 0 : res.status;
    let message = '';
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        const json = JSON.parse(text) as { code?: unknown; message?: unknown };
        code = typeof json.code === 'number' ? json.code : code;
        message = typeof json.message === 'string' ? json.message : '';
      } catch {
        // Not an envelope: judged by its status and text.
      }
    }
    return { status: res.status, text, code, message };
  };
  const envelope = (params: unknown, token: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ params, token, ch: '', t: deps.clock(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'fuzz', ...extra });
  const signed = (route: string, body: string): Request => ({
    route,
    body,
    headers: { 'content-type': 'application/json', sign: signBody(body, config.signSecret) },
  });

  // Accounts and ids the calls refer to.
  const raw = async (route: string, params: unknown = {}, token = '') => {
    const a = await send(signed(route, envelope(params, token)));
    return JSON.parse(a.text) as { code: number; message: string; data: any };
  };
  // Accounts are made in the database, not through /v1/user/token: its per-IP limit must not end the run.
  const account = async (isVisitor: boolean, premium = false) => {
    const now = deps.clock();
    const u = await createUser(db, { lang: 'en', isVisitor, now });
    await db
      .updateTable('users')
      .set({ gold_balance: 500, energy: 100, ...(premium && { vip_expire_at: now + 30 * 86_400_000 }) })
      .where('id', '=', u.id)
      .execute();
    return { uid: u.id, token: await issueToken(db, u.id, now) };
  };
  const newMember = (premium = false) => account(false, premium);
  const member = await newMember();
  const premium = await newMember(true);
  const other = await newMember();
  const visitor = await account(true);
  const expired = await newMember();
  await db
    .updateTable('tokens')
    .set({ expires_at: deps.clock() - 1 })
    .where('user_id', '=', expired.uid)
    .execute();
  const character = (await raw('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list[0] as { id: string };
  const session = (await raw('/v1/session/from/character', { characterId: character.id }, member.token)).data as {
    sessionId: string;
    messages?: { id: string }[];
  };
  const script = await db.selectFrom('scripts').select('id').where('character_id', '=', character.id).executeTakeFirst();
  const photo = await db
    .selectFrom('photos')
    .select('id')
    .where('character_id', '=', character.id)
    .where('in_chat', '=', 0)
    .executeTakeFirst();
  const plan = await db.selectFrom('vip_plans').select('id').executeTakeFirst();
  const goldItem = await db.selectFrom('gold_items').select('id').executeTakeFirst();
  const order = (await raw('/v1/gold/order/create', { id: goldItem?.id, comeFrom: 'fuzz' }, member.token)).data as {
    orderId?: string;
  } | null;
  const vipOrder = (await raw('/v1/vip/order/create', { id: plan?.id, comeFrom: 'fuzz' }, member.token)).data as {
    orderId?: string;
  } | null;
  const gift = ((await raw('/v1/gift/list', {}, member.token)).data?.list ?? [])[0] as { id?: string } | undefined;
  const message = await db.selectFrom('messages').select('id').where('session_id', '=', session.sessionId).executeTakeFirst();
  const card = Buffer.from(JSON.stringify({ spec: 'chara_card_v2', data: { name: 'Fuzz', description: 'A calm librarian.' } })).toString(
    'base64',
  );
  // A character of the member's own (from a card: free), with its gallery, for the calls on own characters.
  const own = (await raw('/v1/custom-character/import-card', { file: card, fileName: 'fuzz.json' }, member.token)).data as {
    id?: string;
  } | null;
  await opts.idle?.();
  const ownPhoto = own?.id ? await db.selectFrom('photos').select('id').where('character_id', '=', own.id).executeTakeFirst() : undefined;
  /** Calls that end the caller's session or account get an account of their own. */
  const ending = /\/(logout|danger-zone\/activate)$/;

  /** Field values by name (ids that exist), else one the shared schemas imply. */
  const plausible = (route: string, field: string): unknown => {
    const byName: Record<string, unknown> = {
      characterId: route.includes('/photograph/') && !route.endsWith('/list') ? own?.id : character.id,
      targetId: character.id,
      sessionId: session.sessionId,
      scriptId: script?.id,
      photoId: route.includes('/photograph/') ? ownPhoto?.id : photo?.id,
      orderId: route.startsWith('/v1/vip/') ? vipOrder?.orderId : order?.orderId,
      giftId: gift?.id,
      countryCode: 'DE',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      messageId: message?.id,
      email: `fuzz-${randomBytes(3).toString('hex')}@example.com`,
      code: '123456',
      phone: '+4915112345678',
      page: 1,
      pageSize: 10,
      content: 'Hello there',
      file: card,
      fileName: 'card.json',
      payMethod: 'OceanPayment',
      comeFrom: 'fuzz',
      returnUrl: '/pay/callback',
      uid: other.uid,
      id: route.startsWith('/v1/vip/')
        ? plan?.id
        : route.startsWith('/v1/gold/')
          ? goldItem?.id
          : route.startsWith('/v1/custom-character/')
            ? own?.id
            : character.id,
    };
    if (byName[field] !== undefined) return byName[field];
    const samples = dictionary.get(field);
    return samples ? r.pick(samples) : 'x';
  };

  const tokenOf = (): [string, unknown] => {
    const x = r.next();
    if (x < 0.45) return ['member', member.token];
    if (x < 0.6) return ['premium', premium.token];
    if (x < 0.72) return ['visitor', visitor.token];
    if (x < 0.8) return ['no token', ''];
    if (x < 0.85) return ['expired token', expired.token];
    if (x < 0.9) return ['unknown token', randomBytes(32).toString('hex')];
    if (x < 0.93) return ['600-char token', 'x'.repeat(600)];
    if (x < 0.95) return ['token as number', 12345];
    return ['another member', other.token];
  };

  /** One bad call for a route, described for the report. */
  const mutate = async (route: string, baseParams: Record<string, unknown>): Promise<{ what: string; request: Request }> => {
    const [tokenKind, token] = ending.test(route) ? ['own member', (await newMember()).token] : tokenOf();
    const fields = [...new Set([...Object.keys(baseParams), ...Array.from({ length: 3 }, () => r.pick([...dictionary.keys()]))])];
    const x = r.next();
    const params = { ...baseParams };
    let what: string;
    if (x < 0.55) {
      const field = r.pick(fields);
      const [name, value] = r.pick(badValues);
      params[field] = value();
      what = `${field}=${name}`;
    } else if (x < 0.65) {
      const bad = fields.filter(() => r.next() < 0.5).slice(0, 3);
      for (const f of bad) params[f] = r.pick(badValues)[1]();
      what = `${bad.join(',') || 'none'}=mixed bad`;
    } else if (x < 0.7) {
      params[`unknown_${Math.floor(r.next() * 100)}`] = r.pick(badValues)[1]();
      what = 'unknown field';
    } else if (x < 0.75) {
      const gone = r.pick(Object.keys(baseParams).length ? Object.keys(baseParams) : ['none']);
      delete params[gone];
      what = `missing ${gone}`;
    } else if (x < 0.8) {
      const [name, value] = r.pick(badValues);
      return { what: `params=${name} (${tokenKind})`, request: signed(route, envelope(value(), token)) };
    } else if (x < 0.88) {
      const envelopeBad: [string, Record<string, unknown>][] = [
        ['t as text', { t: 'yesterday' }],
        ['plat unknown', { plat: 'fridge' }],
        ['uuid 10 KB', { uuid: 'u'.repeat(10_000) }],
        ['ch object', { ch: { a: 1 } }],
        ['timezoneOffset NaN', { timezoneOffset: '-' }],
        ['publisher NUL', { publisher: 'a\u0000' }],
        ['extra envelope field', { admin: true, isVip: true }],
      ];
      const [name, extra] = r.pick(envelopeBad);
      return { what: `envelope ${name} (${tokenKind})`, request: signed(route, envelope(baseParams, token, extra)) };
    } else {
      const body = envelope(baseParams, token);
      const transport: [string, () => Request][] = [
        ['no sign', () => ({ route, body, headers: { 'content-type': 'application/json' } })],
        ['forged sign', () => ({ route, body, headers: { 'content-type': 'application/json', sign: 'f'.repeat(32) } })],
        [
          'sign of another body',
          () => ({ route, body, headers: { 'content-type': 'application/json', sign: signBody(`${body} `, config.signSecret) } }),
        ],
        ['truncated JSON', () => signed(route, body.slice(0, Math.floor(body.length / 2)))],
        ['trailing garbage', () => signed(route, `${body}}`)],
        ['JSON null', () => signed(route, 'null')],
        ['JSON array', () => signed(route, '[1,2]')],
        ['JSON string', () => signed(route, '"params"')],
        ['BOM', () => signed(route, `\uFEFF${body}`)],
        ['empty body', () => signed(route, '')],
        ['duplicate keys', () => signed(route, `{"params":{},"params":[],"token":${JSON.stringify(token)}}`)],
        ['raw NUL byte', () => signed(route, body.replace('"params":{', '"params":{"\u0000":1,'))],
        [
          '5000 levels deep',
          () => signed(route, `{"params":{"x":${'['.repeat(5000)}${']'.repeat(5000)}},"token":${JSON.stringify(token)}}`),
        ],
        [
          'text/plain',
          () => ({ ...signed(route, body), headers: { 'content-type': 'text/plain', sign: signBody(body, config.signSecret) } }),
        ],
        ['GET', () => ({ ...signed(route, body), method: 'GET' })],
      ];
      const [name, make] = r.pick(transport);
      return { what: `${name} (${tokenKind})`, request: make() };
    }
    return { what: `${what} (${tokenKind})`, request: signed(route, envelope(params, token)) };
  };

  const found = new Map<string, Offender>();
  const note = (route: string, problem: Offender['problem'], input: string, answer: string) => {
    const key = `${route} ${problem}`;
    const o = found.get(key) ?? { route, problem, count: 0, input, answer: answer.slice(0, 300) };
    o.count++;
    found.set(key, o);
  };
  let calls = 0;
  let refused = 0;
  const reached = new Set<string>();
  let before = await snapshot();
  const settle = async () => {
    await opts.idle?.();
    before = await snapshot();
  };
  /** Send, judge, and keep the database state the next call is compared with. */
  const judge = async (route: string, what: string, request: Request): Promise<Answer> => {
    const answer = await send(request);
    calls++;
    const label = `${what}: ${request.body.slice(0, 200)}`;
    if (answer.status >= 500) note(route, '5xx', label, `${answer.status} ${answer.text}`);
    if (
      LEAK.test(answer.message) ||
      (!answer.text.startsWith('{') && !answer.text.startsWith('event:') && !answer.text.startsWith('data:') && LEAK.test(answer.text))
    ) {
      note(route, 'leak', label, answer.text);
    }
    if (answer.code === 0) {
      reached.add(route);
      await settle();
      return answer;
    }
    refused++;
    const after = await snapshot();
    const diff = changed(before, after);
    if (diff.length) {
      // Background work of an earlier call can land here: the same refused call again decides.
      await settle();
      await send(request);
      const again = changed(before, await snapshot());
      if (again.length) note(route, 'write on refusal', label, `${answer.code} ${answer.message} — changed ${again.join(', ')}`);
      await settle();
    } else before = after;
    return answer;
  };

  const started = performance.now();
  for (const route of routes) {
    // Probe the fields the route requires, so mutations reach past its schema.
    const params: Record<string, unknown> = {};
    for (let i = 0; i < 4; i++) {
      const token = ending.test(route) ? (await newMember()).token : member.token;
      await settle();
      const a = await judge(route, 'probe', signed(route, envelope(params, token)));
      if (process.env.FUZZ_DEBUG && route.includes(process.env.FUZZ_DEBUG))
        console.log(route, JSON.stringify(params).slice(0, 200), '→', a.code, a.message);
      const missing = a.code === 1000 ? fieldsNamed(a.message).filter((f) => !(f in params)) : [];
      if (!missing.length) break;
      for (const f of missing) params[f] = plausible(route, f);
    }
    // The classes found before, on every route whatever the dice say: NUL in every field, nesting
    // thousands deep, params that are not an object.
    const fixed: [string, string][] = [
      [
        'NUL in every field',
        envelope(
          Object.fromEntries(
            Object.keys(params).map((k) => [k, typeof params[k] === 'string' ? `${params[k] as string}\u0000` : '\u0000']),
          ),
          member.token,
        ),
      ],
      [
        'params 5000 levels deep',
        `{"params":{"extraJson":${'{"a":['.repeat(2500)}1${']}'.repeat(2500)}},"token":${JSON.stringify(member.token)}}`,
      ],
      ['params an array', envelope([params], member.token)],
    ];
    for (const [what, body] of ending.test(route) ? [] : fixed) await judge(route, what, signed(route, body));
    for (let i = 0; i < opts.perRoute; i++) {
      const { what, request } = await mutate(route, params);
      if (ending.test(route)) await settle();
      await judge(route, what, request);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  server.close();
  const offenders = [...found.values()].sort((a, b) => b.count - a.count);
  const sum = (p: Offender['problem']) => offenders.filter((o) => o.problem === p).reduce((n, o) => n + o.count, 0);
  return {
    dialect,
    routes: routes.length,
    reached: reached.size,
    unreached: routes.filter((x) => !reached.has(x)),
    calls,
    seconds,
    refused,
    e5xx: sum('5xx'),
    leaks: sum('leak'),
    writesOnRefusal: sum('write on refusal'),
    offenders,
  };
}

export function formatReport(reports: FuzzReport[]): string {
  const lines = ['dialect    routes  reached   calls  calls/s  refused  5xx  leaks  writes-on-refusal'];
  for (const x of reports) {
    lines.push(
      `${x.dialect.padEnd(10)} ${String(x.routes).padStart(6)} ${String(x.reached).padStart(8)} ${String(x.calls).padStart(7)} ${(x.calls / x.seconds).toFixed(0).padStart(8)} ${String(x.refused).padStart(8)} ${String(x.e5xx).padStart(4)} ${String(x.leaks).padStart(6)} ${String(x.writesOnRefusal).padStart(18)}`,
    );
  }
  for (const x of reports) if (x.unreached.length) lines.push(`never answered 0 on ${x.dialect}: ${x.unreached.join(' ')}`);
  for (const x of reports) {
    if (!x.offenders.length) continue;
    lines.push('', `worst offenders on ${x.dialect}:`);
    for (const o of x.offenders.slice(0, 15))
      lines.push(`  ${o.count}× ${o.problem} ${o.route}\n      sent ${o.input}\n      got  ${o.answer}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Command line: a seeded database per dialect, the real app, a fixed clock.

const flatImages = {
  name: 'flat',
  generate: async () =>
    sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 180, g: 90, b: 120 } } })
      .png()
      .toBuffer(),
};

async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string, dflt: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args.splice(i, 2)[1]) : dflt;
  };
  const perRoute = flag('--per-route', 60);
  const seed = flag('--seed', 20261122);
  const dialects = args.length ? args : ['sqlite', 'postgres'];
  const [
    { readConfig },
    { createDeps },
    { createApp: makeApp },
    { silentLogger },
    { seedDemo },
    { startPostgres },
    { generationIdle },
    { memoryIdle },
  ] = await Promise.all([
    import('../server/config.js'),
    import('../server/deps-factory.js'),
    import('../server/app.js'),
    import('../server/deps.js'),
    import('../server/db/seed/seed.js'),
    import('../server/test/postgres.js'),
    import('../server/domain/custom-characters/generation.js'),
    import('../server/domain/chat/memory.js'),
  ]);
  const reports: FuzzReport[] = [];
  for (const dialect of dialects) {
    const dataDir = mkdtempSync(join(tmpdir(), `fuzz-${dialect}-`));
    let databaseUrl = `sqlite:${join(dataDir, 'app.db')}`;
    let cleanup = async () => {};
    if (dialect === 'postgres') {
      const cluster = process.env.DATABASE_URL ? null : await startPostgres();
      const adminUrl = process.env.DATABASE_URL ?? cluster?.url('postgres');
      if (!adminUrl) throw new Error('PostgreSQL: set DATABASE_URL or install postgresql');
      const name = `fuzz_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      databaseUrl = u.toString();
      cleanup = async () => {
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await a.end();
        cluster?.stop();
      };
    }
    const now = Date.now();
    const config = readConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DIST_DIR: join(dataDir, 'no-dist'),
      PORT: '0',
      ...(process.env.FUZZ_RATE_LIMITS !== 'on' && { RATE_LIMITS: 'off' }),
    });
    const deps = await createDeps(config, { log: silentLogger, clock: () => now });
    await seedDemo(deps.db, { dataDir, image: flatImages, now });
    deps.image = flatImages;
    const report = await fuzz(makeApp(deps), deps, dialect, { perRoute, seed, idle: () => Promise.all([generationIdle(), memoryIdle()]) });
    reports.push(report);
    console.log(formatReport([report]));
    await deps.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (reports.length > 1) console.log(`\n${formatReport(reports)}`);
  process.exit(reports.some((x) => x.e5xx + x.leaks + x.writesOnRefusal > 0) ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
