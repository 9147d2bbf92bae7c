import { z } from 'zod';
import { styles } from '../enums.js';
import { bodies, ethnicities, hairColors } from '../attributes.js';
import { characterCardSchema } from './character.js';
import { idString, pageParams } from './common.js';
import { defineCall } from '../api/define.js';

/** The youngest and oldest ages the Meet age filter can ask for. */
export const MEET_AGE_MIN = 18;
export const MEET_AGE_MAX = 99;

/**
 * The user's Meet settings. `style` is the basic filter everyone has; the age range and the
 * look lists are the Premium ("pro") filters: kept while Premium ends, applied only while it lasts.
 * An empty list means "any".
 */
export const meetConfigSchema = z.object({
  style: z.enum(styles).nullable(),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  ethnicities: z.array(z.enum(ethnicities)),
  bodies: z.array(z.enum(bodies)),
  hairColors: z.array(z.enum(hairColors)),
});
export type MeetConfig = z.infer<typeof meetConfigSchema>;

export const defaultMeetConfig: MeetConfig = {
  style: null,
  ageMin: MEET_AGE_MIN,
  ageMax: MEET_AGE_MAX,
  ethnicities: [],
  bodies: [],
  hairColors: [],
};

const age = z.number().int().min(MEET_AGE_MIN).max(MEET_AGE_MAX);
const configUpdate = z
  .object({
    style: z.enum(styles).nullable().optional(),
    ageMin: age.optional(),
    ageMax: age.optional(),
    ethnicities: z.array(z.enum(ethnicities)).max(ethnicities.length).optional(),
    bodies: z.array(z.enum(bodies)).max(bodies.length).optional(),
    hairColors: z.array(z.enum(hairColors)).max(hairColors.length).optional(),
  })
  .refine((c) => c.ageMin === undefined || c.ageMax === undefined || c.ageMin <= c.ageMax, {
    message: 'ageMin must not be above ageMax',
    path: ['ageMin'],
  });

/** A character in the deck or a list, with what a dating card shows besides her photo. */
export const meetCardSchema = characterCardSchema.extend({
  occupation: z.string(),
  personality: z.string(),
  ethnicity: z.string(),
  /** She already likes the user (shown to Premium only; always false for free users). */
  likesYou: z.boolean(),
});
export type MeetCard = z.infer<typeof meetCardSchema>;

export const meetMatchSchema = z.object({
  character: meetCardSchema,
  /** The chat her match opened (null only for the moment the match is being written). */
  sessionId: z.string().nullable(),
  matchTime: z.number(),
  /** She wrote first and the user has not answered yet. */
  waiting: z.boolean(),
});
export type MeetMatch = z.infer<typeof meetMatchSchema>;

export const meetCountsSchema = z.object({
  /** Characters who like the user and whom the user has not answered yet. */
  likes: z.number().int(),
  matches: z.number().int(),
  /** Matches whose ice-breaker the user has not answered: the badge. */
  waiting: z.number().int(),
});
export type MeetCounts = z.infer<typeof meetCountsSchema>;

/** Like (1) or pass (-1): the values of the `Like` enum a user can give. */
const likeOp = z.union([z.literal(1), z.literal(-1)]);

export const meet = {
  /**
   * The next cards to like or pass: filtered by the user's settings, none already liked or
   * passed. `again`: show the passed ones once more. `exhausted`: nobody is left for these settings.
   */
  deck: defineCall(
    '/meet/deck',
    z.object({ again: z.boolean().default(false) }),
    z.object({
      list: z.array(meetCardSchema),
      exhausted: z.boolean(),
      passed: z.number().int(),
      config: meetConfigSchema,
      premium: z.boolean(),
    }),
  ),
  likeOp: defineCall(
    '/meet/like-op',
    z.object({ characterId: idString, like: likeOp }),
    z.object({ characterId: z.string(), like: likeOp, matched: z.boolean(), sessionId: z.string().nullable() }),
  ),
  /**
   * `who: 'them'`: who likes the user (Premium sees them; a free user gets the count and
   * `locked`). `who: 'me'`: whom the user liked who has not liked back.
   */
  likeList: defineCall(
    '/meet/list/like',
    pageParams.extend({ who: z.enum(['them', 'me']).default('them') }),
    z.object({ list: z.array(meetCardSchema), total: z.number().int(), locked: z.boolean() }),
  ),
  matchList: defineCall('/meet/list/match', pageParams, z.object({ list: z.array(meetMatchSchema), total: z.number().int() })),
  counts: defineCall('/meet/counts', z.object({}).passthrough(), meetCountsSchema),
  /** Save Meet settings; the age range and look lists are for Premium (2003 otherwise, nothing saved). */
  configUpdate: defineCall('/user/meet-pro/config/update', configUpdate, meetConfigSchema),
} as const;
