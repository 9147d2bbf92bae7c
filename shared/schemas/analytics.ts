import { z } from 'zod';
import { defineCall } from '../api/define.js';

/** What one analytics call may carry (docs/analytics.md): a refused batch writes nothing. */
export const analyticsLimits = { events: 20, fields: 16, keyChars: 32, valueChars: 128, batchBytes: 8192 } as const;
export const abGroups = ['A', 'B'] as const;
/** Which plan the Premium paywall selects first: A the 3-month plan, B the 12-month plan. */
export const PAYWALL_EXPERIMENT = 'paywall_default_plan';

const clickId = z.string().trim().max(256).optional();
const scalar = z.union([z.string().max(analyticsLimits.valueChars), z.number().finite(), z.boolean()]);
const fieldName = z
  .string()
  .regex(new RegExp(`^[A-Za-z][\\w.]{0,${analyticsLimits.keyChars - 1}}$`), 'Field names are letters, digits, _ and .');

export const analyticsEventSchema = z.object({
  /** Event name, e.g. `buy_vip.show` (docs/analytics.md lists them). */
  name: z.string().regex(/^[a-z][a-z0-9_.+-]{0,63}$/, 'Event names are lower-case letters, digits and _ . + -'),
  fields: z
    .record(fieldName, scalar)
    .refine((f) => Object.keys(f).length <= analyticsLimits.fields, `At most ${analyticsLimits.fields} fields an event`)
    .default({}),
  /** When it happened on the device (epoch ms); the server keeps its own time beside it. */
  t: z.number().int().nonnegative().optional(),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const analytics = {
  /**
   * The ad click ids this device arrived with (Facebook fbclid/fbc/fbp, TikTok ttclid/ttp), kept
   * on the caller's account for the conversions forwarded later; answers the A/B group the server
   * gives this account or device.
   */
  adIds: defineCall(
    '/fz/fb/log',
    z.object({ fbclid: clickId, fbc: clickId, fbp: clickId, ttclid: clickId, ttp: clickId, url: z.string().trim().max(512).optional() }),
    /** `experiments`: the experiments running now (docs/analytics.md), whose B variant this group sees when it is B. */
    z.object({ ab: z.enum(abGroups), experiments: z.array(z.string()) }),
  ),
  /** A batch of product events, stored with one insert; at most 20 events and 8 KB a call. */
  events: defineCall(
    '/analytics/events',
    z
      .object({
        ab: z.enum(abGroups).optional(),
        events: z.array(analyticsEventSchema).min(1).max(analyticsLimits.events),
      })
      .refine((p) => JSON.stringify(p.events).length <= analyticsLimits.batchBytes, {
        message: `A batch is at most ${analyticsLimits.batchBytes} bytes`,
        path: ['events'],
      }),
    z.object({ stored: z.number() }),
  ),
} as const;
