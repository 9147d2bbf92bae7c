import type { Currency } from './enums.js';
import { currencySymbol } from './enums.js';
import { centsToPrice, formatPrice, perDayPrice } from './plans.js';

/**
 * Local prices by region, for display only: the order is always charged by the server in the
 * currency its payment provider takes (USD or Telegram Stars). A plan carries a price in each
 * local currency (priceMMK, priceINR, priceMYR, priceIDR); other regions see USD.
 */
export const localCurrencies = ['MMK', 'INR', 'MYR', 'IDR'] as const;
export type LocalCurrency = (typeof localCurrencies)[number];
export type ShownCurrency = 'USD' | LocalCurrency;

/** The region (ISO country) whose people pay in each local currency. */
const currencyOfCountry: Record<string, LocalCurrency> = { MM: 'MMK', IN: 'INR', MY: 'MYR', ID: 'IDR' };

export const currencyForCountry = (countryCode: string | null | undefined): ShownCurrency =>
  currencyOfCountry[(countryCode ?? '').trim().toUpperCase()] ?? 'USD';

/** The wire's currency names: IDR is written RP and MYR RM (their symbols Rp and RM). */
const wireName: Record<ShownCurrency, Currency> = { USD: 'USD', MMK: 'MMK', INR: 'INR', MYR: 'RM', IDR: 'RP' };
export const symbolOf = (c: ShownCurrency) => currencySymbol[wireName[c]];

/** The fields of a plan that hold its prices. */
export interface PricedPlan {
  price: number;
  originalPrice: number;
  month: number;
  priceMMK: number;
  priceINR: number;
  priceMYR: number;
  priceIDR: number;
}

/**
 * A plan's price and its original in a currency. The local prices are the catalogue's own (set by
 * hand, not converted); the original is scaled by the same ratio as in USD.
 */
export function planPrices(plan: PricedPlan, currency: ShownCurrency): { price: number; originalPrice: number } {
  if (currency === 'USD') return { price: plan.price, originalPrice: plan.originalPrice };
  const local = { MMK: plan.priceMMK, INR: plan.priceINR, MYR: plan.priceMYR, IDR: plan.priceIDR }[currency];
  // A plan without a local price (0) is shown in USD rather than as free.
  if (!(local > 0) || !(plan.price > 0)) return { price: plan.price, originalPrice: plan.originalPrice };
  return { price: local, originalPrice: (local * plan.originalPrice) / plan.price };
}

/** Whether the plan can be shown in this currency (it has a local price). */
export const hasLocalPrice = (plan: PricedPlan, currency: ShownCurrency) =>
  currency === 'USD' ||
  ({ MMK: plan.priceMMK, INR: plan.priceINR, MYR: plan.priceMYR, IDR: plan.priceIDR }[currency] > 0 && plan.price > 0);

/**
 * A price in the page's language, each currency with its decimals: `Ks 27,300`, `₹1,079`,
 * `RM 60.9`, `Rp 205,000`, `$12.99` in English; `12,99 $` in German (see formatPrice).
 */
export const money = (amount: number, currency: ShownCurrency, locale: string) => formatPrice(amount, currency, symbolOf(currency), locale);

/** An order's amount (its cents, its currency column) as `locale` writes money; a currency not shown reads as USD. */
export function orderMoney(cents: number, currency: string, locale: string): string {
  const shown = ([...localCurrencies, 'USD'] as string[]).includes(currency) ? (currency as ShownCurrency) : 'USD';
  return money(centsToPrice(cents), shown, locale);
}

/** Per-day price in a currency: price / months / 30, 2 decimals for USD, 1 for MYR, whole for others. */
export const moneyPerDay = (amount: number, months: number, currency: ShownCurrency, locale: string) =>
  money(perDayPrice(amount, months, currency), currency, locale);
