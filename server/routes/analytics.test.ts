import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { sweepAnalytics } from '../domain/analytics/events.js';

const DAY = 24 * 3600_000;
const opened: TestApp[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
async function app(dialect: (typeof dialects)[number], env: Record<string, string> = {}) {
  const t = await makeTestApp({ dialect, env });
  opened.push(t);
  return t;
}
const events = (t: TestApp) => t.deps.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

describe.each(dialects)('analytics on %s', (dialect) => {
  it('a batch of events is stored whole with the device, the account and its A/B group; a bad batch writes nothing', async () => {
    const t = await app(dialect);
    const { token, uid } = await t.member();
    const r = await t.call(
      '/v1/analytics/events',
      {
        events: [
          { name: 'buy_vip.show', fields: { from: 'chat', price: 9.99 }, t: 1 },
          { name: 'buy_vip.click', fields: { from: 'chat', option: 'vip-yearly' } },
          { name: 'page_load_time', fields: { path: '/', time: 812, loadAdd: true } },
        ],
      },
      { token },
    );
    expect(r).toMatchObject({ code: 0, data: { stored: 3 } });
    const rows = await events(t);
    expect(rows.map((e) => e.name)).toEqual(['buy_vip.show', 'buy_vip.click', 'page_load_time']);
    const user = await t.deps.db.selectFrom('users').select('ab').where('id', '=', uid).executeTakeFirstOrThrow();
    expect(new Set(rows.map((e) => `${e.user_id} ${e.device} ${e.ab} ${e.create_time}`))).toEqual(
      new Set([`${uid} test-device ${user.ab} ${t.deps.clock()}`]),
    );
    expect(JSON.parse(rows[0]!.fields)).toEqual({ from: 'chat', price: 9.99, t: 1 });

    // One bad event refuses the whole batch, with a clear code and no row.
    for (const bad of [
      { events: [{ name: 'ok' }, { name: 'Bad Name' }] },
      { events: [{ name: 'ok', fields: { nested: { a: 1 } } }] },
      { events: Array.from({ length: 21 }, () => ({ name: 'x' })) },
      { events: Array.from({ length: 20 }, () => ({ name: 'x', fields: { a: 'y'.repeat(128), b: 'y'.repeat(128), c: 'y'.repeat(128) } })) },
      { events: [] },
    ]) {
      expect((await t.call('/v1/analytics/events', bad, { token })).code).toBe(1000);
    }
    expect(await events(t)).toHaveLength(3);
  });

  it('events come in before any login, grouped by the device; /v1/fz/fb/log keeps the click ids on the account and answers the same group', async () => {
    const t = await app(dialect);
    const anon = await t.call('/v1/fz/fb/log', {});
    expect(anon.code).toBe(0);
    expect(['A', 'B']).toContain(anon.data.ab);
    expect((await t.call('/v1/fz/fb/log', {})).data.ab).toBe(anon.data.ab);
    expect((await t.call('/v1/analytics/events', { events: [{ name: 'page_home_select' }] })).data.stored).toBe(1);
    expect((await events(t))[0]).toMatchObject({ user_id: null, device: 'test-device', ab: anon.data.ab });
    // A QA link's forced B group is the tab's.
    await t.call('/v1/analytics/events', { ab: 'B', events: [{ name: 'x' }] });
    expect((await events(t))[1]!.ab).toBe('B');

    const { token, uid } = await t.member();
    const r = await t.call(
      '/v1/fz/fb/log',
      { fbclid: 'IwAR1', fbp: 'fb.1.1700000000000.42', ttclid: 'E.C.P.tt', url: 'https://x.test/?fbclid=IwAR1' },
      { token, headers: { 'user-agent': 'UA/1' } },
    );
    const user = await t.deps.db.selectFrom('users').select('ab').where('id', '=', uid).executeTakeFirstOrThrow();
    expect(r.data.ab).toBe(user.ab);
    expect(await t.deps.db.selectFrom('ad_ids').selectAll().where('user_id', '=', uid).executeTakeFirst()).toMatchObject({
      fbclid: 'IwAR1',
      fbc: `fb.1.${t.deps.clock()}.IwAR1`,
      fbp: 'fb.1.1700000000000.42',
      ttclid: 'E.C.P.tt',
      user_agent: 'UA/1',
      page_url: 'https://x.test/?fbclid=IwAR1',
    });
    // A later call with only fbc keeps the other ids.
    await t.call('/v1/fz/fb/log', { fbc: 'fb.1.5.new' }, { token });
    expect(await t.deps.db.selectFrom('ad_ids').select(['fbc', 'ttclid']).where('user_id', '=', uid).executeTakeFirst()).toEqual({
      fbc: 'fb.1.5.new',
      ttclid: 'E.C.P.tt',
    });
  });

  it('the retention sweep deletes events, activity logs and conversions older than the configured days and keeps the rest', async () => {
    const t = await app(dialect, { ANALYTICS_RETENTION_DAYS: '30' });
    expect(t.deps.config.analytics.retentionDays).toBe(30);
    await t.call('/v1/analytics/events', { events: [{ name: 'old' }] });
    await t.app.request('/out-comm-logs/client/h5/open?openway=0');
    await t.deps.db.insertInto('logs').values({ kind: 'open', user_id: null, payload: '{}', create_time: t.deps.clock() }).execute();
    t.tick(31 * DAY);
    await t.call('/v1/analytics/events', { events: [{ name: 'new' }] });
    await t.app.request('/out-comm-logs/client/h5/open?openway=1');
    const swept = await sweepAnalytics(t.deps.db, t.deps.config.analytics.retentionDays, t.deps.clock());
    expect(swept).toMatchObject({ events: 1, logs: 1 });
    expect((await events(t)).map((e) => e.name)).toEqual(['new']);
    const logs = await t.deps.db.selectFrom('logs').select(['kind', 'payload']).where('kind', 'in', ['h5_open', 'open']).execute();
    // Only the page's activity logs are swept; other log kinds are not analytics.
    expect(logs.map((l) => l.kind).sort()).toEqual(['h5_open', 'open']);
    expect(JSON.parse(logs.find((l) => l.kind === 'h5_open')!.payload)).toMatchObject({ openway: '1' });
  });

  it('both calls share one per-IP limit of their own, apart from /v1/open: a refused call answers 1004 and writes nothing', async () => {
    const t = await app(dialect, { TRUST_PROXY: '1', RATE_LIMIT_ANALYTICS_IP: '3/60', RATE_LIMIT_ANALYTICS_ACCOUNT: 'off' });
    const ip = { headers: { 'x-forwarded-for': '203.0.113.61' } };
    const rs = [];
    for (let i = 0; i < 3; i++) rs.push(await t.call('/v1/analytics/events', { events: [{ name: 'e' }] }, ip));
    rs.push(await t.call('/v1/analytics/events', { events: [{ name: 'e' }] }, ip));
    rs.push(await t.call('/v1/fz/fb/log', {}, ip));
    expect(rs.map((r) => r.code)).toEqual([0, 0, 0, 1004, 1004]);
    expect(await events(t)).toHaveLength(3);
    // The app-open report keeps its own allowance.
    expect((await t.call('/v1/open', {}, ip)).code).toBe(0);
    expect(
      (await t.call('/v1/analytics/events', { events: [{ name: 'e' }] }, { headers: { 'x-forwarded-for': '203.0.113.62' } })).code,
    ).toBe(0);
  });
});
