/**
 * Crash test: the real server (compiled as deployed) as a child process, a burst of chat turns,
 * gifts and paid coin orders from several users, kill -9 in the middle, a restart, then the books
 * are checked:
 *   node --import tsx scripts/crash.ts [sqlite] [postgres] [--users N] [--turns N]
 * Prints per dialect: calls in flight at the kill, what the restart recovered, mismatches (all
 * must be 0) and restart-to-ready ms. PostgreSQL runs on a throwaway cluster (server/test/postgres.ts).
 * scripts/crash.test.ts runs one short cycle of the same in `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase, type Db } from '../server/db/connect.js';
import { DEV_SIGN_SECRET, signBody } from '../shared/sign.js';
import { hmacHex } from '../server/providers/payment/signature.js';
import { sandboxWebhookSecret } from '../server/providers/payment/sandbox.js';
import { chunk, DONE, startFakeOpenAi, startSse, type FakeOpenAiServer } from '../server/providers/llm/test-support/fake-openai-server.js';
import { startPostgres } from '../server/test/postgres.js';
import { CustomCharacterState } from '../shared/enums.js';
import { buildServer } from './build-server.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const SECRET = DEV_SIGN_SECRET;

export interface CrashOptions {
  dialect: 'sqlite' | 'postgres';
  /** Empty (or seeded) DATA_DIR of the server; removed by the caller. */
  dataDir: string;
  /** sqlite:<file> or postgres://… */
  databaseUrl: string;
  users?: number;
  turnsPerUser?: number;
  giftsPerUser?: number;
  /** Coin orders each user pays one after another during the burst, until the kill. */
  ordersPerUser?: number;
  /** Seed the demo catalogue at the first start (a fresh database needs it). */
  seed?: boolean;
  /** The compiled server's main.js (scripts/build-server.ts): what is deployed is what crashes. */
  entry: string;
  log?: (line: string) => void;
}

export interface CrashFigures {
  dialect: string;
  sent: { generations: number; chat: number; gift: number; order: number };
  inFlightAtKill: { generations: number; chat: number; gift: number; order: number };
  recovered: { failedMessages: number; creditedOrders: number; resumedJobs: number; failedJobs: number };
  retried: { chat: number; answered: number; webhooks: number };
  mismatches: {
    /** Users whose energy or coins differ from the sum of their ledger rows. */
    balance: number;
    /** Ledger rows whose balance_after is not the previous one plus the amount. */
    chain: number;
    pendingLeft: number;
    /** Replies charged more than once, or charges without their reply. */
    doubleCharged: number;
    /** Interrupted turns that a retry did not answer with exactly one saved, charged reply. */
    unanswered: number;
    /** Orders with a recorded payment and no (or more than one) credit. */
    uncredited: number;
    /** Custom characters still generating after the restart, or refunded other than their charge. */
    generations: number;
  };
  firstStartMs: number;
  restartToReadyMs: number;
  totalMs: number;
}

interface Server {
  child: ChildProcess;
  base: string;
  /** Every line the server wrote (its JSON logs go to stdout, warnings to stderr). */
  logs: string[];
}

/** node <entry> (the compiled server); resolves once it listens. */
async function startServer(entry: string, env: Record<string, string>): Promise<Server & { readyMs: number }> {
  const t0 = Date.now();
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const keep = (d: string) => logs.push(...d.split('\n').filter(Boolean));
  child.stderr!.setEncoding('utf8').on('data', keep);
  const base = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server not ready in 60 s:\n${logs.join('\n')}`)), 60_000);
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      keep(d);
      out += d;
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${logs.join('\n')}`));
    });
  });
  child.removeAllListeners('exit');
  return { child, base, logs, readyMs: Date.now() - t0 };
}

function stopServer(s: Server, signal: NodeJS.Signals): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    s.child.once('exit', () => ok());
    s.child.kill(signal);
  });
}

type Answer = { code: number; message: string; data: any };

/** A signed /v1 call, as the mini-app makes it. */
function caller(base: string, dispatcher: Agent) {
  return async function call(path: string, params: unknown = {}, token = ''): Promise<Answer> {
    const body = JSON.stringify({ params, token, ch: '', t: Date.now(), timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'crash' });
    const res = await request(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: signBody(body, SECRET) },
      body,
      dispatcher,
    });
    return (await res.body.json()) as Answer;
  };
}

