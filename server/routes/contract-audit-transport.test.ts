import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t?.close());

/**
 * The envelope's `region` is "an ISO country or empty" (docs/api.md, Transport). The country
 * header is the CDN's, but any client can send it: its value must not come back as the region,
 * nor be kept as a new account's country.
 */
describe.each(dialects)('the answer region on %s', (dialect) => {
  it('is an ISO country or empty, whatever the country header holds', async () => {
    t = await makeTestApp({ dialect });
    const region = async (value: string) => {
      const r = await t.call('/v1/config', {}, { headers: { 'cf-ipcountry': value } });
      expect(r.code).toBe(0);
      expect(r.data.region).toBe(r.region);
      return r.region;
    };
    expect(await region('de')).toBe('DE');
    expect(await region(' FR ')).toBe('FR');
    expect(await region('XX')).toBe('');
    expect(await region('T1')).toBe('');
    expect(await region('<b>hi</b>')).toBe('');
    expect(await region('Z'.repeat(4000))).toBe('');

    const visitor = await t.call('/v1/user/token', {}, { headers: { 'cf-ipcountry': 'A'.repeat(4000) } });
    expect(visitor.code).toBe(0);
    expect(visitor.region).toBe('');
    const row = await t.deps.db.selectFrom('users').select('country_code').where('id', '=', visitor.data.uid).executeTakeFirstOrThrow();
    expect(row.country_code).toBe('');
    const located = await t.call('/v1/location', {}, { token: visitor.data.token, headers: { 'cf-ipcountry': 'nowhere' } });
    expect(located.data.countryCode).toBe('');
  });

  it('still blocks what BLOCKED_REGIONS names, a CDN value such as T1 included', async () => {
    t = await makeTestApp({ dialect, env: { BLOCKED_REGIONS: 'KP,T1' } });
    const kp = await t.call('/v1/config', {}, { headers: { 'cf-ipcountry': 'kp' } });
    expect([kp.code, kp.region]).toEqual([1007, 'KP']);
    const tor = await t.call('/v1/config', {}, { headers: { 'cf-ipcountry': 'T1' } });
    expect([tor.code, tor.region]).toEqual([1007, '']);
  });
});
