import { z } from 'zod';
import { idString } from './common.js';
import { defineCall } from '../api/define.js';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, socialNetworkNames, socialUrlProblem, type SocialNetwork } from '../trust.js';

export { verificationLimits, uploadRefusals, VERIFICATION_UPLOAD_PATH, type UploadRefusal } from '../trust.js';

export const verificationStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export const verificationInfoSchema = z.object({
  status: z.enum(verificationStatuses),
  kind: z.enum(['photo', 'video']).nullable(),
  createTime: z.number().nullable(),
  reviewNote: z.string(),
});
export type VerificationInfo = z.infer<typeof verificationInfoSchema>;

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
      text: z
        .string()
        .trim()
        .min(APPEAL_TEXT_MIN, `At least ${APPEAL_TEXT_MIN} characters`)
        .max(APPEAL_TEXT_MAX, `At most ${APPEAL_TEXT_MAX} characters`),
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
  deletionInfo: defineCall(
    '/user/danger-zone/info',
    z.object({}).passthrough(),
    z.object({ deleteAfter: z.number().nullable(), graceDays: z.number() }),
  ),
} as const;
