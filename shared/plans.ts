import type { Currency } from './enums.js';
import { numberLocale } from './number-locale.js';

/** The fields of a VIP price option that the plan rules read. */
export interface PlanLike {
  id: string;
  month: number;
  discount: number;
}

/**
 * Plan-list rules: only plans of 12 months or less; for equal months keep the
 * lowest numeric discount; 1, 3 and 12 months first (in that order), then the rest by month.
 */
export function selectPlans<T extends PlanLike>(plans: readonly T[]): T[] {
  const byMonth = new Map<number, T>();
  for (const p of plans) {
    if (p.month > 12) continue;
    const kept = byMonth.get(p.month);
    if (!kept || p.discount < kept.discount) byMonth.set(p.month, p);
  }
  const first = [1, 3, 12];
  const rank = (m: number) => (first.includes(m) ? first.indexOf(m) : first.length);
  return [...byMonth.values()].sort((a, b) => rank(a.month) - rank(b.month) || a.month - b.month);
}

export type PlanLabel = 'bestPrice' | 'mostPopular' | 'hot';

/** 12 months: best price and most popular; 3 months: hot. */
export function planLabels(month: number): PlanLabel[] {
  if (month === 12) return ['bestPrice', 'mostPopular'];
  if (month === 3) return ['hot'];
  return [];
}

/** Default selection: the 3-month plan, else the first. */
export function defaultPlan<T extends PlanLike>(plans: readonly T[]): T | undefined {
  return plans.find((p) => p.month === 3) ?? plans[0];
}

const decimalsOf = (currency: Currency | 'MYR' | 'IDR') => (currency === 'USD' ? 2 : currency === 'RM' || currency === 'MYR' ? 1 : 0);

/** Per-day price = price / months / 30, 2 decimals for USD, 1 for MYR, whole for others. */
export function perDayPrice(price: number, months: number, currency: Currency | 'MYR' | 'IDR'): number {
  if (months <= 0) throw new RangeError('months must be positive');
  const f = 10 ** decimalsOf(currency);
  return Math.round((price / months / 30) * f + Number.EPSILON) / f;
}

/** The ISO 4217 code of a currency (the wire writes IDR as RP and MYR as RM). */
const isoOf = (currency: Currency | 'MYR' | 'IDR') => (currency === 'RP' ? 'IDR' : currency === 'RM' ? 'MYR' : currency);

/**
 * Format a money amount for a language: its separators, the symbol's side and spacing come from
 * the locale (`$0.43`, `0,43 $`, `Rp 205.000`), the digits are Latin in every language so a price
 * reads like the other numbers on the same screen, the symbol is the project's own (`Ks`, not
 * ICU's `K`), and each currency keeps its decimals (USD 2, MYR 1, the others none). Where the
 * browser lacks the language's number data (Chromium: Kazakh, Burmese) see numberLocale.
 */
export function formatPrice(amount: number, currency: Currency | 'MYR' | 'IDR', symbol: string, locale: string): string {
  const d = decimalsOf(currency);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: isoOf(currency),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: d,
    maximumFractionDigits: d,
    numberingSystem: 'latn',
  };
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(numberLocale(locale || 'en'), options);
  } catch {
    // A malformed tag (never one of ours) still shows a price rather than breaking the page.
    format = new Intl.NumberFormat('en', options);
  }
  return format
    .formatToParts(amount)
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('');
}

/** Money is integer cents on the server; prices are USD numbers on the wire. */
export const centsToPrice = (cents: number) => Math.round(cents) / 100;
