import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startFakeOpenAi, startSse, chunk, DONE, type FakeOpenAiServer } from '../../providers/llm/test-support/fake-openai-server.js';
import { testDialect } from '../../test/harness.js';
import { call, serverEnv, startServer, streamTurn, type Server } from '../../test/real-server.js';

/**
 * Two real server processes (server/main.ts) on one PostgreSQL, a fake provider in this process:
 * the chat queue's bound and order hold across them, a reply started on one is followed from the
 * other, and a payment webhook delivered to both credits once. PostgreSQL only: on SQLite one
 * process serves everyone.
 */
const CONCURRENCY = 2;
/** A reply streamed word by word (no digits: numbers are ages to the content guard, which holds them back). */
const SLOW_WORDS = Array.from({ length: 20 }, (_, i) => `p${String.fromCharCode(97 + i)} `);

let llm: FakeOpenAiServer;
let servers: Server[] = [];
let db: pg.Client;
let dataDir: string;
let dropDb: () => Promise<void>;

/** Requests the fake holds until the test lets them go: content of the user's last message → release. */
const held = new Map<string, () => void>();
let open = 0;
let maxOpen = 0;
const arrived: string[] = [];

/** A signed-up member with a chat open; Premium when asked. */
async function chatter(server: Server, premium = false) {
  const { token, uid } = (await call(server, '/v1/user/token', {})).data;
  await db.query('UPDATE users SET is_visitor = 0, vip_expire_at = $2 WHERE id = $1', [uid, premium ? Date.now() + 86_400_000 : 0]);
  const [character] = (await call(server, '/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
  const { sessionId } = (await call(server, '/v1/session/from/character', { characterId: character.id }, token)).data;
  return { token: token as string, uid: uid as string, sessionId: sessionId as string };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe.skipIf(testDialect !== 'postgres')('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const templateUrl = inject('pgTemplateUrl')!;
    const name = `t_${randomBytes(6).toString('hex')}`;
    const adminUrl = templateUrl.replace(/\/app_template$/, '/postgres');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE app_template`);
    await admin.end();
    const databaseUrl = templateUrl.replace(/\/app_template$/, `/${name}`);
    dropDb = async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      a.on('error', () => undefined);
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await a.end();
    };
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    dataDir = mkdtempSync(join(tmpdir(), 'two-processes-'));
    symlinkSync(join(inject('templateDir'), 'media'), join(dataDir, 'media'));

    llm = await startFakeOpenAi();
    llm.handle(async (_req, res, body) => {
      const said = (body as { messages: Array<{ content: string }> }).messages.at(-1)!.content;
      arrived.push(said);
      open++;
      maxOpen = Math.max(maxOpen, open);
      res.on('close', () => open--);
      startSse(res);
      if (said.startsWith('hold')) await new Promise<void>((r) => held.set(said, r));
      const pieces = said.startsWith('slow') ? SLOW_WORDS : ['Hello', ' there'];
      for (const p of pieces) {
        if (res.destroyed) return;
        res.write(chunk(p));
        if (said.startsWith('slow')) await new Promise((r) => setTimeout(r, 100));
      }
      res.write(chunk(null, 'stop'));
      res.end(DONE);
    });
    const env = serverEnv({ databaseUrl, dataDir }, llm.baseURL, { LLM_CONCURRENCY: String(CONCURRENCY) });
    // One after the other: their start-up work (recoveries, schedules) is not what is tested here.
    servers = [await startServer(env)];
    servers.push(await startServer(env));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(async (s) => {
        if (s.proc.exitCode !== null) return;
        const exited = new Promise((r) => s.proc.once('exit', r));
        s.proc.kill('SIGTERM');
        await exited;
      }),
    );
    await db?.end();
    await llm?.close();
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers at most ${CONCURRENCY} at once across both, Premium first then arrival, each waiter told its place`, async () => {
    const [a, b] = servers as [Server, Server];
    const users = await Promise.all([chatter(a), chatter(b), chatter(a), chatter(b), chatter(b, true), chatter(a, true)]);
    const places: Record<string, number[]> = {};
    const turn = (server: Server, u: (typeof users)[number], text: string) => {
      places[text] = [];
      return streamTurn(server, { sessionId: u.sessionId, content: text, clientMsgId: randomUUID() }, u.token, {
        onEvent: (e) => {
          if (e.event === ':queue') places[text]!.push(e.data.position);
        },
      });
    };
    // Two replies take both slots, one on each process.
    const running = [turn(a, users[0], 'hold a1'), turn(b, users[1], 'hold b1')];
    await until(() => held.size === 2);
    // Then, in this order: free on A, free on B, Premium on B, Premium on A.
    const waiting = [turn(a, users[2], 'hold free-a')];
    await until(() => places['hold free-a']!.length > 0);
    waiting.push(turn(b, users[3], 'hold free-b'));
    await until(() => places['hold free-b']!.length > 0);
    waiting.push(turn(b, users[4], 'hold vip-b'));
    await until(() => places['hold vip-b']!.length > 0);
    waiting.push(turn(a, users[5], 'hold vip-a'));
    const expected = { 'hold vip-b': 1, 'hold vip-a': 2, 'hold free-a': 3, 'hold free-b': 4 };
    const last = () => Object.fromEntries(Object.keys(expected).map((k) => [k, places[k]!.at(-1)]));
    // Each process hears the line move and tells its own waiters.
    await until(() => JSON.stringify(last()) === JSON.stringify(expected)).catch(() => undefined);
    expect(last()).toEqual(expected);
    expect(held.size).toBe(2);
    // Let the held replies go one at a time, each time once the freed slot's next reply has reached the provider.
    for (let released = 0; released < 6; released++) {
      await until(() => held.size === Math.min(CONCURRENCY, 6 - released));
      expect(open).toBeLessThanOrEqual(CONCURRENCY);
      const [said, go] = [...held.entries()][0]!;
      held.delete(said);
      go();
    }
    const outcomes = await Promise.all([...running, ...waiting]);
    expect(outcomes.map((events) => events.at(-1)!.event)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(maxOpen).toBe(CONCURRENCY);
    const reached = arrived.filter((said) => said.startsWith('hold '));
    expect(reached.slice(0, 2).sort()).toEqual(['hold a1', 'hold b1']);
    expect(reached.slice(2)).toEqual(['hold vip-b', 'hold vip-a', 'hold free-a', 'hold free-b']);
  });

  it('follows a reply started on A from B after the connection dropped: the missed tokens, the rest, then done, made once', async () => {
    const [a, b] = servers as [Server, Server];
    const u = await chatter(a);
    const turnParams = { sessionId: u.sessionId, content: 'slow story', clientMsgId: randomUUID() };
    const before = llm.requests.length;
    const first = await streamTurn(a, turnParams, u.token, { onEvent: (e) => e.event === 'token' && e.data.text.includes('pc') });
    const seen = first.filter((e) => e.event === 'token');
    expect(seen.length, JSON.stringify(first)).toBeGreaterThan(0);
    expect(first.every((e) => e.id > 0)).toBe(true);
    const rest = await streamTurn(b, turnParams, u.token, { lastEventId: first.at(-1)!.id });
    expect(rest.at(-1)!.event).toBe('done');
    const text = [...seen, ...rest.filter((e) => e.event === 'token')].map((e) => e.data.text).join('');
    expect(text).toBe(SLOW_WORDS.join(''));
    expect(rest.at(-1)!.data.message.content).toBe(text.trim());
    expect(rest.map((e) => e.id)).toEqual(rest.map((_, i) => first.at(-1)!.id + i + 1));
    // One generation, one charge (the requests of this turn: background work such as a memory
    // fold of an earlier test's turns may reach the provider meanwhile).
    const generations = llm.requests
      .slice(before)
      .filter((r) => (r as { messages: Array<{ content: string }> }).messages.at(-1)?.content === 'slow story');
    expect(generations).toHaveLength(1);
    const { rows } = await db.query("SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'chat'", [u.uid]);
    expect(rows[0].n).toBe(1);
    // Shown in the app by B: the delivery is claimed for the app, so no bot message follows.
    const claimed = await db.query('SELECT channel FROM chat_deliveries WHERE message_id = $1', [rest.at(-1)!.data.message.id]);
    expect(claimed.rows).toEqual([{ channel: 'app' }]);
  });

  it('goes on answering on both after PostgreSQL drops every connection (a restart or a failover)', async () => {
    const [a, b] = servers as [Server, Server];
    const [ua, ub] = await Promise.all([chatter(a), chatter(b)]);
    // Every backend of the servers (pools, listeners, the job queue's) is cut, mid-use or idle.
    const cut = await db.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    expect(cut.rowCount).toBeGreaterThan(4);
    await new Promise((r) => setTimeout(r, 1500));
    expect([a.proc.exitCode, b.proc.exitCode]).toEqual([null, null]);
    // The first call on each may meet a connection the pool had not yet seen dropped: a client retries.
    const turn = async (server: Server, u: Awaited<ReturnType<typeof chatter>>) => {
      const params = { sessionId: u.sessionId, content: 'hello again', clientMsgId: randomUUID() };
      const first = await streamTurn(server, params, u.token);
      return first.at(-1)!.event === 'done' ? first : streamTurn(server, params, u.token);
    };
    const [onA, onB] = await Promise.all([turn(a, ua), turn(b, ub)]);
    expect(onA.at(-1)!.event).toBe('done');
    expect(onB.at(-1)!.event).toBe('done');
    // Each process listens again (the chat queue's and streams' channels, and the catalogue's).
    const listening = async () =>
      (await db.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'"))
        .rows[0].n;
    expect(await listening()).toBe(4);
  });

  it('credits a payment once when its webhook reaches both processes at once', async () => {
    const [a, b] = servers as [Server, Server];
    const { token, uid } = (await call(a, '/v1/user/token', {})).data;
    await db.query('UPDATE users SET is_visitor = 0 WHERE id = $1', [uid]);
    const orderId = (await call(a, '/v1/vip/order/create', { id: 'vip-monthly', comeFrom: 'test' }, token)).data.orderId as string;
    const pay = await call(b, '/v1/vip/order/payment', { orderId, payMethod: 'OceanPayment' }, token);
    const page = await fetch(a.url + new URL(pay.data.payment.url).pathname + new URL(pay.data.payment.url).search);
    const checkout = JSON.parse(/<script type="application\/json" id="checkout">(.*?)<\/script>/s.exec(await page.text())![1]!);
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch((i % 2 ? a : b).url + checkout.hook, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': checkout.pay.signature },
          body: checkout.pay.body,
        }).then((r) => r.json() as Promise<{ ok: boolean; credited: boolean }>),
      ),
    );
    expect(hits.every((h) => h.ok)).toBe(true);
    expect(hits.filter((h) => h.credited)).toHaveLength(1);
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND reason = 'vip_order' AND currency = 'gold'",
      [uid],
    );
    expect(rows[0].n).toBe(1);
  });
});
