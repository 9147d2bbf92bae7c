/**
 * Names other people read (a nick on a public profile, a buyer's name on a creator's order).
 * Control characters and line separators would break the line the name sits in, and direction
 * overrides or isolates would make the text after it read reversed: they are taken out. What is
 * left must show something (one letter, digit, symbol or punctuation mark): invisible characters
 * alone (zero-width spaces, fillers, direction marks) pass a plain trim as a blank name.
 */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
const HIDDEN = /[\p{Cf}\p{Z}\u034f\u115f\u1160\u3164\uffa0\u2800]/gu;
const BREAKING = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** The name as it will be shown, or undefined when it would show nothing. */
export function cleanDisplayName(name: string): string | undefined {
  const clean = name.replace(BREAKING, '').trim();
  return VISIBLE.test(clean.replace(HIDDEN, '')) ? clean : undefined;
}
