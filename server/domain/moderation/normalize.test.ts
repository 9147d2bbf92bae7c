import { expect, it } from 'vitest';
import { plainView, plainViewOfAny } from './normalize.js';
import { chatCorpus } from './chat-corpus.js';
import { corpus } from './corpus.js';

/** A printable ASCII string from a seeded generator: letters of both cases, digits, runs of spaces, quotes. */
function asciiText(seed: number): string {
  const alphabet = "  aAbBeEkKsStTzZ019`'.,!?-@$|+";
  let x = seed;
  let out = '';
  const length = seed % 40;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

it('gives printable ASCII the same plain view on its short way as every pass gives it', () => {
  const texts: string[] = [];
  for (const c of chatCorpus) texts.push(c.text, ...(c.context ?? []));
  for (const c of corpus) texts.push(...Object.values(c).filter((v): v is string => typeof v === 'string'));
  for (let seed = 0; seed < 20_000; seed++) texts.push(asciiText(seed));
  texts.push('  Two  spaces  ', 'It`s', 'TEEN 14', '\tTab', 'line\nbreak');
  let ascii = 0;
  for (const t of texts) {
    for (const w of [t, t.slice(0, 30), t.slice(-30)]) {
      expect(plainView(w), JSON.stringify(w)).toBe(plainViewOfAny(w));
      if (/^[\x20-\x7e]*$/.test(w)) ascii++;
    }
  }
  expect(ascii).toBeGreaterThan(50_000);
});

it("reads the digits of our languages' scripts as ASCII digits and leaves others as they are", () => {
  expect(plainViewOfAny('عمري ١٤ و۱۵ · ১৬ ๑๗ ၁၈ ១៩ ௨௦ ४२ ５')).toBe('عمري 14 و15 · 16 17 18 19 20 42 5');
  // Tibetan digits are not among them: kept, as every digit outside those scripts.
  expect(plainViewOfAny('༡༤')).toBe('༡༤');
});

it('makes every run of white space one space, a single one of any kind included', () => {
  expect(plainViewOfAny(' Я  думала\tо\u00a0тебе \n\n весь\u2003день ')).toBe('я думала о тебе весь день');
});
