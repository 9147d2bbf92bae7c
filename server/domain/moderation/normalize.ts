import { asciiDigits } from '../../../shared/digits.js';

/**
 * Text views the content rules are matched against. One plain view keeps digits for ages; the
 * others undo the usual evasions: leetspeak (t33n), look-alike letters from another script
 * (Cyrillic о in "lоli"), letters spaced or dotted apart (l o l i, t.e.e.n) and stretched
 * letters (teeeen).
 */

/** Printable ASCII only: nothing for NFKC, the digits or the format characters to change. */
const printableAscii = /^[\x20-\x7e]*$/;

/** Case, width and compatibility forms folded; invisible format characters dropped. */
export function plainView(text: string): string {
  // The streamed check asks this of every piece of a reply, mostly English: the same result
  // without the Unicode passes (normalize.test.ts holds the two ways to each other).
  if (printableAscii.test(text)) return text.toLowerCase().replace(/`/g, "'").replace(/ {2,}/g, ' ').trim();
  return plainViewOfAny(text);
}

/** Every run of white space as one space: a single space needs nothing (replacing each cost a fifth of a plain view). */
const spacing = /\s{2,}|[^\S ]/g;

/** plainView for any text: every pass. */
export function plainViewOfAny(text: string): string {
  return asciiDigits(text.normalize('NFKC').toLowerCase())
    .replace(/[\p{Cf}\u034f\u115f\u1160\u3164\uffa0]/gu, '')
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(spacing, ' ')
    .trim();
}

const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};
const leetL: Record<string, string> = { ...leet, '1': 'l' };

/** Cyrillic and Greek letters that look Latin; only swapped inside a word that mixes scripts. */
const confusables: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  ѕ: 's',
  г: 'r',
  п: 'n',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** The same look-alikes the other way, for a Cyrillic word with a Latin letter in it ("шкoльница"). */
const toCyrillic: Record<string, string> = Object.fromEntries(
  Object.entries(confusables)
    .filter(([c]) => /\p{Script=Cyrillic}/u.test(c))
    .map(([c, l]) => [l, c]),
);

function unmixScripts(word: string): string {
  const latin = (word.match(/\p{Script=Latin}/gu) ?? []).length;
  const cyrillic = (word.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const other = cyrillic || /\p{Script=Greek}/u.test(word);
  if (!latin || !other) return word;
  // Mostly Cyrillic: the Latin letters are the disguise; otherwise the Cyrillic and Greek ones are.
  if (cyrillic > latin) return [...word].map((ch) => toCyrillic[ch] ?? ch).join('');
  return [...word].map((ch) => confusables[ch] ?? ch).join('');
}

/** Words that mix letters with digits or symbols read as letters: t33n, l0l1, $chool. */
function unleet(text: string, map: Record<string, string>): string {
  return text.replace(/[^\s]+/g, (token) => {
    const word = unmixScripts(token);
    if (!/\p{L}/u.test(word) || !/[0-9@$!|+]/.test(word)) return word;
    // An age like "15yo" or "18+" stays a number: only digits between or beside letters change.
    if (/^\d+(?:yo|y\/o|yrs?|\+)?$/.test(word)) return word;
    // Read again for scripts: "шк0льница" decodes to a Latin o inside a Cyrillic word.
    return unmixScripts(word.replace(/[0-9@$!|+]/g, (c) => map[c] ?? c));
  });
}

/**
 * "l o l i", "t.e.e.n", "lo-li" read as one word; "teeeen" as "teen". With `keepFirst`, a run's
 * first letter stays a word of its own when a space follows it: "a l o l i" is "a loli".
 */
function joinSpelledOut(text: string, keepFirst = false): string {
  return text
    .replace(/(?<!\p{L})\p{L}(?:[\s._*·-]+\p{L}(?!\p{L})){2,}/gu, (m) =>
      keepFirst && /^\p{L}\s+\p{L}(?:[\s._*·-]+\p{L}){2,}$/u.test(m)
        ? `${m[0]} ${m.slice(1).replace(/[\s._*·-]+/g, '')}`
        : m.replace(/[\s._*·-]+/g, ''),
    )
    .replace(/(?<=\p{L})[._*·-](?=\p{L})/gu, '')
    .replace(/(\p{L})\1{2,}/gu, '$1$1');
}

/**
 * Letters spaced apart with words two spaces apart ("y o u  a r e  1 4, undress"): each word read
 * back whole ("you are 14, undress"). The plain view folds the two spaces into one and loses where
 * the words end. Undefined for text without both.
 */
export function wordsSpacedApart(text: string): string | undefined {
  if (!/(?<!\S)\S \S \S/u.test(text) || !/\S {2,}\S/u.test(text)) return undefined;
  return text
    .split(/ {2,}/)
    .map((chunk) => chunk.replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}] )+[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (m) => m.replace(/ /g, '')))
    .join(' ');
}

export interface TextViews {
  /** Folded text with digits kept: ages and numbers are read here. */
  plain: string;
  /** wordsSpacedApart's reading, folded: its digits are the writer's, read like the plain view's. */
  spaced?: string;
  /** Every view, plain first, without duplicates. */
  all: string[];
}

export function textViews(text: string): TextViews {
  const plain = plainView(text);
  const views = new Set<string>([plain]);
  const apart = wordsSpacedApart(text);
  const spaced = apart === undefined ? undefined : plainView(apart);
  if (spaced !== undefined) views.add(spaced);
  for (const map of [leet, leetL]) {
    const decoded = unleet(plain, map);
    views.add(decoded);
    views.add(joinSpelledOut(decoded));
    views.add(joinSpelledOut(decoded, true));
  }
  return spaced === undefined ? { plain, all: [...views] } : { plain, spaced, all: [...views] };
}
