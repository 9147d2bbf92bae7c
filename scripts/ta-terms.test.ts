import { describe, expect, it } from 'vitest';
import { localeTexts } from './locale-texts.js';
import { rejectedTerms as rejectedOf, type TermRule } from './term-rules.js';

/**
 * Tamil names each thing one way (docs/languages.md): a reader takes புகைப்படம் and போட்டோ, or
 * அரட்டை and சாட், for two different features. Each concept lists the word kept and the
 * variants that must not come back, in the mini-app's catalogue, the bot and the server's texts.
 */
const terms: TermRule[] = [
  // படம் alone (படங்கள், படத்தை), not inside a longer word such as வரைபடம்.
  { concept: 'photo', kept: 'போட்டோ', rejected: /புகைப்பட|(?<![\u0B80-\u0BFF])பட(?:ம்|ங்க|த்)/u },
  { concept: 'chat', kept: 'சாட்', rejected: /அரட்டை|உரையாடல/u },
  { concept: 'character', kept: 'கேரக்டர்', rejected: /கதாபாத்திர|(?<![\u0B80-\u0BFF])பாத்திர/u },
  { concept: 'companion', kept: 'துணை', rejected: /தோழிகள்|AI தோழி|கம்பானியன்|பார்ட்னர்/u },
  // நாணயம் is kept where it means money (allowed below), never for the coins.
  { concept: 'coins', kept: 'காயின்', rejected: /நாணய/u },
  { concept: 'energy', kept: 'எனர்ஜி', rejected: /ஆற்றல்|சக்தி/u },
  { concept: 'story', kept: 'கதை', rejected: /ஸ்டோரி/u },
  { concept: 'gift', kept: 'பரிசு', rejected: /கிஃப்ட்|அன்பளிப்பு/u },
  { concept: 'Premium', kept: 'பிரீமியம்', rejected: /Premium|ப்ரீமியம்|VIP/u },
  { concept: 'message', kept: 'செய்தி', rejected: /மெசேஜ்/u },
  { concept: 'unlock', kept: 'திற', rejected: /அன்லாக்/u },
  // செயலி, not செயலில் (active) nor செயலிழ (broke down).
  { concept: 'app', kept: 'ஆப்', rejected: /செயலி(?![லழ])/u },
];

/** Where நாணயம் means a currency, not the app's coins. */
const allowed = ['மெய்நிகர் நாணயம்', 'உள்ளூர் நாணயத்தில்'];

const rejectedTerms = (texts: Array<[string, string]>) => rejectedOf(terms, texts, allowed);

describe('Tamil terms', () => {
  it('finds a rejected variant and lets the kept word and the allowed phrases pass', () => {
    expect(rejectedTerms([['x', 'உங்கள் புகைப்படங்கள்']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'அவள் படத்தை']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'அரட்டையைத் திற']])).toHaveLength(1);
    expect(rejectedTerms([['x', 'உங்கள் போட்டோக்கள், சாட்கள், கேரக்டர்கள், 5 காயின்கள், வரைபடம்']])).toEqual([]);
    expect(rejectedTerms([['x', 'காயின்கள் என்பவை மெய்நிகர் நாணயம்']])).toEqual([]);
    expect(rejectedTerms([['x', 'நினைவாற்றல், செயலில் உள்ளது']])).toEqual([]);
    expect(rejectedTerms([['x', 'செயலியில் திற']])).toHaveLength(1);
  });

  it('the mini-app, the bot and the server name each thing one way', () => {
    expect(rejectedTerms(localeTexts('ta'))).toEqual([]);
  });
});
