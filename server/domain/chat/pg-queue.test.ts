import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { makeTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { silentLogger } from '../../deps.js';
import { PgListener } from './pg-listen.js';
import { PgQueue } from './pg-queue.js';

/** Two queues on one database stand for two processes; closing one's listener is that process dying. */
let t: TestApp;
const opened: Array<{ pool: pg.Pool; listener: PgListener; queue: PgQueue }> = [];
afterEach(async () => {
  for (const p of opened.splice(0)) {
    p.queue.close();
    await p.listener.close();
    await p.pool.end();
  }
  await t.close();
});

function processOn(url: string, concurrency: number) {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const listener = new PgListener(url, silentLogger);
  const queue = new PgQueue(pool, listener, concurrency, silentLogger);
  opened.push({ pool, listener, queue });
  return { queue, listener, pool };
}

describe.skipIf(testDialect !== 'postgres')('the chat queue across processes on PostgreSQL', () => {
  it("enters with a turn's write in one statement: both or neither", async () => {
    t = await makeTestApp();
    const a = processOn(t.deps.config.databaseUrl, 2);
    const write = (id: string) => ({
      sql: 'insert into rate_limits (key, points, expire) values ($1, $2, $3)',
      parameters: [id, 1, Date.now() + 60_000],
    });
    const slots = async () => Number((await a.pool.query('select count(*) as n from chat_slots')).rows[0].n);
    const written = async (key: string) => (await a.pool.query('select key from rate_limits where key = $1', [key])).rowCount;
    const release = await a.queue.acquire(false, { turn: 'm_one', write: write('turn-one') });
    expect(await written('turn-one')).toBe(1);
    expect(await slots()).toBe(1);
    // The same key again (a copy of the turn racing it): refused, and no slot taken.
    await expect(a.queue.acquire(false, { turn: 'm_copy', write: write('turn-one') })).rejects.toMatchObject({ code: '23505' });
    expect(await slots()).toBe(1);
    expect(a.queue.running).toBe(1);
    release();
    await expect.poll(slots).toBe(0);

    // 50 copies of another turn at once, from two processes: one enters, 49 are refused whole.
    const b = processOn(t.deps.config.databaseUrl, 2);
    const copies = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).queue.acquire(false, { turn: `m_${i}`, write: write('turn-two') })),
    );
    const entered = copies.filter((c) => c.status === 'fulfilled');
    expect(entered).toHaveLength(1);
    expect(copies.filter((c) => c.status === 'rejected').every((c) => (c.reason as { code?: string }).code === '23505')).toBe(true);
    expect(await written('turn-two')).toBe(1);
    expect(await slots()).toBe(1);
    (entered[0] as PromiseFulfilledResult<() => void>).value();
    await expect.poll(slots).toBe(0);

    // A turn stopped before it entered still writes its message (to be marked failed), as the
    // in-memory queue finds it written. With the slots taken it leaves the line at once...
    const stopped = new AbortController();
    stopped.abort(new Error('stopped'));
    const held = [await a.queue.acquire(false), await a.queue.acquire(false)];
    await expect(a.queue.acquire(false, { turn: 'm_stopped', write: write('turn-stopped'), signal: stopped.signal })).rejects.toThrow(
      'stopped',
    );
    expect(await written('turn-stopped')).toBe(1);
    await expect.poll(slots).toBe(2);
    expect(a.queue.length).toBe(0);
    for (const r of held) r();
    await expect.poll(slots).toBe(0);
    // ...and with a slot free it is granted, as in memory: its model request sees the stop.
    const granted = await a.queue.acquire(false, { turn: 'm_late', write: write('turn-late'), signal: stopped.signal });
    expect(await written('turn-late')).toBe(1);
    granted();
    await expect.poll(slots).toBe(0);
  });

  it("gives a dead process's slot to a waiter elsewhere once its connection is gone", async () => {
    t = await makeTestApp();
    const a = processOn(t.deps.config.databaseUrl, 1);
    const b = processOn(t.deps.config.databaseUrl, 1);
    await a.queue.acquire(false);
    const places: number[] = [];
    let granted = false;
    const waiting = b.queue.acquire(false, { onPosition: (n) => places.push(n) }).then((release) => ((granted = true), release));
    await expect.poll(() => places).toEqual([1]);
    await new Promise((r) => setTimeout(r, 300));
    expect(granted).toBe(false);
    // A dies without releasing: its listening connection (and the advisory lock on it) closes.
    await a.listener.close();
    const release = await waiting;
    expect(b.queue.running).toBe(1);
    release();
  });

  it('a reply joining the end of the line wakes no process; a Premium one moves the waiters behind it back, in every process', async () => {
    t = await makeTestApp();
    const url = t.deps.config.databaseUrl;
    const a = processOn(url, 1);
    const b = processOn(url, 1);
    // Each wake-up makes every process with a waiter read its rows again.
    const wakes = new pg.Client({ connectionString: url });
    await wakes.connect();
    let woken = 0;
    wakes.on('notification', () => woken++);
    await wakes.query('LISTEN chat_slots');
    try {
      const releaseA = await a.queue.acquire(false);
      const placesB: number[] = [];
      const waitingB = b.queue.acquire(false, { onPosition: (n) => placesB.push(n) });
      await expect.poll(() => placesB).toEqual([1]);
      const placesA: number[] = [];
      const waitingA = a.queue.acquire(false, { onPosition: (n) => placesA.push(n) });
      await expect.poll(() => placesA).toEqual([2]);
      await new Promise((r) => setTimeout(r, 300));
      expect(woken).toBe(0);

      const placesP: number[] = [];
      const premium = b.queue.acquire(true, { onPosition: (n) => placesP.push(n) });
      await expect.poll(() => [placesP, placesB, placesA]).toEqual([[1], [1, 2], [2, 3]]);
      expect(woken).toBe(1);
      releaseA();
      (await premium)();
      (await waitingB)();
      (await waitingA)();
    } finally {
      await wakes.end();
    }
  });

  it('a slot freed in one process starts the waiter of another without a query there; the places behind move up', async () => {
    t = await makeTestApp();
    const url = t.deps.config.databaseUrl;
    const a = processOn(url, 1);
    const b = processOn(url, 1);
    const releaseA = await a.queue.acquire(false);
    const placesB: number[] = [];
    const waitingB = b.queue.acquire(false, { onPosition: (n) => placesB.push(n) });
    await expect.poll(() => placesB).toEqual([1]);
    const placesA: number[] = [];
    const waitingA = a.queue.acquire(false, { onPosition: (n) => placesA.push(n) });
    await expect.poll(() => placesA).toEqual([2]);
    // B's periodic look stopped: only what the wake-up makes it do counts.
    b.queue.close();
    let queriesB = 0;
    const query = b.pool.query.bind(b.pool) as (...args: unknown[]) => unknown;
    b.pool.query = ((...args: unknown[]) => (queriesB++, query(...args))) as typeof b.pool.query;
    releaseA();
    const releaseB = await waitingB;
    expect(queriesB).toBe(0);
    await expect.poll(() => placesA).toEqual([2, 1]);
    releaseB();
    (await waitingA)();
  });

  it('a reply waiting in one process stops background work holding the slot in another', async () => {
    t = await makeTestApp();
    const a = processOn(t.deps.config.databaseUrl, 1);
    const b = processOn(t.deps.config.databaseUrl, 1);
    const bg = await a.queue.acquireBackground();
    const reply = b.queue.acquire(true);
    await expect.poll(() => bg.preempted.aborted).toBe(true);
    // Background work waits behind the reply: it is granted only after.
    let later = false;
    const next = a.queue.acquireBackground().then((s) => ((later = true), s));
    bg.release();
    const releaseReply = await reply;
    expect(later).toBe(false);
    releaseReply();
    (await next).release();
  });
});
