/**
 * Demo Premium plans and coin packs. Money is integer cents (USD); local prices are whole
 * units except MYR (one decimal). Telegram Stars are roughly USD x 50.
 */
import { DiscountType } from '../../../../shared/enums.js';

export interface DemoVipPlan {
  id: string;
  title: string;
  month: number;
  days: number;
  priceCents: number;
  originalPriceCents: number;
  discount: number;
  discountType: DiscountType;
  giftGold: number;
  lifetime: boolean;
  priceMMK: number;
  priceINR: number;
  priceMYR: number;
  priceIDR: number;
  onlyPayTgStar: boolean;
  tgStar: number;
  sort: number;
}

export interface DemoGoldItem {
  id: string;
  gold: number;
  bonus: number;
  priceCents: number;
  tgStar: number;
  sort: number;
}

export const demoVipPlans: DemoVipPlan[] = [
  {
    id: 'vip-yearly',
    title: 'Yearly',
    month: 12,
    days: 365,
    priceCents: 5999,
    originalPriceCents: 19999,
    discount: 70,
    discountType: DiscountType.off3,
    giftGold: 5000,
    lifetime: false,
    priceMMK: 126000,
    priceINR: 4999,
    priceMYR: 279.9,
    priceIDR: 949000,
    onlyPayTgStar: false,
    tgStar: 3000,
    sort: 1,
  },
  {
    id: 'vip-quarterly',
    title: 'Quarterly',
    month: 3,
    days: 90,
    priceCents: 2999,
    originalPriceCents: 5999,
    discount: 50,
    discountType: DiscountType.off2,
    giftGold: 1000,
    lifetime: false,
    priceMMK: 63000,
    priceINR: 2499,
    priceMYR: 139.9,
    priceIDR: 474000,
    onlyPayTgStar: false,
    tgStar: 1500,
    sort: 2,
  },
  {
    id: 'vip-monthly',
    title: 'Monthly',
    month: 1,
    days: 30,
    priceCents: 1299,
    originalPriceCents: 2599,
    discount: 50,
    discountType: DiscountType.off2,
    giftGold: 300,
    lifetime: false,
    priceMMK: 27300,
    priceINR: 1079,
    priceMYR: 60.9,
    priceIDR: 205000,
    onlyPayTgStar: false,
    tgStar: 650,
    sort: 3,
  },
  {
    // Same month as 'vip-monthly' with a deeper cut: the follow-up offer. The plan-list rule
    // (lowest discount per month) keeps 'vip-monthly' in the regular list.
    id: 'vip-monthly-offer',
    title: 'Monthly (special offer)',
    month: 1,
    days: 30,
    priceCents: 779,
    originalPriceCents: 2599,
    discount: 70,
    discountType: DiscountType.off3,
    giftGold: 300,
    lifetime: false,
    priceMMK: 16400,
    priceINR: 649,
    priceMYR: 36.5,
    priceIDR: 123000,
    onlyPayTgStar: false,
    tgStar: 390,
    sort: 4,
  },
  {
    id: 'vip-weekly',
    title: 'Weekly',
    month: 0.25,
    days: 7,
    priceCents: 499,
    originalPriceCents: 999,
    discount: 50,
    discountType: DiscountType.off2,
    giftGold: 0,
    lifetime: false,
    priceMMK: 10500,
    priceINR: 419,
    priceMYR: 23.5,
    priceIDR: 79000,
    onlyPayTgStar: false,
    tgStar: 250,
    sort: 5,
  },
  {
    id: 'vip-lifetime',
    title: 'Lifetime',
    month: 1200,
    days: 0,
    priceCents: 9999,
    originalPriceCents: 19999,
    discount: 50,
    discountType: DiscountType.permanent,
    giftGold: 5000,
    lifetime: true,
    priceMMK: 210000,
    priceINR: 8299,
    priceMYR: 469.9,
    priceIDR: 1579000,
    onlyPayTgStar: false,
    tgStar: 5000,
    sort: 6,
  },
];

export const demoGoldItems: DemoGoldItem[] = [
  { id: 'gold-100', gold: 100, bonus: 0, priceCents: 99, tgStar: 50, sort: 1 },
  { id: 'gold-300', gold: 300, bonus: 30, priceCents: 299, tgStar: 150, sort: 2 },
  { id: 'gold-600', gold: 600, bonus: 90, priceCents: 499, tgStar: 250, sort: 3 },
  { id: 'gold-1200', gold: 1200, bonus: 240, priceCents: 999, tgStar: 500, sort: 4 },
  { id: 'gold-3000', gold: 3000, bonus: 750, priceCents: 1999, tgStar: 1000, sort: 5 },
  { id: 'gold-6500', gold: 6500, bonus: 2000, priceCents: 3999, tgStar: 2000, sort: 6 },
];
