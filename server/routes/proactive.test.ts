import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '@tma.js/init-data-node';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

const BOT_TOKEN = '123:PROACTIVE';
const initData = (user: Record<string, unknown>, at: number) =>
  sign({ user: user as never, signature: 'test-signature' } as never, BOT_TOKEN, new Date(at));

describe.each(dialects)('her first messages: consent and settings over /v1, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, env: { BOT_TOKEN } });
  });
  afterAll(() => t.close());

  it('consent comes from init data (allows_write_to_pm) or requestWriteAccess, with its source', async () => {
    const now = t.deps.clock();
    const allowed = await t.call('/v1/login/telegram', {
      initData: initData({ id: 4101, first_name: 'A', allows_write_to_pm: true }, now),
    });
    const a = await t.call('/v1/proactive/settings', {}, { token: allowed.data.token });
    expect(a.data).toMatchObject({ writeAccess: true, source: 'init_data', telegram: true, enabled: true, times: ['09:00'], dailyCap: 1 });

    const silent = await t.call('/v1/login/telegram', { initData: initData({ id: 4102, first_name: 'B' }, now) });
    const b = await t.call('/v1/proactive/settings', {}, { token: silent.data.token });
    expect(b.data).toMatchObject({ writeAccess: false, source: null });
    expect((await t.call('/v1/proactive/write-access', { granted: false }, { token: silent.data.token })).data.writeAccess).toBe(false);
    const granted = await t.call('/v1/proactive/write-access', { granted: true }, { token: silent.data.token });
    expect(granted.data).toMatchObject({ writeAccess: true, source: 'write_access' });
  });

  it("keeps the device's offset from UTC at app start (the envelope's timezoneOffset), for the default times", async () => {
    const { token, uid } = await t.member();
    const offsetOf = async () =>
      (await t.deps.db.selectFrom('users').select('utc_offset_min').where('id', '=', uid).executeTakeFirstOrThrow()).utc_offset_min;
    expect(await offsetOf()).toBeNull();
    expect((await t.call('/v1/user/init', {}, { token, timezoneOffset: -330 })).code).toBe(0);
    expect(await offsetOf()).toBe(330);
    // Nothing a device could say (not a quarter hour, past UTC+14): the last good one stays.
    for (const timezoneOffset of [7, -900]) expect((await t.call('/v1/user/init', {}, { token, timezoneOffset })).code).toBe(0);
    expect(await offsetOf()).toBe(330);
    await t.call('/v1/user/init', {}, { token, timezoneOffset: 300 });
    expect(await offsetOf()).toBe(-300);
  });

  it('times, zone and quiet hours are checked (1000, nothing written) and kept', async () => {
    const { token } = await t.member();
    const bad = [{ timeZone: 'Mars/Olympus' }, { times: ['25:00'] }, { times: ['08:00', '09:00', '10:00', '11:00'] }, { quietFrom: 1440 }];
    for (const params of bad) expect((await t.call('/v1/proactive/settings/update', params, { token })).code).toBe(1000);
    expect((await t.call('/v1/proactive/settings', {}, { token })).data).toMatchObject({
      times: ['09:00'],
      timeZone: 'UTC',
      telegram: false,
    });
    const r = await t.call(
      '/v1/proactive/settings/update',
      { times: ['21:30', '08:15'], timeZone: 'Asia/Tokyo', quietFrom: 23 * 60, quietTo: 7 * 60 },
      { token },
    );
    expect(r.data).toMatchObject({ times: ['08:15', '21:30'], timeZone: 'Asia/Tokyo', quietFrom: 1380, quietTo: 420, enabled: true });
    expect((await t.call('/v1/proactive/settings/update', { enabled: false }, { token })).data).toMatchObject({
      enabled: false,
      times: ['08:15', '21:30'],
    });
  });
});
