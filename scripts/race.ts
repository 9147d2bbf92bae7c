/**
 * The race suite: every limit the database decides, fired at 50 concurrent calls over real HTTP
 * (node:http through @hono/node-server), on SQLite and on PostgreSQL. Prints one table: per rule
 * and dialect, how many calls got through against how many may, the 5xx answers and the time.
 *
 *   node --import tsx scripts/race.ts [sqlite|postgres]...
 *
 * PostgreSQL: DATABASE_URL=postgres://… (its database gets test accounts), else a throwaway
 * cluster (Debian's postgresql package). The per-IP throttles are turned off (RATE_LIMITS=off):
 * what is measured is the rule underneath them, which must hold for calls that pass the throttle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { sign } from '@tma.js/init-data-node';
import pg from 'pg';
import sharp from 'sharp';
import { readConfig } from '../server/config.js';
import { createDeps } from '../server/deps-factory.js';
import { createApp } from '../server/app.js';
import { silentLogger } from '../server/deps.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { issueCode } from '../server/domain/accounts/codes.js';
import { startPostgres } from '../server/test/postgres.js';
import { signBody } from '../shared/sign.js';

const N = 50;
const BOT_TOKEN = '123456:race-suite-bot-token';
type Dialect = 'sqlite' | 'postgres';
type Answer = { code: number; message: string; data: any };
interface Row {
  rule: string;
  dialect: Dialect;
  accepted: number;
  allowed: number;
  e5xx: number;
  ms: number;
}

/** A quick stand-in for the renderer when seeding: the catalogue's pictures are not under test. */
const flatImages = {
  name: 'flat',
  generate: async () =>
    sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 180, g: 90, b: 120 } } })
      .png()
      .toBuffer(),
};

