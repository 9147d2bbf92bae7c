import { z } from 'zod';
import { allLocaleCodes } from '../locales.js';
import { payMethods, LoginType } from '../enums.js';
import { defineCall } from '../api/define.js';

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

export const goldItemSchema = z.object({
  id: z.string(),
  gold: z.number().int(),
  bonus: z.number().int(),
  price: z.number(),
  tgStar: z.number().int(),
});
export type GoldItem = z.infer<typeof goldItemSchema>;

export const appConfigSchema = z.object({
  brand: z.object({
    id: z.string(),
    title: z.string(),
    logo: z.string(),
    supportEmail: z.string(),
    installLink: z.string().nullable(),
    accent: z.string(),
  }),
  loginTypes: z.array(z.nativeEnum({ ...LoginType })),
  signInMethods: z.array(z.enum(['email', 'google', 'telegram'])),
  googleClientId: z.string().nullable(),
  telegramBot: z.string().nullable(),
  payMethods: z.array(z.enum(payMethods)),
  lang: z.string(),
  region: z.string(),
  maintenance: z.boolean(),
  buildId: z.string(),
  energy: z.object({
    freeCap: z.number(),
    premiumCap: z.number(),
    messageCost: z.number(),
    messageCoinCost: z.number(),
    photoCoinCost: z.number(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const config = {
  get: defineCall('/config', z.object({}).passthrough(), appConfigSchema),
  setLang: defineCall(
    '/config/set/lang',
    z.object({ lang: z.enum(allLocaleCodes as [string, ...string[]]) }),
    z.object({ lang: z.string() }),
  ),
  /** `retain`: include the exit-offer plans. */
  vipList: defineCall(
    '/config/vip/list',
    z.object({ retain: z.boolean().or(z.number()).optional() }).passthrough(),
    z.object({ list: z.array(vipPlanSchema) }),
  ),
  goldList: defineCall('/config/gold/list', z.object({}).passthrough(), z.object({ list: z.array(goldItemSchema) })),
  /** The tour's config: the app config plus the messages a visitor may send before signing up. */
  tourConfig: defineCall('/tour/config', z.object({}).passthrough(), appConfigSchema.extend({ freeMessages: z.number().int() })),
} as const;
