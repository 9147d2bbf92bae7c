import { ErrorCode } from '../../../shared/errors.js';
import { limits } from '../../../shared/constants.js';
import { AppError } from '../../errors.js';
import { readAges } from './ages.js';
import { crimeAllowPhrases, drugWords, illegalWords, terrorismWords } from './lexicon-crime.js';
import { minorAllowPhrases, minorWords, weakMinorWords } from './lexicon-minors.js';
import { explicitMaleWords, femaleWords, maleWords, multipleWords } from './lexicon-people.js';
import { textViews } from './normalize.js';
import { readSentence, sentences } from './chat-policy.js';
import { compileFast, reasons, type Category } from './rules.js';

export { reasons, categories, type Category } from './rules.js';

export interface Finding {
  category: Category;
  /** The words that triggered it, as normalised. */
  match: string;
}

const rules: [Category, RegExp][] = [
  ['minor', compileFast(minorWords)],
  ['illegal', compileFast(illegalWords)],
  ['terrorism', compileFast(terrorismWords)],
  ['drugs', compileFast(drugWords)],
  ['multiple', compileFast(multipleWords)],
  ['male', compileFast(explicitMaleWords)],
];
const weakMinor = compileFast(weakMinorWords);
const male = compileFast(maleWords);
const female = compileFast(femaleWords);
const allowPhrases = [...minorAllowPhrases, ...crimeAllowPhrases];

/** The views of a text with the benign phrases blanked out. */
function prepared(text: string) {
  const views = textViews(text);
  const blank = (v: string) => allowPhrases.reduce((s, re) => s.replace(re, ' '), v);
  return { plain: views.plain, all: views.all.map(blank) };
}

function firstMatch(views: string[], re: RegExp): string | null {
  for (const v of views) {
    const m = re.exec(v);
    if (m) return m[0].trim();
  }
  return null;
}

/** What a text says about gender, for weighing across all of a character's texts. */
export function genderSignals(text: string): { male: string | null; female: boolean } {
  const { all } = prepared(text);
  return { male: firstMatch(all, male), female: firstMatch(all, female) !== null };
}

/**
 * The first policy rule a text breaks, leaving "is this a man?" to `assessCharacter`. `only`
 * limits the rules checked (chat refuses fewer things than created characters, and runs often).
 */
export function findViolation(text: string, only?: ReadonlySet<Category>): Finding | null {
  if (!text.trim()) return null;
  const { plain, all } = prepared(text);
  const { ages, under18 } = readAges(plain);
  const minorAge = ages.find((a) => a < limits.adultAge);
  if (minorAge !== undefined) return { category: 'minor', match: `age ${minorAge}` };
  if (under18) return { category: 'minor', match: 'under 18' };
  if (!only || only.has('minor')) {
    const sentence = minorInScene(text);
    if (sentence) return { category: 'minor', match: sentence };
  }
  for (const [category, re] of rules) {
    if (only && !only.has(category)) continue;
    const match = firstMatch(all, re);
    if (match) return { category, match };
  }
  if ((!only || only.has('minor')) && !ages.some((a) => a >= limits.adultAge)) {
    const match = firstMatch(all, weakMinor);
    if (match) return { category: 'minor', match };
  }
  return null;
}

/**
 * A sentence the chat would read as a minor who takes part (an age, a school grade or a minor's
 * role, in any catalogue language, disguised or not), not one in the past or beside her: the chat's
 * own reading, so that a character's texts never let through a minor the chat would stop.
 */
function minorInScene(text: string): string | null {
  for (const s of sentences(text)) {
    const r = readSentence(s, false);
    if (r.minor === 'strong' && (r.statedAge || !(r.past || r.bystander))) return s.trim().slice(0, 60);
  }
  return null;
}

/** One text judged alone, male included: what the corpus measures and chat messages can use. */
export function assessText(text: string): Finding | null {
  const found = findViolation(text);
  if (found) return found;
  const g = genderSignals(text);
  return g.male && !g.female ? { category: 'male', match: g.male } : null;
}

export type TextFields = Record<string, string | readonly string[] | undefined>;

/**
 * Every free text of a character, judged together: each field against the rules, then gender over
 * all of them ("her husband" is fine beside "she"; "a tall man with a beard" alone is not).
 * Throws 2004 naming the field and the words; returns when all is allowed.
 */
export function assertCharacterTexts(fields: TextFields): void {
  let maleIn: { field: string; match: string } | null = null;
  let anyFemale = false;
  for (const [field, value] of Object.entries(fields)) {
    for (const text of typeof value === 'string' ? [value] : (value ?? [])) {
      const found = findViolation(text);
      if (found) throw refusal(found, field);
      const g = genderSignals(text);
      if (g.male && !maleIn) maleIn = { field, match: g.male };
      anyFemale ||= g.female;
    }
  }
  if (maleIn && !anyFemale) throw refusal({ category: 'male', match: maleIn.match }, maleIn.field);
}

export interface AttributeChoice {
  gender?: string;
  age?: number;
  relationship?: string;
  clothing?: string;
  occupation?: string;
}

/** The structured choices: a man, an age under 18, or a schoolgirl put together from adult parts. */
export function assertAttributes(a: AttributeChoice): void {
  if (a.gender !== undefined && a.gender !== 'woman') throw refusal({ category: 'male', match: a.gender }, 'gender');
  if (a.age !== undefined && !(a.age >= limits.adultAge)) throw refusal({ category: 'minor', match: `age ${a.age}` }, 'age');
  // Each is fine for an adult; together at 18 or 19 they draw a pupil in class with her classmate.
  const schoolgirl = a.clothing === 'school-style uniform' && a.relationship === 'classmate' && a.occupation === 'student';
  if (schoolgirl && a.age !== undefined && a.age < 20) {
    throw refusal({ category: 'minor', match: 'student classmate in school uniform under 20' }, 'attributes');
  }
}

function refusal(f: Finding, field: string): AppError {
  return new AppError(ErrorCode.contentNotAllowed, `${reasons[f.category]} (${field}: "${f.match}")`);
}
