import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(async () => t?.close());

const HOME = { sort: 1, page: 1, pageSize: 20 };

describe.each(dialects)('anonymous searches with ever-new words on %s', (dialect) => {
  it('never push the home list out of the catalogue cache: 10,000 distinct keywords later it is still answered from it', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const cache = t.deps.catalogue;
    // On PostgreSQL the cache keeps nothing until its change listener is connected.
    await expect.poll(() => cache.live).toBe(true);
    const home = await t.call('/v1/character/list', HOME);
    expect(home.code).toBe(0);
    const tagged = await t.call('/v1/character/list2', { sort: 1, page: 1, pageSize: 20, tags: ['Romantic'] });
    expect(tagged.code).toBe(0);

    // 10,000 searches, each with a word never sent before, 25 at a time; and deep pages, also client-chosen.
    for (let i = 0; i < 10_000; i += 25) {
      const batch = Array.from({ length: 25 }, (_, j) =>
        j === 0
          ? t.call('/v1/character/list', { ...HOME, page: 11 + i / 25 })
          : t.call('/v1/character/list2', { sort: 1, page: 1, pageSize: 20, keyword: `w${i + j}x` }),
      );
      const answers = await Promise.all(batch);
      expect(answers.every((a) => a.code === 0)).toBe(true);
    }
    expect(cache.sizes.search).toBeLessThanOrEqual(200);

    // The home list is answered without a load, the same cards as before.
    const loads = cache.loads;
    const changes = cache.changes;
    const again = await t.call('/v1/character/list', HOME);
    expect(cache.loads).toBe(loads);
    expect(again.data).toEqual(home.data);
    expect(cache.changes).toBe(changes);
  });
});
