import pofile from 'pofile';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../bot/i18n/index.js';
import { starsTexts } from '../bot/i18n/stars-texts.js';
import { checkoutTexts } from '../server/providers/payment/checkout-texts.js';
import { errorTexts } from '../server/http/error-texts.js';
import { noticeTexts } from '../server/domain/admin/notice-texts.js';
import { orderNoticeTexts } from '../server/domain/service-orders/notice-texts.js';
import { reviewTranslations } from '../server/domain/orders/carousel-translations.js';
import { inCharacterRefusal, pausedText, refusedText } from '../server/domain/moderation/messages.js';

/**
 * Tamil names each thing one way (docs/languages.md): a reader takes புகைப்படம் and போட்டோ, or
 * அரட்டை and சாட், for two different features. Each concept lists the word kept and the
 * variants that must not come back, in the mini-app's catalogue, the bot and the server's texts.
 */
const terms: Array<{ concept: string; kept: string; rejected: RegExp }> = [
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

/** Sample arguments for the texts written as functions: any field reads as a number. */
const args = new Proxy({}, { get: (_t, key) => (key === Symbol.toPrimitive ? () => 7 : 7) });

/** Every string a table holds, its functions called with the sample arguments. */
function strings(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === 'string') return [[where, value]];
  if (typeof value === 'function') return strings((value as (a: unknown, b: unknown) => unknown)(args, args), where);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => strings(v, `${where}.${key}`));
  return [];
}

function tamilTexts(): Array<[string, string]> {
  const po = pofile.parse(readFileSync(join(import.meta.dirname, '..', 'locales', 'ta', 'messages.po'), 'utf8'));
  return [
    // Obsolete entries (#~) are kept for a later extract but never shown.
    ...po.items
      .filter((item) => !item.obsolete)
      .flatMap((item) => item.msgstr.map((s): [string, string] => [`messages.po "${item.msgid.slice(0, 50)}"`, s])),
    ...strings(messagesFor('ta'), 'bot'),
    ...strings(starsTexts('ta'), 'bot stars'),
    ...strings(checkoutTexts.ta, 'checkout'),
    ...strings(errorTexts.ta, 'errors'),
    ...strings(noticeTexts.ta, 'notices'),
    ...strings(orderNoticeTexts.ta, 'order notices'),
    ...strings(reviewTranslations.ta, 'reviews'),
    ['moderation', refusedText('ta')],
    ['moderation', pausedText('ta', 3)],
    ['moderation', inCharacterRefusal('ta')],
  ];
}

/** Each text that still says a rejected variant, with the concept it breaks. */
export function rejectedTerms(texts: Array<[string, string]>): string[] {
  const found: string[] = [];
  for (const [where, raw] of texts) {
    const text = allowed.reduce((t, phrase) => t.replaceAll(phrase, ''), raw);
    for (const { concept, kept, rejected } of terms) {
      const m = rejected.exec(text);
      if (m) found.push(`${concept} (${kept}, not ${m[0]}): ${where}`);
    }
  }
  return found;
}

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
    expect(rejectedTerms(tamilTexts())).toEqual([]);
  });
});
