import { describe, expect, it } from 'vitest';
import { chunks, firstLetters, firstLetterTest } from './first-letter.js';
import { compileFast, compileGated, end, gatedParts, hasOtherScript, inside, start, stem, word } from './rules.js';
import { plainView } from './normalize.js';
import { chatCorpus } from './chat-corpus.js';
import { corpus } from './corpus.js';
// Its gated matchers are built when it loads: their alternatives land in gatedParts.
import { hasCue } from './chat-policy.js';

/** The rest as one plain pattern, its alternatives kept for the test to read. */
function built(parts: string[]) {
  const rest: string[] = [];
  const test = firstLetterTest(parts, (r) => {
    rest.push(...r);
    const re = compileFast(r);
    return (text) => re.test(text);
  });
  return { test, rest };
}

/** How the gated matchers decided before: each chunk of 300 a plain pattern, the other scripts' asked only of a text that has one. */
function plainMatcher(parts: string[]) {
  const of = (ps: string[]) => chunks(ps).map((c) => compileFast(c));
  const mine = of(parts.filter((p) => !hasOtherScript(p)));
  const theirs = of(parts.filter((p) => hasOtherScript(p)));
  return (text: string) => mine.some((r) => r.test(text)) || (hasOtherScript(text) && theirs.some((r) => r.test(text)));
}

describe('alternatives tried where their first letter stands', () => {
  it('tries a word only where a word starts', () => {
    const { test } = built([...word('kid', 'teens?'), ...stem('школьниц'), ...inside('小学生')]);
    expect(test('a kid')).toBe(true);
    expect(test('skid marks')).toBe(false);
    expect(test('kids')).toBe(false);
    expect(test('kid')).toBe(true);
    expect(test('the teens.')).toBe(true);
    expect(test('canteen')).toBe(false);
    expect(test('школьницы')).toBe(true);
    expect(test('нешкольницы')).toBe(false);
    expect(test('她是小学生')).toBe(true);
    // After a letter outside ASCII no word starts either (the pattern's own look-behind says so).
    expect(test('ékid')).toBe(false);
    expect(test('—kid')).toBe(true);
  });

  it('files a choice, an optional start, a look-around and a short class under each letter it can begin with', () => {
    const { test, rest } = built([
      ...word('(?:a|an|still a) minor', '(?:tu )?excit\\p{L}*', '[1-9]th grade', '\\d{1,2} ans', 'x+y'),
      '(?<![a-z])jk(?![a-z])',
      '\\p{Nd}',
    ]);
    expect(rest).toEqual([`${start}(?:x+y)${end}`, '(?<![a-z])jk(?![a-z])', '\\p{Nd}']);
    for (const t of ['still a minor', 'an minor', 'tu excites', 'excite', '9th grade', '12 ans', 'ok jk', 'xxy'])
      expect(test(t), t).toBe(true);
    for (const t of ['still minor', 'tuexcite', 'th grade', 'jkl', 'y']) expect(test(t), t).toBe(false);
  });

  it('tells the letters an alternative can begin with, through a look-behind, and not through a class it cannot read', () => {
    const letters = (part: string) => firstLetters(part)?.map((cp) => String.fromCodePoint(cp));
    expect(letters(word('(?:a|still a) minor')[0]!)).toEqual(['a', 's']);
    expect(letters(inside('(?<![가-힣])딸')[0]!)).toEqual(['딸']);
    expect(letters(inside('妹|姉')[0]!)).toBeUndefined();
    expect(letters(stem('\\p{L}+ka')[0]!)).toBeUndefined();
  });

  it("decides every text of the policy's corpora as the plain patterns do", () => {
    const texts = new Set<string>();
    const add = (t: string) => {
      const lower = t.toLowerCase();
      for (const v of [t, lower, plainView(t)]) texts.add(v);
      // The streamed check's windows: a piece and the 24 characters before it.
      for (let i = 0; i < lower.length; i += 7) texts.add(lower.slice(Math.max(0, i - 24), i + 7));
    };
    for (const c of chatCorpus) [c.text, ...(c.context ?? [])].forEach(add);
    for (const c of corpus)
      add(
        Object.values(c)
          .filter((v) => typeof v === 'string')
          .join(' '),
      );
    expect(hasCue('a kiss')).toBe(true);
    expect(gatedParts.length).toBeGreaterThan(1);
    let compared = 0;
    let matched = 0;
    for (const parts of gatedParts) {
      // Each alternative that is plain text, written into a sentence, at its end and glued to a word.
      for (const p of parts) {
        const literal = p.slice(p.startsWith(start) ? start.length : 0, p.endsWith(end) ? -end.length : undefined);
        const inner = literal.replace(/^\(\?:(.*)\)$/, '$1');
        if (/[\\()[\]{}|.*+?^$]/.test(inner)) continue;
        texts.add(`oh ${inner} yes`);
        texts.add(`${inner}x`);
        texts.add(`x${inner}`);
        texts.add(`…${inner}`);
      }
    }
    for (const parts of [...gatedParts]) {
      const plain = plainMatcher(parts);
      const gated = compileGated(parts);
      for (const t of texts) {
        const want = plain(t);
        if (gated.test(t, hasOtherScript(t)) !== want) expect.fail(`"${t}" ${want ? 'matched' : 'did not match'} the plain patterns only`);
        compared++;
        if (want) matched++;
      }
    }
    // Enough of both outcomes that a difference would have shown.
    expect(compared).toBeGreaterThan(100_000);
    expect(matched).toBeGreaterThan(2_000);
  });
});
