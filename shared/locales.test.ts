import { describe, expect, it } from 'vitest';
import {
  allLocaleCodes,
  extraLocales,
  findLocale,
  intlLocale,
  isRtl,
  localePrefixes,
  locales,
  localizePath,
  matchLocale,
  splitLocalePath,
} from './locales.js';
import { brands, getBrand } from './brands.js';
import { LoginType } from './enums.js';

describe('locales', () => {
  it('has the 19 route locales, English without prefix, Arabic right-to-left', () => {
    expect(locales).toHaveLength(19);
    expect(localePrefixes).not.toContain('en');
    expect(localePrefixes).toHaveLength(18);
    expect(isRtl('ar')).toBe(true);
    expect(locales.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('splits and builds localized paths', () => {
    expect(splitLocalePath('/ar/settings/language')).toEqual({ locale: 'ar', path: '/settings/language' });
    expect(splitLocalePath('/zh-hant')).toEqual({ locale: 'zh-hant', path: '/' });
    expect(splitLocalePath('/settings')).toEqual({ locale: 'en', path: '/settings' });
    expect(splitLocalePath('/arx/settings')).toEqual({ locale: 'en', path: '/arx/settings' });
    expect(localizePath('/settings', 'ar')).toBe('/ar/settings');
    expect(localizePath('/', 'ja')).toBe('/ja');
    expect(localizePath('/settings', 'en')).toBe('/settings');
  });

  it('matches browser and Telegram language tags', () => {
    expect(matchLocale('pt-BR')).toBe('pt');
    expect(matchLocale('zh-TW')).toBe('zh-hant');
    expect(matchLocale('zh-CN')).toBe('zh');
    expect(matchLocale('uk')).toBe('uk');
    expect(matchLocale('bn-BD')).toBe('bn');
    expect(matchLocale('pl_PL')).toBe('pl');
    expect(matchLocale('kk')).toBe('kk');
    expect(matchLocale('xx')).toBeUndefined();
    expect(matchLocale(undefined)).toBeUndefined();
  });
});

describe('extra locales', () => {
  it('adds uk, bn, pl and kk to the 19, known by name but never a route prefix', () => {
    expect(extraLocales.map((l) => l.code)).toEqual(['uk', 'bn', 'pl', 'kk']);
    expect(allLocaleCodes).toHaveLength(23);
    expect(new Set(allLocaleCodes).size).toBe(allLocaleCodes.length);
    for (const { code } of extraLocales) expect(localePrefixes).not.toContain(code);
    expect(splitLocalePath('/bn/settings')).toEqual({ locale: 'en', path: '/bn/settings' });
    expect(findLocale('bn')).toMatchObject({ iso: 'bn-BD', name: 'বাংলা', dir: 'ltr' });
    expect(findLocale('kk')?.name).toBe('Қазақ тілі');
  });
});

describe('brands', () => {
  it('has seven brands; only the default allows Telegram login', () => {
    expect(brands).toHaveLength(7);
    expect(brands.filter((b) => b.loginTypes.includes(LoginType.telegram)).map((b) => b.id)).toEqual(['lustory']);
    expect(getBrand('nope').id).toBe('lustory');
    for (const b of brands) expect(b.loginTypes).toEqual(expect.arrayContaining([LoginType.email, LoginType.google]));
  });
});

describe('intlLocale: dates and times in the page language', () => {
  const at = Date.UTC(2026, 10, 20, 17, 5);
  it('writes the digits as Latin in every language, as prices and counts beside them are', () => {
    for (const code of allLocaleCodes) {
      const shown = [
        new Intl.DateTimeFormat(intlLocale(code), { hour: 'numeric', minute: '2-digit' }).format(at),
        new Intl.DateTimeFormat(intlLocale(code), { day: 'numeric', month: 'long', year: 'numeric' }).format(at),
      ].join(' ');
      expect(shown, code).toMatch(/[0-9]/);
      // Arabic-Indic, Eastern Arabic-Indic, Devanagari, Bengali, Tamil, Myanmar digits: none.
      expect(shown, code).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF\u0BE6-\u0BEF\u1040-\u1049]/);
    }
  });

  it("keeps each language's own forms", () => {
    expect(new Intl.DateTimeFormat(intlLocale('de'), { day: 'numeric', month: 'short' }).format(at)).toBe('20. Nov.');
    expect(new Intl.DateTimeFormat(intlLocale('ar'), { month: 'long' }).format(at)).toBe('نوفمبر');
    expect(intlLocale('zh-hant')).toBe('zh-TW-u-nu-latn');
  });
});
