import { sql, type RawBuilder } from 'kysely';
import type { UserRow } from '../db/database.js';
import { onboardingQuestions, type OnboardingAnswers, type OnboardingKey } from '../../shared/onboarding.js';

/**
 * How well a character fits a user's onboarding preferences (the landing quiz's answers): one SQL
 * score, so the landing match and the home list's recommended order rank in the database, on
 * SQLite and PostgreSQL alike. Looks weigh most (ethnicity 3; hair, body, personality and each
 * wanted scenario 2; eyes, each specific and each shared kink 1). The answers about mood (libido,
 * openness, nudity, goal) describe no column of a character: they do not rank, the chat's prompt
 * reads them with the rest (providers/llm/prompt.ts).
 */

/** Each specific as a test on the character's columns. */
const specificTests: Record<string, (s: string) => RawBuilder<unknown>> = {
  'big breasts': () => sql`breast in ('large', 'huge')`,
  'petite breasts': () => sql`breast in ('small', 'medium')`,
  'wide hips': () => sql`hip in ('large', 'huge')`,
  'slim hips': () => sql`hip in ('small', 'medium')`,
  'long hair': () => sql`hairstyle <> 'short'`,
  'short hair': () => sql`hairstyle = 'short'`,
};

const column: Partial<Record<OnboardingKey, [string, number]>> = {
  ethnicity: ['ethnicity', 3],
  hair: ['hair_color', 2],
  body: ['body', 2],
  personality: ['personality', 2],
  eyes: ['eye_color', 1],
};

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The score expression, or null when the answers say nothing it can rank by. */
export function preferenceScore(prefs: OnboardingAnswers): RawBuilder<number> | null {
  const terms: RawBuilder<unknown>[] = [];
  for (const [key, [col, weight]] of Object.entries(column) as [OnboardingKey, [string, number]][]) {
    for (const v of list(prefs[key]).slice(0, 1)) terms.push(sql`case when ${sql.ref(col)} = ${v} then ${sql.lit(weight)} else 0 end`);
  }
  for (const v of list(prefs.specifics)) {
    const test = specificTests[v];
    if (test) terms.push(sql`case when ${test(v)} then 1 else 0 end`);
  }
  // Kinks are stored as a JSON array of words: a quoted word is one whole element.
  for (const v of list(prefs.kinks))
    terms.push(sql`case when kinks like ${`%${JSON.stringify(v).replace(/[%_]/g, '')}%`} then 1 else 0 end`);
  const scenarios = list(prefs.scenarios);
  if (scenarios.length) terms.push(sql`case when relationship in (${sql.join(scenarios)}) then 2 else 0 end`);
  return terms.length ? sql<number>`(${sql.join(terms, sql` + `)})` : null;
}

const keys = new Set<string>(onboardingQuestions.map((q) => q.key));

/** A user's stored preferences, reduced to what ranking reads (words and short word lists). */
export function preferencesOf(user: Pick<UserRow, 'preferences'> | undefined): OnboardingAnswers {
  if (!user) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(user.preferences);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object') return {};
  const out: OnboardingAnswers = {};
  for (const [k, v] of Object.entries(raw)) {
    if (!keys.has(k)) continue;
    if (typeof v === 'string') out[k as OnboardingKey] = v;
    else if (Array.isArray(v)) out[k as OnboardingKey] = v.filter((x): x is string => typeof x === 'string').slice(0, 20);
  }
  return out;
}
