import { describe, expect, it } from 'vitest';
import { allLocaleCodes as supportedLanguages } from '../../../shared/locales.js';
import { allowedCorpus, corpus, refusedCorpus } from './corpus.js';
import { evaluate, formatEvaluation } from './evaluate.js';
import { assertAttributes, assertCharacterTexts, assessText, findViolation } from './index.js';
import { plainView, textViews } from './normalize.js';
import { readAges as readRaw } from './ages.js';

const readAges = (text: string) => readRaw(plainView(text));

describe('content policy corpus', () => {
  it('has at least 100 allowed and 100 refused inputs, in every supported language', () => {
    expect(allowedCorpus.length).toBeGreaterThanOrEqual(100);
    expect(refusedCorpus.length).toBeGreaterThanOrEqual(100);
    const langs = new Set(corpus.map((e) => e.lang));
    for (const lang of supportedLanguages) expect(langs, lang).toContain(lang);
  });

  it('refuses with precision and recall of at least 0.95', () => {
    const result = evaluate(corpus, assessText);
    console.log(formatEvaluation(result, { allowed: allowedCorpus.length, refused: refusedCorpus.length }));
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
    // A refusal should also name the right reason for nearly all of them.
    expect(result.otherCategory.length).toBeLessThanOrEqual(Math.ceil(refusedCorpus.length * 0.05));
  });
});

describe('normalisation', () => {
  it('undoes leetspeak, spacing, look-alike letters and stretched letters', () => {
    expect(textViews('t33n').all).toContain('teen');
    expect(textViews('l o l i').all).toContain('loli');
    expect(textViews('t.e.e.n').all).toContain('teen');
    expect(textViews('lоli').all).toContain('loli'); // Cyrillic о
    expect(textViews('teeeeen').all).toContain('teen');
    expect(textViews('ＬＯＬＩ').plain).toBe('loli'); // fullwidth
    expect(textViews('lo\u200bli').plain).toBe('loli'); // zero-width space
  });

  it('reads ages in digits and words, in several scripts', () => {
    expect(readAges('she is fifteen.').ages).toEqual([15]);
    expect(readAges('twenty-five years old').ages).toEqual([]);
    expect(readAges('25 years old').ages).toEqual([25]);
    expect(readAges('十五岁').ages).toEqual([15]);
    expect(readAges('二十五岁').ages).toEqual([25]);
    expect(readAges('أقل من 18').under18).toBe(true);
    expect(readAges('عمرها ١٥ سنة').ages).toEqual([15]); // Arabic-Indic digits
    expect(readAges('열다섯 살').ages).toEqual([15]);
    expect(readAges('스물다섯 살').ages).toEqual([]);
    expect(readAges('dua puluh lima tahun').ages).toEqual([]);
    expect(readAges('vingt-cinq ans').ages).toEqual([]);
  });

  it('tells durations from ages', () => {
    expect(findViolation('She has been a nurse for 10 years.')).toBeNull();
    expect(findViolation('Lleva 10 años bailando.')).toBeNull();
    expect(findViolation('Работает уже 10 лет.')).toBeNull();
    expect(findViolation('Tiene 15 años.')?.category).toBe('minor');
  });
});

describe('character texts', () => {
  it('weighs gender over all fields: her husband is fine, a man alone is not', () => {
    expect(() => assertCharacterTexts({ name: 'Anna', description: 'She misses her husband.' })).not.toThrow();
    expect(() => assertCharacterTexts({ name: 'Max', description: 'A tall man with a beard.' })).toThrow(/Only female characters/);
    expect(() => assertCharacterTexts({ description: 'Gentle and kind.', tags: ['boyfriend'] })).toThrow(/tags: "boyfriend"/);
    expect(() => assertCharacterTexts({ name: 'Mia', description: 'She is sweet.', prompt: 'male character, strong' })).toThrow(
      /Only female/,
    );
  });

  it('answers 2004 with the reason, the field and the words', () => {
    try {
      assertCharacterTexts({ name: 'Lily', description: 'A 15-year-old girl.' });
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 2004 });
      expect((e as Error).message).toBe(
        'Characters must be adults (18+); minors and words that suggest one are not allowed (description: "age 15")',
      );
    }
  });

  it('lets an adult age outweigh an ambiguous word, never a strong one', () => {
    expect(assessText('A young girl of 22 who loves jazz')).toBeNull();
    expect(assessText('A young girl who loves jazz')?.category).toBe('minor');
    expect(assessText('A 25-year-old loli')?.category).toBe('minor');
  });

  it('refuses a man, an age under 18 and a schoolgirl assembled from attributes', () => {
    expect(() => assertAttributes({ gender: 'man', age: 25 })).toThrow(/Only female/);
    expect(() => assertAttributes({ gender: 'woman', age: 17 })).toThrow(/adults/);
    expect(() =>
      assertAttributes({ gender: 'woman', age: 18, occupation: 'student', relationship: 'classmate', clothing: 'school-style uniform' }),
    ).toThrow(/adults/);
    expect(() =>
      assertAttributes({ gender: 'woman', age: 24, occupation: 'student', relationship: 'classmate', clothing: 'school-style uniform' }),
    ).not.toThrow();
  });
});
