import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderExtraJson, parseStartupQuery, readStartupParams, samePath, withoutOneShots } from './startup-params.js';

afterEach(() => vi.restoreAllMocks());

describe('startup parameters', () => {
  it('reads each parameter the way docs/startup-params.md says', () => {
    const p = parseStartupQuery(
      '?c=%20fb_ads%20&pwa=1&favorite=1&d=abc&testB=true&merchantParam=%7B%22bizId%22%3A42%2C%22bizType%22%3A%22shop%22%7D&tmpToken=t1&token=t2&l=AR&u=u_1&shareDialog=1&bp=%2Fpremium&act=spring&from=mail&alert=login&extraOrderParams=%7B%22campaign%22%3A%22x%22%2C%22n%22%3A2%2C%22nested%22%3A%7B%7D%7D&fbclid=IwAR',
    );
    expect(p).toEqual({
      channel: 'fb_ads',
      pwa: true,
      favorite: true,
      d: 'abc',
      testB: true,
      merchantParam: { bizId: '42', bizType: 'shop' },
      tmpToken: 't1',
      token: 't2',
      l: 'ar',
      u: 'u_1',
      shareDialog: true,
      bp: '/premium',
      act: 'spring',
      from: 'mail',
      alert: 'login',
      extraOrderParams: { campaign: 'x', n: 2 },
      fbclid: 'IwAR',
    });
    expect(parseStartupQuery('?ch=tg').channel).toBe('tg');
    // A friend's link without its own channel is attributed to the friend.
    expect(parseStartupQuery('?u=abc').channel).toBe('ref_abc');
  });

  it('drops a bad value with a console warning, never throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = parseStartupQuery(
      '?l=xx&merchantParam=%7Bbad&extraOrderParams=%5B1%5D&bp=%2F%2Fevil.example&alert=%3Cb%3E&pwa=maybe&u=a%20b&c=%20%20',
    );
    expect(p).toEqual({});
    const said = warn.mock.calls.map((c) => String(c[0])).join('\n');
    for (const name of ['l', 'merchantParam', 'extraOrderParams', 'bp', 'alert', 'pwa', 'u'])
      expect(said).toContain(`Startup parameter ${name}=`);
  });

  it('keeps attribution for orders, and only same-site paths', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    });
    readStartupParams('?merchantParam=%7B%22bizId%22%3A%227%22%7D&from=ad&extraOrderParams=%7B%22k%22%3A1%7D&token=secret');
    expect(JSON.parse(orderExtraJson()!)).toEqual({ k: 1, from: 'ad', merchant: { bizId: '7' } });
    expect(store.get('startup-params')).not.toContain('secret');
    vi.unstubAllGlobals();
    expect(samePath('/chat?x=1')).toBe('/chat?x=1');
    expect(samePath('//evil')).toBeUndefined();
    expect(samePath('/\\evil')).toBeUndefined();
    expect(samePath('https://evil')).toBeUndefined();
    expect(withoutOneShots('?token=a&tmpToken=b&l=ar&c=x&alert=login')).toBe('?c=x');
  });
});
