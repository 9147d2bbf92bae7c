/**
 * Names other people read (a nick on a public profile, a buyer's name on a creator's order). A
 * name must show something: one letter, digit, symbol or punctuation mark. Invisible characters
 * alone (zero-width spaces, fillers, direction marks) would pass a plain trim as a blank name;
 * control characters and line separators would break the line the name sits in, and direction
 * overrides or isolates would make the text after it read reversed.
 */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
const HIDDEN_ONLY = /[\p{Cf}\p{Z}\u034f\u115f\u1160\u3164\uffa0\u2800]/gu;
const CONTROLS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Why a display name cannot be used, or undefined when it can. */
export function displayNameFlaw(name: string): 'empty' | 'controls' | undefined {
  if (CONTROLS.test(name)) return 'controls';
  return VISIBLE.test(name.replace(HIDDEN_ONLY, '')) ? undefined : 'empty';
}
