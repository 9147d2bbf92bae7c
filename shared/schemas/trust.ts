import { z } from 'zod';
import { idString } from './common.js';
import { defineCall } from '../api/define.js';

/** Verification uploads (docs/trust-and-safety.md): what the server refuses past. */
export const verificationLimits = {
  photoMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  videoMaxMs: 15_000,
} as const;

/** Why an upload was refused; the client shows its own translated text for each. */
export const uploadRefusals = ['too_large', 'too_long', 'bad_type', 'unreadable', 'already_pending', 'already_verified'] as const;
export type UploadRefusal = (typeof uploadRefusals)[number];

/** Where a raw verification file is posted (outside the /v1 envelope: a video is up to 100 MB). */
export const VERIFICATION_UPLOAD_PATH = '/upload/verification';

export const verificationStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export const verificationInfoSchema = z.object({
  status: z.enum(verificationStatuses),
  kind: z.enum(['photo', 'video']).nullable(),
  createTime: z.number().nullable(),
  reviewNote: z.string(),
});
export type VerificationInfo = z.infer<typeof verificationInfoSchema>;

/** The networks a creator may link, each with the hosts its profile URLs live on. */
export const socialNetworks = {
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com'],
  reddit: ['reddit.com'],
  twitch: ['twitch.tv'],
  onlyfans: ['onlyfans.com'],
  fansly: ['fansly.com'],
  telegram: ['t.me'],
} as const satisfies Record<string, readonly string[]>;
export type SocialNetwork = keyof typeof socialNetworks;
export const socialNetworkNames = Object.keys(socialNetworks) as [SocialNetwork, ...SocialNetwork[]];

/** An https profile URL on the network's own host (or a subdomain of it), with a path. */
export function socialUrlProblem(network: SocialNetwork, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must start with https://';
  if (url.username || url.password || url.port) return 'must be a plain profile link';
  const host = url.hostname.toLowerCase();
  if (!socialNetworks[network].some((h) => host === h || host === `www.${h}` || host === `m.${h}`)) return `must be a ${socialNetworks[network].join(' or ')} link`;
  if (url.pathname.length < 2) return 'must point to a profile';
  return null;
}

const socialLinksParams = z
  .object(
    Object.fromEntries(
      socialNetworkNames.map((n) => [
        n,
        z
          .string()
          .trim()
          .max(200)
          .superRefine((v, ctx) => {
            const problem = v === '' ? null : socialUrlProblem(n, v);
            if (problem) ctx.addIssue({ code: 'custom', message: `${n} link ${problem}` });
          })
          .optional(),
      ]),
    ) as Record<SocialNetwork, z.ZodOptional<z.ZodString>>,
  )
  .strict();
const socialLinksSchema = z.record(z.string(), z.string());

export const appealSubjects = ['character', 'restriction'] as const;
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;
const appealSchema = z.object({
  id: z.string(),
  subjectType: z.enum(appealSubjects),
  subjectId: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  text: z.string(),
  createTime: z.number(),
});
/** Something of the user's that was refused and may be appealed, with its appeal if any. */
const appealableSchema = z.object({
  subjectType: z.enum(appealSubjects),
  subjectId: z.string(),
  title: z.string(),
  /** Until when a restriction runs; null for a character. */
  until: z.number().nullable(),
  appeal: appealSchema.nullable(),
});

export const DELETION_GRACE_DAYS = 14;

export const trust = {
  verificationSubmit: defineCall(
    '/user/profile-verification/submit',
    z.object({ uploadId: z.string().regex(/^[0-9a-f]{32}$/, 'uploadId is not an upload of yours') }),
    verificationInfoSchema,
  ),
  verificationInfo: defineCall('/user/profile-verification/info', z.object({}).passthrough(), verificationInfoSchema),
  appealPendingInfo: defineCall('/user/appeal/pending/info', z.object({}).passthrough(), z.object({ list: z.array(appealableSchema) })),
  appealSubmit: defineCall(
    '/user/appeal/submit',
    z.object({
      subjectType: z.enum(appealSubjects),
      subjectId: idString,
      text: z.string().trim().min(APPEAL_TEXT_MIN, `At least ${APPEAL_TEXT_MIN} characters`).max(APPEAL_TEXT_MAX, `At most ${APPEAL_TEXT_MAX} characters`),
    }),
    appealSchema,
  ),
  socialUpdate: defineCall('/social/update', socialLinksParams, z.object({ links: socialLinksSchema })),
  /** A creator's links and verified mark: by character (shown on its page) or the caller's own. */
  socialInfo: defineCall(
    '/social/info',
    z.object({ characterId: idString.optional() }),
    z.object({ links: socialLinksSchema, verified: z.boolean() }),
  ),
  /** When the account asked to be deleted will be erased; null when no deletion is pending. */
  deletionInfo: defineCall('/user/danger-zone/info', z.object({}).passthrough(), z.object({ deleteAfter: z.number().nullable(), graceDays: z.number() })),
} as const;
