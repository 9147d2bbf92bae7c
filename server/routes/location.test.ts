import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { money, moneyPerDay, planPrices } from '../../shared/currency.js';
import type { VipPlan } from '../../shared/schemas/config.js';

let t: TestApp;
afterEach(() => t.close());

describe.each(dialects)('/v1/location/analyse-geo on %s', (dialect) => {
  it("answers the region's display currency from the CDN header, else the saved country, else USD", async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const geo = (headers: Record<string, string> = {}) => t.call('/v1/location/analyse-geo', {}, { token, headers }).then((r) => r.data);
    expect(await geo({ 'cf-ipcountry': 'IN' })).toEqual({ countryCode: 'IN', source: 'header', currency: 'INR', symbol: '₹' });
    expect(await geo({ 'cf-ipcountry': 'MM' })).toMatchObject({ currency: 'MMK', symbol: 'Ks' });
    expect(await geo({ 'cf-ipcountry': 'ID' })).toMatchObject({ currency: 'IDR', symbol: 'Rp' });
    expect(await geo({ 'cf-ipcountry': 'FR' })).toMatchObject({ currency: 'USD', symbol: '$' });
    expect(await geo()).toEqual({ countryCode: '', source: 'none', currency: 'USD', symbol: '$' });
    await t.deps.db.updateTable('users').set({ country_code: 'MY' }).where('id', '=', uid).execute();
    expect(await geo()).toEqual({ countryCode: 'MY', source: 'profile', currency: 'MYR', symbol: 'RM' });
    // The older call keeps its answer.
    expect((await t.call('/v1/location', {}, { token, headers: { 'cf-ipcountry': 'IN' } })).data).toEqual({ countryCode: 'IN', city: '' });
  });

  it('shows the catalogue prices in each currency with its per-day rounding; the order is still charged in USD', async () => {
    t = await makeTestApp({ dialect });
    const plans: VipPlan[] = (await t.call('/v1/config/vip/list', {})).data.list;
    const quarterly = plans.find((p) => p.id === 'vip-quarterly')!;
    expect(money(planPrices(quarterly, 'INR').price, 'INR', 'en')).toBe('₹2,499');
    expect(moneyPerDay(planPrices(quarterly, 'INR').price, 3, 'INR', 'en')).toBe('₹28');
    expect(moneyPerDay(planPrices(quarterly, 'MYR').price, 3, 'MYR', 'en')).toBe('RM\u00a01.6');
    expect(moneyPerDay(planPrices(quarterly, 'MMK').price, 3, 'MMK', 'en')).toBe('Ks\u00a0700');
    expect(moneyPerDay(planPrices(quarterly, 'IDR').price, 3, 'IDR', 'en')).toBe('Rp\u00a05,267');
    expect(moneyPerDay(planPrices(quarterly, 'USD').price, 3, 'USD', 'en')).toBe('$0.33');
    const { token } = await t.member();
    const order = await t.call('/v1/vip/order/create', { id: 'vip-quarterly', comeFrom: '' }, { token, headers: { 'cf-ipcountry': 'IN' } });
    expect(order.data).toMatchObject({ amount: 29.99, currency: 'USD' });
  });
});
