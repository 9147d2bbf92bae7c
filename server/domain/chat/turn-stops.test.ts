import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { makeTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { silentLogger } from '../../deps.js';
import { PgListener } from './pg-listen.js';
import { LocalStops, PgStops } from './turn-stops.js';

let t: TestApp | undefined;
const opened: Array<{ pool: pg.Pool; listener: PgListener }> = [];
afterEach(async () => {
  for (const p of opened.splice(0)) {
    await p.listener.close();
    await p.pool.end();
  }
  await t?.close();
  t = undefined;
});

/** One process's stops on the shared database: its own pool and listening connection. */
function processOn(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const listener = new PgListener(url, silentLogger);
  opened.push({ pool, listener });
  return { stops: new PgStops(pool, listener, silentLogger), listener };
}

describe('stop buttons', () => {
  it('stop the turn made in this process, and only that one', async () => {
    const stops = new LocalStops();
    const a = stops.watch('1:7');
    const b = stops.watch('1:8');
    await stops.stop('1:7');
    expect(a.signal.aborted).toBe(true);
    expect(b.signal.aborted).toBe(false);
    b.done();
    await stops.stop('1:8');
    expect(b.signal.aborted).toBe(false);
  });

  it.skipIf(testDialect !== 'postgres')('stop a turn made by another process (webhook updates reach any process)', async () => {
    t = await makeTestApp();
    const url = t.deps.config.databaseUrl;
    const making = processOn(url);
    const other = processOn(url);
    const turn = making.stops.watch('42:9');
    const unrelated = making.stops.watch('42:10');
    // The maker listens before its stop button can be shown (its queue slot opened the connection).
    await making.listener.listen('chat_stop');
    await other.stops.stop('42:9');
    await expect.poll(() => turn.signal.aborted).toBe(true);
    expect(unrelated.signal.aborted).toBe(false);
    turn.done();
    unrelated.done();
  });
});
