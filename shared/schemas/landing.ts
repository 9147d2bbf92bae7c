import { z } from 'zod';
import { styles } from '../enums.js';
import { MAX_PICKS, onboardingQuestions, type OnboardingKey } from '../onboarding.js';
import { defineCall } from '../api/define.js';
import { characterCardSchema } from './character.js';

/** One quiz answer: a word of its question's options, or up to MAX_PICKS of them for the `multi` ones. */
const answerSchema = (q: (typeof onboardingQuestions)[number]) => {
  const one = z.enum(q.options as unknown as [string, ...string[]]);
  return (q.multi ? z.array(one).max(MAX_PICKS, `Choose at most ${MAX_PICKS}`) : one).optional();
};

/** The onboarding quiz's answers, every one optional (a skipped question says nothing). */
export const onboardingAnswersSchema = z.object(
  Object.fromEntries(onboardingQuestions.map((q) => [q.key, answerSchema(q)])) as Record<OnboardingKey, ReturnType<typeof answerSchema>>,
);

const matchParams = onboardingAnswersSchema.extend({ style: z.enum(styles).optional() });
/** Best match first; at most three published characters, never empty while any is published. */
const matchData = z.object({ list: z.array(characterCardSchema) });

export const landing = {
  /** The landing quiz (/landing, /landing/role1, role2, landing2): the characters closest to the answers. */
  match: defineCall('/tour/landing-role/match', matchParams, matchData),
  /** The same match for /landing/role3. */
  matchRole3: defineCall('/tour/landing-role-3/match', matchParams, matchData),
} as const;
