import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { makeTestApp, testDialect, type TestApp } from '../../test/harness.js';
import { silentLogger } from '../../deps.js';
import { ChatCounts } from './chat-counts.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const countsOf = async (ids: string[]) =>
  Object.fromEntries(
    (await t!.deps.db.selectFrom('characters').select(['id', 'chat_count']).where('id', 'in', ids).execute()).map((r) => [
      r.id,
      Number(r.chat_count),
    ]),
  );

describe(`chat counts on ${testDialect}`, () => {
  it('adds every counted chat to its character in one flush', async () => {
    t = await makeTestApp();
    const ids = (await t.deps.db.selectFrom('characters').select('id').orderBy('id').limit(5).execute()).map((r) => r.id);
    const before = await countsOf(ids);
    const counts = new ChatCounts(t.deps.db, silentLogger, 60_000);
    for (let i = 0; i < 50; i++) counts.add(ids[i % ids.length]!);
    await counts.flush();
    const after = await countsOf(ids);
    for (const id of ids) expect(after[id]).toBe(before[id]! + 10);
  });

  it.skipIf(testDialect !== 'postgres')('empties the other processes’ catalogue caches once a flush, not once a character', async () => {
    t = await makeTestApp();
    const ids = (await t.deps.db.selectFrom('characters').select('id').orderBy('id').limit(5).execute()).map((r) => r.id);
    const listener = new pg.Client({ connectionString: t.deps.config.databaseUrl });
    await listener.connect();
    let heard = 0;
    listener.on('notification', () => heard++);
    await listener.query('LISTEN catalogue_changed');
    try {
      const counts = new ChatCounts(t.deps.db, silentLogger, 60_000);
      for (const id of ids) counts.add(id);
      await counts.flush();
      // A NOTIFY is delivered after its commit: a query on the same connection waits for it.
      await listener.query('SELECT 1');
      await expect.poll(() => heard).toBe(1);
    } finally {
      await listener.end();
    }
  });
});
