import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t?.close());

/**
 * The logging calls are JSONP that never fails the page (docs/api.md): the answer given over the
 * rate limit, too, calls the page's callback instead of being JSON a script tag cannot run.
 */
describe.each(dialects)('a rate-limited log call on %s', (dialect) => {
  it('still answers through its callback, with 1004 and Retry-After', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMIT_LOGS_IP: '2/60', TRUST_PROXY: '1' } });
    const get = (query: string) =>
      t.app.request(`/out-comm-logs/client/h5/activity?${query}`, { headers: { 'x-forwarded-for': '203.0.113.40' } });
    for (let i = 0; i < 2; i++) expect(await (await get(`e=click&callback=cb${i}`)).text()).toBe(`cb${i}({"code":0});`);

    const limited = await get('e=click&callback=window.__log');
    expect(limited.status).toBe(200);
    expect(limited.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await limited.text();
    const m = /^window\.__log\((.*)\);$/.exec(body);
    expect(m, body).not.toBeNull();
    expect(JSON.parse(m![1]!)).toMatchObject({ code: 1004 });

    // Without a callback the refusal stays the JSON envelope; an unsafe callback is not echoed.
    expect(await (await get('e=click')).json()).toMatchObject({ code: 1004 });
    expect(await (await get('e=click&callback=alert(1)//')).json()).toMatchObject({ code: 1004 });
    expect(await t.deps.db.selectFrom('logs').select('id').where('kind', '=', 'h5_activity').execute()).toHaveLength(2);
  });
});
