import { z } from 'zod';
import { defineCall } from '../api/define.js';

/** Telegram-only calls: the Stars subscription (cancel/resume through Telegram) and the prepared invite. */

export const starsSubscriptionSchema = z.object({
  planId: z.string(),
  /** Stars charged every 30 days. */
  stars: z.number().int(),
  /** End of the period paid for (ms); Telegram charges again then unless cancelled. */
  expiresAt: z.number(),
  canceled: z.boolean(),
});
export type StarsSubscription = z.infer<typeof starsSubscriptionSchema>;
const starsInfo = z.object({ subscription: starsSubscriptionSchema.nullable() });

export const stars = {
  subscriptionInfo: defineCall('/vip/stars-subscription/info', z.object({}).passthrough(), starsInfo),
  /** editUserStarSubscription: `cancel: true` stops renewals (Premium stays to the period end), false resumes. */
  subscriptionEdit: defineCall('/vip/stars-subscription/edit', z.object({ cancel: z.boolean() }), starsInfo),
  /** savePreparedInlineMessage of the user's invite, for the mini-app's shareMessage. */
  invitePrepare: defineCall('/user/invite/prepare', z.object({}).passthrough(), z.object({ id: z.string() })),
} as const;
