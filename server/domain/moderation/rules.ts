/** The content policy's categories and how a lexicon entry becomes a pattern. */
import { chunks, firstLetters, firstLetterTest } from './first-letter.js';
import { end, start } from './word-boundary.js';

export { end, start };

export const categories = ['minor', 'illegal', 'terrorism', 'drugs', 'multiple', 'male'] as const;
export type Category = (typeof categories)[number];

/** The reason a refusal answers with (code 2004), one per category. */
export const reasons: Record<Category, string> = {
  minor: 'Characters must be adults (18+); minors and words that suggest one are not allowed',
  illegal: 'Illegal content (non-consent, bestiality, trafficking and the like) is not allowed',
  terrorism: 'Terrorism and violent extremism are not allowed',
  drugs: 'Illegal drugs are not allowed',
  multiple: 'A character must be one woman; several people are not allowed',
  male: 'Only female characters can be created',
};

/** Whole words of scripts written with spaces (Latin, Cyrillic): `word('teens?')`. */
export const word = (...alts: string[]) => alts.map((a) => `${start}(?:${a})${end}`);
/** A stem and any ending, for inflected languages: `stem('школьниц')`. */
export const stem = (...alts: string[]) => alts.map((a) => `${start}(?:${a})`);
/** Anywhere, for scripts written without spaces between words (CJK, Thai-like, Burmese) and agglutinating ones. */
export const inside = (...alts: string[]) => alts;

/**
 * The alternatives as one pattern, with the word-boundary checks factored out of the alternation:
 * one look-behind per position instead of one per alternative (a few µs instead of ms per text).
 * Written one per alternative, V8 built the three Unicode classes again for each of thousands of
 * them: a quarter of a second of every process's start (and of every test file's).
 */
export function compileFast(parts: string[], flags = 'u'): RegExp {
  const whole: string[] = [];
  const stems: string[] = [];
  const loose: string[] = [];
  for (const p of parts) {
    if (p.startsWith(start) && p.endsWith(end)) whole.push(p.slice(start.length, -end.length));
    else if (p.startsWith(start)) stems.push(p.slice(start.length));
    else loose.push(p);
  }
  const alts: string[] = [];
  if (whole.length || stems.length) alts.push(`${start}(?:(?:${whole.join('|') || '(?!)'})${end}|${stems.join('|') || '(?!)'})`);
  if (loose.length) alts.push(loose.join('|'));
  return new RegExp(alts.join('|') || '(?!)', flags);
}

/** Letters of the scripts written without the word patterns (CJK, kana, Hangul, Indic, Arabic, Burmese). */
const otherScripts = [
  '\\u0600-\\u06FF',
  '\\u0900-\\u0DFF',
  '\\u1000-\\u109F',
  '\\u3000-\\u9FFF\\uF900-\\uFAFF\\uFF00-\\uFFEF',
  '\\uAC00-\\uD7AF',
];
const otherScript = new RegExp(`[${otherScripts.join('')}]`, 'u');
export const hasOtherScript = (text: string) => otherScript.test(text);
/** Each of them apart (Arabic, Indic, Burmese, CJK with kana, Hangul). */
const eachOtherScript = otherScripts.map((letters) => new RegExp(`[${letters}]`, 'u'));

/** Every gated matcher's alternatives, for the test that holds the grouped patterns to the plain ones. */
export const gatedParts: string[][] = [];

export interface Matcher {
  test(text: string, other: boolean): boolean;
}

/**
 * Alternatives asked only whether one occurs, each position trying only those of its letter
 * (first-letter.ts). The other scripts' are asked only of a text that has a letter of one of them,
 * so a Latin or Cyrillic text skips them all; and one that can begin only with letters of one
 * script, only of a text that has a letter of that script (an Arabic reply skips the CJK ones).
 */
export function compileGated(parts: string[]): Matcher {
  gatedParts.push(parts);
  const plain = (rest: string[]) => {
    const patterns = chunks(rest).map((c) => compileFast(c));
    return (text: string) => patterns.some((r) => r.test(text));
  };
  const mine = firstLetterTest(
    parts.filter((p) => !otherScript.test(p)),
    plain,
  );
  // By the one script all the letters a pattern can begin with are of (null: not one, or not told).
  const byScript = new Map<RegExp | null, string[]>();
  for (const part of parts.filter((p) => otherScript.test(p))) {
    const heads = firstLetters(part);
    const script = (heads && eachOtherScript.find((s) => heads.every((h) => s.test(String.fromCodePoint(h))))) ?? null;
    byScript.set(script, [...(byScript.get(script) ?? []), part]);
  }
  const theirs = [...byScript].map(([script, ps]) => ({ script, test: firstLetterTest(ps, plain) }));
  return {
    test: (text, other) => mine(text) || (other && theirs.some((t) => (t.script === null || t.script.test(text)) && t.test(text))),
  };
}
