import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { makeTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { silentLogger } from '../../deps.js';
import { PgListener } from './pg-listen.js';
import { PgStreams } from './pg-streams.js';
import type { StreamEvent } from './reply-streams.js';

/** Two PgStreams on one database stand for two processes. */
let t: TestApp;
const opened: Array<{ pool: pg.Pool; listener: PgListener }> = [];
afterEach(async () => {
  for (const p of opened.splice(0)) {
    await p.listener.close();
    await p.pool.end();
  }
  await t.close();
});

function processOn(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const listener = new PgListener(url, silentLogger);
  opened.push({ pool, listener });
  return { streams: new PgStreams(pool, listener, silentLogger, Date.now), pool, listener };
}

describe.skipIf(testDialect !== 'postgres')('reply streams across processes on PostgreSQL', () => {
  it('a follower elsewhere hears at once that the stream it follows was discarded unended, and its rows go', async () => {
    t = await makeTestApp();
    const a = processOn(t.deps.config.databaseUrl);
    const b = processOn(t.deps.config.databaseUrl);
    const key = 'u_1:s_1:turn-one';
    const out = a.streams.open(key);
    out.push('queue', { position: 1 });
    // A process serves turns only after it listens; here both start together, so wait for it (a
    // follow asked before the maker listens goes unheard: seen on a loaded CI machine).
    await a.listener.ready();

    const events = await b.streams.follow(key, 0, new AbortController().signal);
    expect(events).not.toBeNull();
    const seen: StreamEvent[] = [];
    const ended = (async () => {
      for await (const e of events!) seen.push(e);
      return true;
    })();
    await expect.poll(() => seen.map((e) => e.event)).toEqual(['queue']);

    // Its turn was cancelled (its client left while it waited): the follower answers it itself.
    out.discard();
    // Without the word it would end only at its quiet check, 6.5 s on.
    expect(await Promise.race([ended, sleep(3000).then(() => false)])).toBe(true);
    expect(seen.map((e) => e.event)).toEqual(['queue']);
    const rows = async () =>
      (await a.pool.query('select count(*)::int as n from chat_stream_events where stream_key = $1', [key])).rows[0].n;
    await expect.poll(rows).toBe(0);

    // The same key opened again (by the copy that answers it) is followed from its first event.
    const again = a.streams.open(key);
    again.push('token', { text: 'Hello' });
    again.push('done', { ok: true });
    again.end();
    const followed: string[] = [];
    for await (const e of (await b.streams.follow(key, 0, new AbortController().signal))!) followed.push(e.event);
    expect(followed).toEqual(['token', 'done']);
  });
});
