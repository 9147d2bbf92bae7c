import { energy as E } from '../../../shared/constants.js';

/**
 * How much she remembers. Premium's "5x memory" is five times everything: the recent-turn window
 * (shared constants), the facts kept and the facts and tokens the prompt's memory part may take.
 */
export const memoryLimits = (premium: boolean) =>
  premium
    ? { window: E.memoryTurnsPremium, facts: 200, promptFacts: 60, promptTokens: 1600, summaryTokens: 600 }
    : { window: E.memoryTurnsFree, facts: 40, promptFacts: 12, promptTokens: 320, summaryTokens: 120 };

export type MemoryLimits = ReturnType<typeof memoryLimits>;

/** Kinds of fact; name, age, place and job hold one value each (a newer one replaces the older). */
export const factKinds = ['name', 'age', 'place', 'job', 'like', 'plan', 'date', 'promise', 'person', 'pet', 'note'] as const;
export type FactKind = (typeof factKinds)[number];
export const singleKinds: ReadonlySet<FactKind> = new Set(['name', 'age', 'place', 'job']);

export const FACT_MAX_CHARS = 200;

/**
 * Folds: at most one per session at a time and one every FOLD_EVERY_REPLIES replies of a session;
 * those that ask the model also at most SESSION_FOLDS_PER_MINUTE a minute per session and
 * FOLDS_PER_MINUTE a minute across all processes (fold-budget.ts; the offline engine's folds cost
 * no model time).
 */
export const FOLD_EVERY_REPLIES = 4;
export const SESSION_FOLDS_PER_MINUTE = 2;
export const FOLDS_PER_MINUTE = 120;
/** A fold stopped by a waiting reply is tried again this much later, at most this many times before the next reply. */
export const FOLD_RETRY_MS = 1500;
export const FOLD_RETRIES = 5;
