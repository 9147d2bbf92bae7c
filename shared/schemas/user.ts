import { z } from 'zod';
import { styles, chatModels, reportTargets } from '../enums.js';
import { allLocaleCodes } from '../locales.js';
import { idString } from './common.js';

export const profileSchema = z.object({
  id: z.string(),
  nick: z.string(),
  avatar: z.string(),
  lang: z.string(),
  channel: z.string(),
  energy: z.number().int(),
  energyCap: z.number().int(),
  goldBalance: z.number().int(),
  vipExpireAt: z.number(),
  isVip: z.boolean(),
  isVisitor: z.boolean(),
  rewardEnergyAddHomeScreen: z.boolean(),
  location: z.object({ countryCode: z.string(), city: z.string() }),
  createTime: z.number(),
  ab: z.string(),
  style: z.enum(styles).nullable(),
  chatModel: z.enum(chatModels),
  nsfw: z.boolean(),
  dangerZone: z.boolean(),
  tags: z.array(z.string()),
  preferences: z.record(z.string(), z.unknown()),
  binds: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** Public view of another user. */
export const publicProfileSchema = profileSchema.pick({ id: true, nick: true, avatar: true, createTime: true });

/** http(s) only: `javascript:`, `data:` and the like would run or smuggle content where the avatar is shown. */
const isWebUrl = (v: string) => {
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** A picture the app may show: a web URL, or one of our own generated files under /media/. */
export const avatarSchema = z
  .string()
  .trim()
  .max(512)
  .refine((v) => /^\/media\/(?!.*\.\.)[\w./-]+$/.test(v) || isWebUrl(v), 'avatar must be an https:// (or http://) URL or a /media/ path');

const preferenceValue = z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(100)).max(20)]);

/** Onboarding preferences. */
export const preferencesSchema = z
  .object({
    body: preferenceValue,
    ethnicity: preferenceValue,
    hair: preferenceValue,
    eyes: preferenceValue,
    specifics: preferenceValue,
    personality: preferenceValue,
    kinks: preferenceValue,
    scenarios: preferenceValue,
    libidoLevel: preferenceValue,
    kinkOpenness: preferenceValue,
    nudityComfort: preferenceValue,
    goal: preferenceValue,
  })
  .partial()
  .strict();

export const user = {
  myProfile: { params: z.object({}).passthrough() },
  update: {
    params: z
      .object({
        nick: z.string().trim().min(1, 'Operation failed, input field cannot be empty').max(32).optional(),
        avatar: avatarSchema.optional(),
        lang: z.enum(allLocaleCodes as [string, ...string[]]).optional(),
        preferences: preferencesSchema.optional(),
      })
      .strict(),
  },
  updateTags: { params: z.object({ tags: z.array(z.string().trim().min(1).max(32)).max(20) }) },
  init: {
    params: z.object({
      lang: z.string().max(16).optional(),
      channel: z.string().max(128).optional(),
      preferences: preferencesSchema.optional(),
    }),
  },
  updateGeom: {
    params: z.object({ countryCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).or(z.literal('')), city: z.string().trim().max(80).default('') }),
  },
  profile: { params: z.object({ uid: idString }) },
  changeStyle: { params: z.object({ style: z.enum(styles) }) },
  changeChatModel: { params: z.object({ model: z.enum(chatModels) }) },
  enableNsfw: { params: z.object({ enable: z.boolean() }) },
  dangerZone: { params: z.object({}).passthrough() },
  report: {
    params: z.object({
      targetType: z.enum(reportTargets),
      targetId: idString,
      reason: z.string().trim().min(1, 'Operation failed, input field cannot be empty').max(1000),
    }),
  },
  binds: { params: z.object({}).passthrough() },
  location: { params: z.object({}).passthrough() },
  open: {
    params: z.object({ fbp: z.string().max(256).optional(), fbc: z.string().max(256).optional(), d: z.string().max(256).optional() }).passthrough(),
  },
} as const;