async function suite(dialect: Dialect, databaseUrl: string | null): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `race-${dialect}-`));
  const config = readConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? `sqlite:${join(dataDir, 'app.db')}`,
    DIST_DIR: join(dataDir, 'no-dist'),
    RATE_LIMITS: 'off',
    BOT_TOKEN,
    PORT: '0',
  });
  const deps = await createDeps(config, { log: silentLogger });
  const { db } = deps;
  await seedDemo(db, { dataDir, image: flatImages, now: Date.now() });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async (path: string, params: unknown = {}, token = ''): Promise<Answer> => {
    const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'race' });
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: signBody(body, config.signSecret) },
      body,
    });
    return (await res.json()) as Answer;
  };
  const visitor = async () => {
    const v = await call('/v1/user/token');
    return { token: v.data.token as string, uid: v.data.uid as string };
  };
  const member = async () => {
    const v = await visitor();
    await db.updateTable('users').set({ is_visitor: 0 }).where('id', '=', v.uid).execute();
    return v;
  };
  const [character] = (await call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const chat = async (u: { token: string }, tour = false) =>
    (await call(tour ? '/v1/tour/session/from/character' : '/v1/session/from/character', { characterId: character.id }, u.token)).data
      .sessionId as string;
  const count = async (table: 'users' | 'identities' | 'ledger') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const rows: Row[] = [];
  /** Fire the calls at once; `accepted` reads the outcome (from the answers or the database). */
  async function race(
    rule: string,
    allowed: number,
    calls: Array<() => Promise<Answer>>,
    accepted: (rs: Answer[]) => number | Promise<number>,
  ) {
    const started = performance.now();
    const rs = await Promise.all(calls.map((f) => f()));
    const ms = Math.round(performance.now() - started);
    rows.push({ rule, dialect, accepted: await accepted(rs), allowed, e5xx: rs.filter((r) => r.code === 500).length, ms });
  }
  const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
  const ok = (rs: Answer[]) => rs.filter((r) => r.code === 0).length;

  // 1. A login code: 5 tries, however many guesses arrive at once.
  const wrongAnswers = (rs: Answer[]) => rs.filter((r) => /Wrong verification code/.test(r.message)).length;
  {
    const email = `burn-${randomUUID()}@example.com`;
    const { code } = await issueCode(db, 'email', email, Date.now());
    const wrong = code === '000000' ? '111111' : '000000';
    await race(
      'login code: 50 wrong guesses answered "wrong"',
      4,
      times(N, () => () => call('/v1/login/email', { email, code: wrong })),
      wrongAnswers,
    );
    await race('login code: the right code once burnt', 0, [() => call('/v1/login/email', { email, code })], ok);
  }
  {
    const email = `guess-${randomUUID()}@example.com`;
    const { code } = await issueCode(db, 'email', email, Date.now());
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = [...times(N - 1, () => wrong), code];
    await race(
      'login code: 49 wrong + right, guesses compared',
      5,
      guesses.map((c) => () => call('/v1/login/email', { email, code: c })),
      (rs) => wrongAnswers(rs) + ok(rs),
    );
  }
  {
    const email = `once-${randomUUID()}@example.com`;
    const { code } = await issueCode(db, 'email', email, Date.now());
    await race(
      'login code: one right code used 50 times',
      1,
      times(N, () => () => call('/v1/login/email', { email, code })),
      ok,
    );
  }
  {
    const email = `magic-${randomUUID()}@example.com`;
    const { magic } = await issueCode(db, 'email', email, Date.now(), true);
    await race(
      'magic link used 50 times',
      1,
      times(N, () => () => call('/v1/login/email', { magicToken: magic })),
      ok,
    );
  }
  {
    const email = `resend-${randomUUID()}@example.com`;
    await race(
      'login mail: one per address a minute',
      1,
      times(N, () => () => call('/v1/login/email/request-login', { email, useShortCode: true })),
      ok,
    );
  }
  // 6. First logins of one new person: one user, one identity, no 5xx.
  {
    const before = await count('users');
    const initData = sign(
      { user: { id: Math.floor(Math.random() * 1e9), first_name: 'Race' } as never, signature: 'race' } as never,
      BOT_TOKEN,
      new Date(),
    );
    await race(
      'first Telegram login of one user, 50 at once: users made',
      1,
      times(N, () => () => call('/v1/login/telegram', { initData })),
      async () => (await count('users')) - before,
    );
    const a = await member();
    const b = await member();
    const subject = String(Math.floor(Math.random() * 1e9));
    const data = sign({ user: { id: Number(subject), first_name: 'Bind' } as never, signature: 'race' } as never, BOT_TOKEN, new Date());
    await race(
      'bind one Telegram account from 2 users: owners',
      1,
      times(N, (i) => () => call('/v1/user/bind/telegram', { initData: data }, i % 2 ? a.token : b.token)),
      async () => {
        const owners = await db
          .selectFrom('identities')
          .select('user_id')
          .where('type', '=', 'telegram')
          .where('subject', '=', subject)
          .execute();
        return new Set(owners.map((o) => o.user_id)).size;
      },
    );
  }
  // 2. The lazy energy refill after a 3 h gap.
  {
    const m = await member();
    await db
      .updateTable('users')
      .set({ energy: 60, energy_refilled_at: Date.now() - 3 * 3600_000 - 60_000 })
      .where('id', '=', m.uid)
      .execute();
    await race(
      'energy refill after 3 h, 50 reads: refills written',
      1,
      times(N, () => () => call('/v1/user/my-profile', {}, m.token)),
      async () => (await db.selectFrom('ledger').select('id').where('user_id', '=', m.uid).where('reason', '=', 'refill').execute()).length,
    );
  }
  // 7. Daily gifts and the tour's free messages.
  {
    const m = await member();
    await db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', m.uid).execute();
    const sessionId = await chat(m);
    await race(
      'free gifts a day (50 at once)',
      3,
      times(N, () => () => call('/v1/session/gift/send', { sessionId, giftId: 'rose' }, m.token)),
      ok,
    );
  }
  {
    const v = await visitor();
    const sessionId = await chat(v, true);
    await race(
      'tour messages of a visitor (50 at once)',
      5,
      times(N, (i) => () => call('/v1/tour/session/chat', { sessionId, content: `hi ${i}`, clientMsgId: randomUUID() }, v.token)),
      ok,
    );
  }
  // A visitor signing in to an existing account: folded into it once (account_merges' key).
  {
    const initData = sign(
      { user: { id: Math.floor(Math.random() * 1e9), first_name: 'Merge' } as never, signature: 'race' } as never,
      BOT_TOKEN,
      new Date(),
    );
    await call('/v1/login/telegram', { initData });
    const v = await visitor();
    await chat(v, true);
    await race(
      'visitor signing in to an existing account, 50 at once: merges',
      1,
      times(N, () => () => call('/v1/login/telegram', { initData }, v.token)),
      async () => (await db.selectFrom('account_merges').select('visitor_id').where('visitor_id', '=', v.uid).execute()).length,
    );
  }
  // 8. A visitor outside the tour.
  {
    const v = await visitor();
    const sessionId = await chat(v, true);
    await race(
      'visitor chat outside the tour (50 at once)',
      0,
      times(N, (i) => () => call('/v1/session/chat', { sessionId, content: `hi ${i}`, clientMsgId: randomUUID() }, v.token)),
      ok,
    );
    await db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', v.uid).execute();
    await race(
      'visitor questionnaire coins (50 at once)',
      0,
      times(N, () => () => call('/v1/user/questionnaire/submit', { answers: Array(12).fill('yes') }, v.token)),
      ok,
    );
  }
  // 9. The hourly photo teaser (the built-in renderer draws it).
  {
    const m = await member();
    const sessionId = await chat(m);
    await race(
      'free photo teaser an hour (50 at once)',
      1,
      times(N, () => () => call('/v1/session/photo/request', { sessionId }, m.token)),
      ok,
    );
  }
  // 15. A refused visitor order writes nothing.
  {
    const before = (await count('users')) + (await count('ledger'));
    await race(
      'refused visitor orders: rows written',
      0,
      times(N, () => () => call('/v1/vip/order/visitor-create', { id: 'no-such-plan', comeFrom: 'tour' })),
      async () => (await count('users')) + (await count('ledger')) - before,
    );
  }

  await new Promise<void>((r) => server.close(() => r()));
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

async function postgresUrl(): Promise<{ url: string; stop(): void } | null> {
  const given = process.env.DATABASE_URL;
  if (given?.startsWith('postgres')) return { url: given, stop() {} };
  const cluster = await startPostgres();
  if (!cluster) return null;
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE race');
  await admin.end();
  return { url: cluster.url('race'), stop: () => cluster.stop() };
}

const wanted = (process.argv.slice(2).length ? process.argv.slice(2) : ['sqlite', 'postgres']) as Dialect[];
const rows: Row[] = [];
if (wanted.includes('sqlite')) rows.push(...(await suite('sqlite', null)));
if (wanted.includes('postgres')) {
  const pgDb = await postgresUrl();
  if (!pgDb) console.warn('PostgreSQL not found: set DATABASE_URL or install postgresql');
  else {
    try {
      rows.push(...(await suite('postgres', pgDb.url)));
    } finally {
      pgDb.stop();
    }
  }
}

const header = ['rule', 'dialect', 'accepted', 'allowed', '5xx', 'ms', 'result'];
const cells = rows.map((r) => [
  r.rule,
  r.dialect,
  String(r.accepted),
  String(r.allowed),
  String(r.e5xx),
  String(r.ms),
  r.accepted <= r.allowed && r.e5xx === 0 ? 'ok' : 'BROKEN',
]);
const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
const line = (c: string[]) =>
  c
    .map((x, i) => (i >= 2 && i <= 5 ? x.padStart(widths[i]!) : x.padEnd(widths[i]!)))
    .join('  ')
    .trimEnd();
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const c of cells) console.log(line(c));
process.exit(cells.some((c) => c[6] === 'BROKEN') ? 1 : 0);
