import { describe, expect, it } from 'vitest';
import { money, moneyPerDay } from './currency.js';
import { numberFallback, numberLocale, rootProbe, sameNumbersAs } from './number-locale.js';
import { defaultPlan, formatPrice, perDayPrice, planLabels, selectPlans } from './plans.js';

const plan = (id: string, month: number, discount: number) => ({ id, month, discount });

describe('plan list rules', () => {
  it('drops plans over 12 months and keeps the lowest discount per month', () => {
    const out = selectPlans([plan('a', 1, 70), plan('b', 1, 50), plan('life', 1200, 0), plan('c', 12, 60), plan('d', 24, 10)]);
    expect(out.map((p) => p.id)).toEqual(['b', 'c']);
  });

  it('orders 1, 3 and 12 months first, then the others by month', () => {
    const out = selectPlans([plan('w', 0.25, 0), plan('y', 12, 0), plan('s', 6, 0), plan('m', 1, 0), plan('q', 3, 0), plan('2', 2, 0)]);
    expect(out.map((p) => p.month)).toEqual([1, 3, 12, 0.25, 2, 6]);
  });

  it('labels 12 months best price and most popular, 3 months hot', () => {
    expect(planLabels(12)).toEqual(['bestPrice', 'mostPopular']);
    expect(planLabels(3)).toEqual(['hot']);
    expect(planLabels(1)).toEqual([]);
  });

  it('selects the 3-month plan by default, else the first', () => {
    expect(defaultPlan([plan('m', 1, 0), plan('q', 3, 0)])?.id).toBe('q');
    expect(defaultPlan([plan('m', 1, 0), plan('y', 12, 0)])?.id).toBe('m');
    expect(defaultPlan([])).toBeUndefined();
  });
});

describe('per-day price', () => {
  it('rounds USD to 2 decimals, MYR to 1, others whole', () => {
    expect(perDayPrice(29.99, 3, 'USD')).toBe(0.33);
    expect(perDayPrice(119.99, 12, 'USD')).toBe(0.33);
    expect(perDayPrice(12.99, 1, 'USD')).toBe(0.43);
    expect(perDayPrice(59.9, 1, 'RM')).toBe(2);
    expect(perDayPrice(45.5, 1, 'RM')).toBe(1.5);
    expect(perDayPrice(100000, 1, 'RP')).toBe(3333);
    expect(perDayPrice(2500, 3, 'INR')).toBe(28);
  });

  it('refuses a plan without months', () => {
    expect(() => perDayPrice(10, 0, 'USD')).toThrow(RangeError);
  });
});

describe('prices in the page language', () => {
  it('writes a price the way the language does, not a symbol glued to English digits', () => {
    expect(formatPrice(0.43, 'USD', '$', 'en')).toBe('$0.43');
    expect(formatPrice(0.43, 'USD', '$', 'de')).toBe('0,43\u00a0$');
    expect(formatPrice(1234.5, 'USD', '$', 'de')).toBe('1.234,50\u00a0$');
    expect(formatPrice(1234.5, 'USD', '$', 'fr')).toBe('1\u202f234,50\u00a0$');
    expect(formatPrice(0.43, 'USD', '$', 'ja')).toBe('$0.43');
    // Arabic: the symbol after the amount, Latin digits like every other number in the app.
    expect(formatPrice(0.43, 'USD', '$', 'ar')).toBe('\u200f0.43\u00a0$');
  });

  it("keeps each currency's decimals and the project's symbols", () => {
    expect(money(205000, 'IDR', 'en')).toBe('Rp\u00a0205,000');
    expect(money(205000, 'IDR', 'id')).toBe('Rp\u00a0205.000');
    expect(money(60.9, 'MYR', 'ms')).toBe('RM\u00a060.9');
    expect(money(27300, 'MMK', 'en')).toBe('Ks\u00a027,300');
    expect(money(1079, 'INR', 'hi')).toBe('₹1,079');
    expect(money(12.99, 'USD', 'en')).toBe('$12.99');
  });

  it('formats the per-day price in the language too', () => {
    expect(moneyPerDay(12.99, 1, 'USD', 'en')).toBe('$0.43');
    expect(moneyPerDay(12.99, 1, 'USD', 'de')).toBe('0,43\u00a0$');
    expect(moneyPerDay(100000, 1, 'IDR', 'de')).toBe('3.333\u00a0Rp');
  });

  it('still shows a price for a tag it cannot read', () => {
    expect(money(1.5, 'USD', 'not a tag!')).toBe('$1.50');
  });
});

describe('prices in a language the browser lacks', () => {
  it('writes Kazakh as Russian and Burmese as English in Europe when the browser lacks them', () => {
    // Chromium keeps Kazakh with root's data ("$ 1,234.50") and resolves Burmese to en-US.
    expect(numberFallback('kk', 'kk', rootProbe)).toBe('ru-RU');
    expect(numberFallback('kk-KZ-u-nu-latn', 'kk-u-nu-latn', rootProbe)).toBe('ru-RU');
    expect(numberFallback('my', 'en-US', '$1,234.50')).toBe('en-150');
    expect(numberFallback('my-MM-u-nu-latn', 'en-US', '$1,234.50')).toBe('en-150');
  });

  it('keeps the language where the browser has it, and any language without a stand-in', () => {
    expect(numberFallback('kk', 'kk', '1\u00a0234,50\u00a0$')).toBe('kk');
    expect(numberFallback('my', 'my', '1,234.50\u00a0$')).toBe('my');
    expect(numberFallback('ky', 'en-US', '$1,234.50')).toBe('ky');
    expect(numberFallback('pt', 'pt', '$\u00a01.234,50')).toBe('pt');
    // Node has every language's data: nothing stands in here.
    expect(numberLocale('kk')).toBe('kk');
    expect(numberLocale('my')).toBe('my');
  });

  it('picks stand-ins that write money exactly as the language does (Node has its data)', () => {
    const amounts: [number, 'USD' | 'MMK' | 'INR' | 'MYR' | 'IDR', string][] = [
      [0.99, 'USD', '$'],
      [-1234567.5, 'USD', '$'],
      [27300, 'MMK', 'Ks'],
      [1079, 'INR', '₹'],
      [60.9, 'MYR', 'RM'],
      [205000, 'IDR', 'Rp'],
    ];
    for (const [language, standIn] of Object.entries(sameNumbersAs))
      for (const [amount, currency, symbol] of amounts)
        expect(formatPrice(amount, currency, symbol, standIn), `${language} ${amount} ${currency}`).toBe(
          formatPrice(amount, currency, symbol, language),
        );
    expect(formatPrice(0.99, 'USD', '$', 'kk')).toBe('0,99\u00a0$');
    expect(formatPrice(0.99, 'USD', '$', 'my')).toBe('0.99\u00a0$');
  });
});
