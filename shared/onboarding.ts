import { bodies, ethnicities, eyeColors, hairColors, kinks, personalities, relationships } from './attributes.js';

/**
 * The onboarding quiz (landing pages) and its twelve answers, kept on the user as their
 * onboarding preferences. Values are lower-case English words like the character attributes
 * they are matched against; the UI translates them. No zod here: the landing screens import it.
 */

/** Details of the figure and hair, each one a test on a character's attributes (domain/preferences). */
export const specifics = ['big breasts', 'petite breasts', 'wide hips', 'slim hips', 'long hair', 'short hair'] as const;
export const libidoLevels = ['gentle', 'balanced', 'passionate', 'insatiable'] as const;
export const kinkOpenness = ['vanilla', 'curious', 'adventurous', 'anything goes'] as const;
export const nudityComfort = ['none', 'suggestive', 'tasteful', 'explicit'] as const;
export const goals = ['romance', 'companionship', 'flirting', 'roleplay', 'fantasy', 'relaxation'] as const;

/** At most this many kinks (the same limit as character creation), scenarios and specifics. */
export const MAX_PICKS = 3;

/** The twelve questions in the order the quiz asks them; `multi` ones take up to MAX_PICKS answers. */
export const onboardingQuestions = [
  { key: 'body', options: bodies, multi: false },
  { key: 'ethnicity', options: ethnicities, multi: false },
  { key: 'hair', options: hairColors, multi: false },
  { key: 'eyes', options: eyeColors, multi: false },
  { key: 'specifics', options: specifics, multi: true },
  { key: 'personality', options: personalities, multi: false },
  { key: 'kinks', options: kinks, multi: true },
  { key: 'scenarios', options: relationships, multi: true },
  { key: 'libidoLevel', options: libidoLevels, multi: false },
  { key: 'kinkOpenness', options: kinkOpenness, multi: false },
  { key: 'nudityComfort', options: nudityComfort, multi: false },
  { key: 'goal', options: goals, multi: false },
] as const;

export type OnboardingKey = (typeof onboardingQuestions)[number]['key'];

/** The answers as sent and stored: one word, or a short list for the `multi` questions. */
export type OnboardingAnswers = Partial<Record<OnboardingKey, string | string[]>>;
