import { z } from 'zod';
import { defineCall } from '../api/define.js';

const minuteOfDay = z.number().int().min(0).max(1439);

/** Her first messages in Telegram: when she may write, and whether the bot may write at all. */
export const proactiveSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Local "HH:MM" times, sorted, at most 3. */
  times: z.array(z.string()),
  timeZone: z.string(),
  /** Quiet hours in minutes of the local day, [from, to); equal values mean none. */
  quietFrom: z.number().int(),
  quietTo: z.number().int(),
  /** Messages a day at most: 1 free, 3 Premium. */
  dailyCap: z.number().int(),
  /** The user has let the bot write to them (and how). */
  writeAccess: z.boolean(),
  source: z.enum(['init_data', 'write_access', 'bot_message']).nullable(),
  /** The account has Telegram linked: without it there is nowhere to write. */
  telegram: z.boolean(),
});
export type ProactiveSettingsData = z.infer<typeof proactiveSettingsSchema>;

export const proactive = {
  settings: defineCall('/proactive/settings', z.object({}).passthrough(), proactiveSettingsSchema),
  update: defineCall(
    '/proactive/settings/update',
    z.object({
      enabled: z.boolean().optional(),
      times: z
        .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM'))
        .max(3)
        .optional(),
      timeZone: z.string().min(1).max(64).optional(),
      quietFrom: minuteOfDay.optional(),
      quietTo: minuteOfDay.optional(),
    }),
    proactiveSettingsSchema,
  ),
  /** What Telegram's requestWriteAccess answered in the mini-app. */
  writeAccess: defineCall('/proactive/write-access', z.object({ granted: z.boolean() }), proactiveSettingsSchema),
};
