import { z } from 'zod';
import { allLocaleCodes } from '../locales.js';
import { payMethods, LoginType } from '../enums.js';

export const vipPlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  month: z.number(),
  days: z.number().int(),
  price: z.number(),
  originalPrice: z.number(),
  discount: z.number(),
  discountType: z.number().int(),
  discountExpireTime: z.number(),
  giftGold: z.number().int(),
  lifetime: z.boolean(),
  priceMMK: z.number(),
  priceINR: z.number(),
  priceMYR: z.number(),
  priceIDR: z.number(),
  onlyPayTgStar: z.boolean(),
  tgStar: z.number().int(),
});
export type VipPlan = z.infer<typeof vipPlanSchema>;

export const goldItemSchema = z.object({ id: z.string(), gold: z.number().int(), bonus: z.number().int(), price: z.number(), tgStar: z.number().int() });
export type GoldItem = z.infer<typeof goldItemSchema>;

export const appConfigSchema = z.object({
  brand: z.object({ id: z.string(), title: z.string(), logo: z.string(), supportEmail: z.string(), installLink: z.string().nullable(), accent: z.string() }),
  loginTypes: z.array(z.nativeEnum({ ...LoginType })),
  signInMethods: z.array(z.enum(['email', 'google', 'telegram'])),
  googleClientId: z.string().nullable(),
  telegramBot: z.string().nullable(),
  payMethods: z.array(z.enum(payMethods)),
  lang: z.string(),
  region: z.string(),
  maintenance: z.boolean(),
  buildId: z.string(),
  energy: z.object({ freeCap: z.number(), premiumCap: z.number(), messageCost: z.number(), messageCoinCost: z.number(), photoCoinCost: z.number() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const config = {
  get: { params: z.object({}).passthrough() },
  setLang: { params: z.object({ lang: z.enum(allLocaleCodes as [string, ...string[]]) }) },
  vipList: { params: z.object({ retain: z.boolean().or(z.number()).optional() }).passthrough() },
  goldList: { params: z.object({}).passthrough() },
  tourConfig: { params: z.object({}).passthrough() },
} as const;
