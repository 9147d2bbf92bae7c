import type { FactKey, LanguagePack } from './types.js';

export interface Fact {
  key: FactKey;
  value: string;
}

/** Words that follow "I'm" without being a name ("I'm Fine"). */
const NOT_NAMES = new Set(
  'good fine okay ok tired sorry here back home not so just very really happy sad bored busy sure glad ready alone lonely new sick free done going a an the'.split(
    ' ',
  ),
);
/** Objects of "I love …" that are about her, not facts about the user. */
const NOT_LIKES = /^(you|u|ya|it|that|this|them|him|her|te|тебя|тебе|你|너|あなた|君|dich|toi|você|vc|kamu|anda)(?![\p{L}])/iu;

/** Facts the user states about themself in one message, in any known language. */
export function extractFacts(text: string, packs: readonly LanguagePack[]): Fact[] {
  // "What am I doing this weekend?" asks for a fact: it tells none ("ماذا سأفعل…؟" read as a plan).
  if (packs.some((p) => Object.values(p.askAbout ?? {}).some((re) => re.test(text)))) return [];
  const found: Fact[] = [];
  const has = (key: FactKey, value?: string) =>
    found.some((f) => f.key === key && (value === undefined || f.value.toLowerCase() === value.toLowerCase()));
  for (const pack of packs) {
    for (const [key, patterns] of Object.entries(pack.facts ?? {}) as Array<[FactKey, readonly RegExp[]]>) {
      const many = key === 'like' || key === 'plan'; // "I love jazz. I love sushi" is two likes
      for (const re of patterns) {
        if (!many && has(key)) break;
        for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))) {
          if (midWord(text, m.index)) continue;
          const value = m[1] ? clean(m[1], key) : '';
          if (value && !has(key, value)) found.push({ key, value });
          if (!many && has(key)) break;
        }
      }
    }
  }
  return found;
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Myanmar}]/u;

/** "me llamo" must not read as "amo …": in spaced scripts a phrase starts at a word start. */
function midWord(text: string, index: number): boolean {
  const prev = text[index - 1];
  const first = text[index];
  return !!prev && !!first && /\p{L}/u.test(prev) && /\p{L}/u.test(first) && !UNSPACED.test(first);
}

function clean(raw: string, key: FactKey): string {
  let v = arabicPlain(raw)
    .trim()
    .replace(/[\s,.;:!?。！？،…]+$/u, '');
  v = v.replace(/\s+(too|as well|a lot|so much|very much)$/i, '');
  if (v.length > 40) v = v.slice(0, 40).replace(/\s+\S*$/u, '');
  if (key === 'name') {
    if (NOT_NAMES.has(v.toLowerCase()) || /\d/.test(v) || v.length > 24) return '';
    return v.charAt(0).toUpperCase() + v.slice(1);
  }
  if (key === 'age') {
    const n = Number(v);
    return Number.isInteger(n) && n >= 18 && n <= 99 ? String(n) : '';
  }
  if (key === 'like' && NOT_LIKES.test(v)) return '';
  return v.length >= 2 ? v : '';
}

/** Arabic without vowel marks, the accusative "-an" ending ("مهندسًا") dropped: the word as she says it back. */
function arabicPlain(text: string): string {
  return text.replace(/(?:\u064B\u0627|\u0627\u064B)(?=\s|$)/gu, '').replace(/[\u064B-\u0652\u0670]/gu, '');
}

/** "visit my mom" → "visit your mom": English recall lines speak the fact back to the user. */
export function flipPronounsEn(text: string): string {
  const map: Record<string, string> = {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    am: 'are',
    "i'm": "you're",
    "i'll": "you'll",
  };
  return text.replace(/\b(i'm|i'll|myself|mine|my|me|am|i)\b/gi, (w) => map[w.toLowerCase()] ?? w);
}