function codeFor(dataDir: string, email: string): string {
  const dir = join(dataDir, 'outbox');
  for (const f of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(join(dir, f), 'utf8');
    if (text.includes(email))
      return /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )![1]!;
  }
  throw new Error(`no login mail for ${email}`);
}

/** Replies stream slowly (≈ 0.4 s each) so the kill lands while many are being written. */
function slowProvider(fake: FakeOpenAiServer) {
  fake.handle(async (_req, res) => {
    startSse(res);
    for (let i = 0; i < 12; i++) {
      if (res.destroyed) return;
      res.write(chunk(`word${i} `));
      await new Promise((r) => setTimeout(r, 35));
    }
    if (!res.destroyed) res.end(DONE);
  });
}

interface Turn {
  token: string;
  sessionId: string;
  clientMsgId: string;
  content: string;
  settled: boolean;
  code?: number;
}

interface Order {
  token: string;
  orderId?: string;
  amountCents?: number;
  settled: boolean;
}

export async function crashCycle(opts: CrashOptions): Promise<CrashFigures> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const users = opts.users ?? 8;
  const turnsPerUser = opts.turnsPerUser ?? 6;
  const giftsPerUser = opts.giftsPerUser ?? 2;
  const ordersPerUser = opts.ordersPerUser ?? 50;
  const fake = await startFakeOpenAi();
  slowProvider(fake);
  const images = await startFakeImages();
  const env = {
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LLM_BASE_URL: fake.baseURL,
    RATE_LIMITS: 'off',
    PAYMENT_SANDBOX: '1',
    SEED_DEMO: opts.seed ? '1' : '0',
    SIGN_SECRET: SECRET,
    DIST_DIR: join(opts.dataDir, 'no-dist'),
    BOT_TOKEN: '',
    PUBLIC_URL: '',
    NODE_ENV: 'development',
    IMAGE_BASE_URL: images.baseUrl,
  };
  const dispatcher = new Agent({ connections: 256, pipelining: 0 });
  let server = await startServer(opts.entry, env);
  const firstStartMs = server.readyMs;
  log(`${opts.dialect}: first start ${firstStartMs} ms`);
  let call = caller(server.base, dispatcher);
  const db = (await openDatabase(opts.databaseUrl)).db;

  try {
    // Users log in by email (code from the outbox) and open a chat.
    const [character] = (await call('/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    const gift = ((await call('/v1/gift/list')).data.list as Array<{ id: string; premiumOnly: boolean; price: number }>)
      .filter((g) => !g.premiumOnly)
      .sort((a, b) => a.price - b.price)[0]!;
    const people: Array<{ token: string; sessionId: string }> = [];
    for (let i = 0; i < users; i++) {
      const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
      await call('/v1/login/email/request-login', { email, useShortCode: true });
      const login = await call('/v1/login/email', { email, code: codeFor(opts.dataDir, email) });
      if (login.code !== 0) throw new Error(`login: ${login.message}`);
      const s = await call('/v1/session/from/character', { characterId: character.id }, login.data.token);
      if (s.code !== 0) throw new Error(`session: ${s.message}`);
      people.push({ token: login.data.token, sessionId: s.data.sessionId });
    }
    // Coins for the gifts, paid through the sandbox before the burst.
    for (const p of people) await payOrder(call, server.base, dispatcher, { token: p.token, settled: false });

    // The burst; character pictures now take a while, so the kill finds generations running.
    images.state.delayMs = 400;
    const turns: Turn[] = [];
    const gifts: Array<{ settled: boolean }> = [];
    const creations: Array<{ settled: boolean }> = [];
    const orders: Order[] = [];
    const jobs: Promise<unknown>[] = [];
    const kill = new AbortController();
    for (const p of people) {
      const c = { settled: false };
      creations.push(c);
      jobs.push(
        call('/v1/custom-character/create', CHARACTER, p.token)
          .catch(() => undefined)
          .finally(() => (c.settled = true)),
      );
      for (let i = 0; i < turnsPerUser; i++) {
        const t: Turn = { token: p.token, sessionId: p.sessionId, clientMsgId: randomUUID(), content: `message ${i}`, settled: false };
        turns.push(t);
        jobs.push(
          call('/v1/session/chat', { sessionId: t.sessionId, content: t.content, clientMsgId: t.clientMsgId }, t.token)
            .then((r) => (t.code = r.code))
            .catch(() => undefined)
            .finally(() => (t.settled = true)),
        );
      }
      for (let i = 0; i < giftsPerUser; i++) {
        const g = { settled: false };
        gifts.push(g);
        jobs.push(
          call('/v1/session/gift/send', { sessionId: p.sessionId, giftId: gift.id }, p.token)
            .catch(() => undefined)
            .finally(() => (g.settled = true)),
        );
      }
      // Orders one after another until the kill (at most ordersPerUser): one is always under way.
      jobs.push(
        (async () => {
          for (let i = 0; i < ordersPerUser; i++) {
            if (kill.signal.aborted) break;
            const o: Order = { token: p.token, settled: false };
            orders.push(o);
            const ok = await payOrder(call, server.base, dispatcher, o).then(
              () => true,
              () => false,
            );
            o.settled = true;
            if (!ok) break;
          }
        })(),
      );
    }
    // Kill once replies are being streamed and some turns are already answered.
    const killBy = Date.now() + 10_000;
    while (Date.now() < killBy && turns.filter((t) => t.settled).length < Math.max(1, Math.floor(turns.length / 4))) await sleep(10);
    const running = Number(
      (
        await db
          .selectFrom('character_jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const inFlightAtKill = {
      generations: running,
      chat: turns.filter((t) => !t.settled).length,
      gift: gifts.filter((g) => !g.settled).length,
      order: orders.filter((o) => !o.settled).length,
    };
    kill.abort();
    await stopServer(server, 'SIGKILL');
    await Promise.allSettled(jobs);
    log(
      `${opts.dialect}: killed with ${inFlightAtKill.chat} turns, ${inFlightAtKill.gift} gifts, ${inFlightAtKill.order} orders, ${inFlightAtKill.generations} generations in flight`,
    );

    // Restart; recovery runs before it listens.
    server = await startServer(opts.entry, env);
    const restartToReadyMs = server.readyMs;
    call = caller(server.base, dispatcher);
    const pendingLeft = Number(
      (
        await db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const report = server.logs
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return null;
        }
      })
      .find((l) => l?.msg === 'recovered after a restart');
    const recovered = {
      failedMessages: Number(report?.failedMessages ?? 0),
      creditedOrders: Number(report?.creditedOrders ?? 0),
      resumedJobs: Number(report?.resumedJobs ?? 0),
      failedJobs: Number(report?.failedJobs ?? 0),
    };

    // Every interrupted turn retried once with its clientMsgId; the gateway redelivers every webhook.
    const interrupted = turns.filter((t) => t.code !== 0);
    const retries = await Promise.all(
      interrupted.map((t) =>
        call('/v1/session/chat', { sessionId: t.sessionId, content: t.content, clientMsgId: t.clientMsgId }, t.token).catch(() => null),
      ),
    );
    const answered = retries.filter((r) => r?.code === 0).length;
    const known = orders.filter((o) => o.orderId);
    await Promise.all(known.map((o) => webhook(server.base, dispatcher, o).catch(() => undefined)));

    // Resumed generations finish (or fail and refund) in the background: wait for them.
    const settleBy = Date.now() + 20_000;
    while (
      Date.now() < settleBy &&
      Number(
        (
          await db
            .selectFrom('character_jobs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ) > 0
    )
      await sleep(100);
    const mismatches = {
      ...(await books(db)),
      pendingLeft,
      unanswered: 0,
      uncredited: await uncredited(db),
      generations: await unsettledGenerations(db),
    };
    for (const [i, t] of interrupted.entries()) {
      const replies = await db
        .selectFrom('messages')
        .select('id')
        .where('session_id', '=', t.sessionId)
        .where('client_msg_id', '=', `${t.clientMsgId}:reply`)
        .execute();
      const charges =
        replies.length === 1
          ? await db.selectFrom('ledger').select('id').where('ref_id', '=', replies[0]!.id).where('reason', '=', 'chat').execute()
          : [];
      if (retries[i]?.code !== 0 || replies.length !== 1 || charges.length !== 1) mismatches.unanswered++;
    }
    return {
      dialect: opts.dialect,
      sent: { generations: creations.length, chat: turns.length, gift: gifts.length, order: orders.length },
      inFlightAtKill,
      recovered,
      retried: { chat: interrupted.length, answered, webhooks: known.length },
      mismatches,
      firstStartMs,
      restartToReadyMs,
      totalMs: Date.now() - started,
    };
  } finally {
    await stopServer(server, 'SIGTERM');
    await db.destroy();
    await dispatcher.close();
    await fake.close();
    await images.close();
  }
}

/** The seed's pictures come from here (one small PNG) instead of the built-in renderer: seconds, not half a minute. */
async function startFakeImages() {
  const png = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#c06' } })
    .png()
    .toBuffer();
  const answer = JSON.stringify({ created: 1, data: [{ b64_json: png.toString('base64') }] });
  const state = { delayMs: 0 };
  const server = createServer((req, res) => {
    req.resume().on('end', () => setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(answer), state.delayMs));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    state,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** Create a coin order, start its sandbox payment, and deliver the gateway's signed webhook. */
async function payOrder(call: ReturnType<typeof caller>, base: string, dispatcher: Agent, o: Order) {
  const created = await call('/v1/gold/order/create', { id: 'gold-300', comeFrom: 'crash' }, o.token);
  if (created.code !== 0) throw new Error(`order: ${created.message}`);
  o.orderId = created.data.orderId;
  o.amountCents = Math.round(created.data.amount * 100);
  await call('/v1/gold/order/payment', { orderId: o.orderId, payMethod: 'OceanPayment' }, o.token);
  await webhook(base, dispatcher, o);
}

async function webhook(base: string, dispatcher: Agent, o: Order) {
  const body = JSON.stringify({
    provider: 'sandbox',
    orderId: o.orderId,
    paymentId: `sbx_${o.orderId}`,
    status: 'paid',
    amountCents: o.amountCents,
    currency: 'USD',
    time: Date.now(),
  });
  const res = await request(`${base}/hooks/pay/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': hmacHex(sandboxWebhookSecret({ signSecret: SECRET }), body) },
    body,
    dispatcher,
  });
  await res.body.dump();
}

/** Balances against the ledger for every user, and each row against the one before it. */
async function books(db: Db): Promise<{ balance: number; chain: number; doubleCharged: number }> {
  const users = await db.selectFrom('users').select(['id', 'energy', 'gold_balance']).execute();
  const rows = await db.selectFrom('ledger').select(['user_id', 'currency', 'amount', 'balance_after']).orderBy('id').execute();
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  let balance = 0;
  let chain = 0;
  for (const u of users) {
    const mine = byUser.get(u.id) ?? [];
    for (const [currency, held] of [
      ['energy', u.energy],
      ['gold', u.gold_balance],
    ] as const) {
      let running = 0;
      for (const r of mine.filter((x) => x.currency === currency)) {
        running += r.amount;
        if (r.balance_after !== running) chain++;
      }
      if (running !== held) balance++;
    }
  }
  // Each charged reply exactly once; no chat charge without its saved reply.
  const charges = await db
    .selectFrom('ledger')
    .leftJoin('messages', 'messages.id', 'ledger.ref_id')
    .select(['ledger.ref_id', 'messages.id as message'])
    .where('ledger.reason', '=', 'chat')
    .execute();
  const seen = new Map<string, number>();
  for (const c of charges) seen.set(c.ref_id ?? '', (seen.get(c.ref_id ?? '') ?? 0) + 1);
  const doubleCharged = [...seen.values()].filter((n) => n > 1).length + charges.filter((c) => !c.message).length;
  return { balance, chain, doubleCharged };
}

/**
 * Custom characters left generating, or whose charge and refund do not match their state: a
 * failed one is refunded exactly its charge, a finished one not at all.
 */
async function unsettledGenerations(db: Db): Promise<number> {
  const made = await db.selectFrom('characters').select(['id', 'state']).where('owner_id', 'is not', null).execute();
  let bad = 0;
  for (const c of made) {
    const rows = await db.selectFrom('ledger').select(['amount', 'reason']).where('ref_id', '=', c.id).execute();
    const charged = -rows.filter((r) => r.reason === 'create_character').reduce((s, r) => s + r.amount, 0);
    const refunded = rows.filter((r) => r.reason === 'refund').reduce((s, r) => s + r.amount, 0);
    if (c.state === CustomCharacterState.creating) bad++;
    else if (c.state === CustomCharacterState.createFail ? refunded !== charged : refunded !== 0) bad++;
  }
  return bad;
}

/** Orders whose payment is recorded but not credited exactly once. */
async function uncredited(db: Db): Promise<number> {
  const paid = await db.selectFrom('orders').select(['id', 'status', 'credited_at']).where('provider_ref', 'is not', null).execute();
  let bad = 0;
  for (const o of paid) {
    const credits = await db
      .selectFrom('ledger')
      .select('id')
      .where('ref_id', '=', o.id)
      .where('reason', 'in', ['gold_order', 'vip_order'])
      .execute();
    if (o.credited_at === null || credits.length !== 1) bad++;
  }
  return bad;
}

const CHARACTER = {
  mode: 'template',
  style: 'REALITY',
  gender: 'woman',
  age: 24,
  ethnicity: 'italian',
  eyeColor: 'green',
  hairstyle: 'ponytail',
  hairColor: 'brown',
  body: 'curvy',
  breast: 'medium',
  hip: 'medium',
  clothing: 'summer dress',
  kinks: ['romantic'],
  occupation: 'artist',
  personality: 'lover',
  relationship: 'girlfriend',
  name: 'Giulia',
  description: 'A painter from Florence.',
  tags: ['Romantic'],
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function formatFigures(f: CrashFigures): string {
  const bad = Object.values(f.mismatches).reduce((s, n) => s + n, 0);
  return [
    `${f.dialect}: sent ${f.sent.chat} chat turns, ${f.sent.gift} gifts, ${f.sent.order} paid coin orders, ${f.sent.generations} character creations; kill -9 with ${f.inFlightAtKill.chat} turns, ${f.inFlightAtKill.gift} gifts, ${f.inFlightAtKill.order} orders, ${f.inFlightAtKill.generations} generations in flight`,
    `  recovered at restart: ${f.recovered.failedMessages} pending messages → failed, ${f.recovered.creditedOrders} orders credited, ${f.recovered.resumedJobs} generations resumed, ${f.recovered.failedJobs} failed and refunded`,
    `  retried: ${f.retried.chat} interrupted turns (${f.retried.answered} answered), ${f.retried.webhooks} webhooks redelivered`,
    `  mismatches: ${bad} (balance ${f.mismatches.balance}, ledger chain ${f.mismatches.chain}, pending ${f.mismatches.pendingLeft}, double charge ${f.mismatches.doubleCharged}, unanswered ${f.mismatches.unanswered}, uncredited ${f.mismatches.uncredited}, generations ${f.mismatches.generations})`,
    `  first start ${f.firstStartMs} ms, restart to ready ${f.restartToReadyMs} ms, cycle ${f.totalMs} ms`,
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const num = (flag: string, dflt: number) => {
    const i = args.indexOf(flag);
    return i === -1 ? dflt : Number(args[i + 1]);
  };
  const wanted = args.filter((a) => a === 'sqlite' || a === 'postgres');
  const dialects = wanted.length ? wanted : ['sqlite', 'postgres'];
  let failed = false;
  for (const dialect of dialects) {
    const dataDir = mkdtempSync(join(tmpdir(), `crash-${dialect}-`));
    let stopPg: (() => void) | undefined;
    try {
      let databaseUrl = `sqlite:${join(dataDir, 'app.db')}`;
      if (dialect === 'postgres') {
        const cluster = await startPostgres();
        if (!cluster) {
          console.log('postgres: not installed, skipped');
          continue;
        }
        stopPg = () => cluster.stop();
        const admin = new pg.Client({ connectionString: cluster.url('postgres') });
        await admin.connect();
        await admin.query('CREATE DATABASE crash');
        await admin.end();
        databaseUrl = cluster.url('crash');
      }
      const f = await crashCycle({
        dialect: dialect as 'sqlite' | 'postgres',
        dataDir,
        databaseUrl,
        seed: true,
        entry: join(await buildServer(), 'server/main.js'),
        users: num('--users', 8),
        turnsPerUser: num('--turns', 6),
        log: (l) => console.log(l),
      });
      console.log(formatFigures(f));
      if (Object.values(f.mismatches).some((n) => n !== 0)) failed = true;
    } finally {
      stopPg?.();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
