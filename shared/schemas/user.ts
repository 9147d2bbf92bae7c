import { z } from 'zod';
import { styles, chatModels, reportTargets } from '../enums.js';
import { allLocaleCodes } from '../locales.js';
import { idString } from './common.js';
import { bindSchema } from './auth.js';
import { defineCall } from '../api/define.js';

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
  /** The questionnaire's coins were paid (once per account). */
  rewardCoinsQuestionnaire: z.boolean(),
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

const coordinates = z.object({ countryCode: z.string(), city: z.string() });
const dangerZone = z.object({ dangerZone: z.boolean() });

export const user = {
  myProfile: defineCall('/user/my-profile', z.object({}).passthrough(), profileSchema),
  update: defineCall(
    '/user/update',
    z
      .object({
        nick: z.string().trim().min(1, 'Operation failed, input field cannot be empty').max(32).optional(),
        avatar: avatarSchema.optional(),
        lang: z.enum(allLocaleCodes as [string, ...string[]]).optional(),
        preferences: preferencesSchema.optional(),
      })
      .strict(),
    profileSchema,
  ),
  updateTags: defineCall(
    '/user/update-tags',
    z.object({ tags: z.array(z.string().trim().min(1).max(32)).max(20) }),
    z.object({ tags: z.array(z.string()) }),
  ),
  init: defineCall(
    '/user/init',
    z.object({
      lang: z.string().max(16).optional(),
      channel: z.string().max(128).optional(),
      preferences: preferencesSchema.optional(),
    }),
    profileSchema,
  ),
  updateGeom: defineCall(
    '/user/update-geom',
    z.object({
      countryCode: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/)
        .or(z.literal('')),
      city: z.string().trim().max(80).default(''),
    }),
    coordinates,
  ),
  profile: defineCall('/user/profile', z.object({ uid: idString }), publicProfileSchema),
  changeStyle: defineCall('/user/change-style', z.object({ style: z.enum(styles) }), z.object({ style: z.enum(styles) })),
  changeChatModel: defineCall('/user/change-chat-model', z.object({ model: z.enum(chatModels) }), z.object({ model: z.enum(chatModels) })),
  enableNsfw: defineCall('/user/settings/enable-nsfw', z.object({ enable: z.boolean() }), z.object({ nsfw: z.boolean() })),
  /** Asks for the account to be deleted (kept 14 days, then erased: docs/trust-and-safety.md); `deactivate` withdraws it. */
  dangerZoneActivate: defineCall('/user/danger-zone/activate', z.object({}).passthrough(), dangerZone),
  dangerZoneDeactivate: defineCall('/user/danger-zone/deactivate', z.object({}).passthrough(), dangerZone),
  report: defineCall(
    '/user/report',
    z.object({
      targetType: z.enum(reportTargets),
      targetId: idString,
      reason: z.string().trim().min(1, 'Operation failed, input field cannot be empty').max(1000),
    }),
    z.object({ id: z.string() }),
  ),
  binds: defineCall('/user/binds', z.object({}).passthrough(), z.object({ list: z.array(bindSchema) })),
  /** The caller's country (from the CDN header, else the saved one) and saved city. */
  location: defineCall('/location', z.object({}).passthrough(), coordinates),
  open: defineCall(
    '/open',
    z.object({ fbp: z.string().max(256).optional(), fbc: z.string().max(256).optional(), d: z.string().max(256).optional() }).passthrough(),
    z.object({ ok: z.boolean() }),
  ),
} as const;
