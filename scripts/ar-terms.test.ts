import { describe, expect, it } from 'vitest';
import { localeTexts } from './locale-texts.js';
import { rejectedTerms as rejectedOf, type TermRule } from './term-rules.js';

/**
 * Arabic writes Premium and Telegram one way on every screen, in the bot and in the server's
 * texts: بريميوم (not the Latin word beside it elsewhere) and تيليجرام (the spelling most texts
 * had; the customer-service page said تيليغرام beside تيليجرام on Me).
 */
const terms: TermRule[] = [
  { concept: 'Premium', kept: 'بريميوم', rejected: /Premium|VIP|بريميم/u },
  { concept: 'Telegram', kept: 'تيليجرام', rejected: /تيليغرام|تلغرام|تليجرام|تلجرام|تيلغرام/u },
];

const rejectedTerms = (texts: Array<[string, string]>) => rejectedOf(terms, texts);

describe('Arabic terms', () => {
  it('finds a rejected variant and lets the kept words pass', () => {
    expect(rejectedTerms([['x', 'الدعم عبر تيليغرام']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'اشتراك Premium يستحق']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'اشتراك بريميوم بنجوم تيليجرام']])).toEqual([]);
  });

  it('the mini-app, the bot and the server write Premium and Telegram one way', () => {
    expect(rejectedTerms(localeTexts('ar'))).toEqual([]);
  });
});
