import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { dialects, makeTestApp, type TestApp } from '../server/test/harness.js';
import { generationIdle } from '../server/domain/custom-characters/generation.js';
import { memoryIdle } from '../server/domain/chat/memory.js';
import { flatImages } from '../server/routes/custom-character.test-support.js';
import { formatReport, fuzz } from './fuzz.js';

let t: TestApp;
afterEach(() => t?.close());

// The fast part of scripts/fuzz.ts: every /v1 route, a few bad calls each (the script sends 60).
describe.each(dialects)('fuzzing every /v1 call on %s', (dialect) => {
  it('answers every bad call without a 5xx or a leaked error, and a refused call writes nothing', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    t.deps.image = flatImages;
    const report = await fuzz(t.app, t.deps, dialect, { perRoute: 3, seed: 7, idle: () => Promise.all([generationIdle(), memoryIdle()]) });
    console.log(formatReport([report]));
    expect(report.routes).toBeGreaterThan(90);
    expect(report.offenders).toEqual([]);
  }, 120_000);
});

describe('the fuzz itself', () => {
  it('reports a refused call that writes, a 5xx and a leaked stack trace', async () => {
    t = await makeTestApp({ env: { RATE_LIMITS: 'off' } });
    const app = new Hono();
    app.post('/v1/zz/writes', async (c) => {
      await t.deps.db.insertInto('logs').values({ kind: 'x', user_id: null, payload: '', create_time: 1 }).execute();
      return c.json({ code: 1000, message: 'refused', data: null, region: '' });
    });
    app.post('/v1/zz/leaks', (c) =>
      c.json({ code: 1000, message: 'TypeError: x is undefined\n    at foo (/app/server/x.ts:1:2)', data: null, region: '' }),
    );
    app.post('/v1/zz/fails', (c) => c.json({ code: 500, message: 'x', data: null, region: '' }, 500));
    app.route('/', t.app);
    const report = await fuzz(app as unknown as typeof t.app, t.deps, 'sqlite', { perRoute: 2, only: /^\/v1\/zz\// });
    expect(report.offenders.map((o) => `${o.route} ${o.problem}`).sort()).toEqual([
      '/v1/zz/fails 5xx',
      '/v1/zz/leaks leak',
      '/v1/zz/writes write on refusal',
    ]);
  });
});
