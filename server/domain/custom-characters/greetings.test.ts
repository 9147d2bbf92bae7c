import { describe, expect, it } from 'vitest';
import { relationships } from '../../../shared/attributes.js';
import { allLocaleCodes } from '../../../shared/locales.js';
import { assertCharacterTexts } from '../moderation/index.js';
import { greetingTexts } from './greeting-texts.js';
import { defaultNameIn, greetingIn, introIn } from './greetings.js';

const ARABIC = /\p{Script=Arabic}/u;
const LATIN_WORD = /[A-Za-z]{3,}/;

describe("a created character's greeting", () => {
  it('is in her creator language (before: English for everyone), the name kept as typed', () => {
    const ar = greetingIn('ar', 'Layla', 'girlfriend');
    expect(ar.startsWith('مرحباً، أنا Layla.')).toBe(true);
    expect(ar.replace('Layla', '')).not.toMatch(LATIN_WORD);
    expect(ar).toMatch(ARABIC);
    expect(greetingIn('en', 'Layla', 'girlfriend')).toBe(
      "Hi, I'm Layla. There you are! I missed you today. Come here and tell me everything.",
    );
    expect(greetingIn('ar', 'ليلى', 'wife')).toContain('أنا ليلى.');
    // A typed "$&" is a name like any other, not a replacement pattern.
    expect(introIn('en', 'A$&B')).toBe("Hi, I'm A$&B.");
    expect(greetingIn('zh-TW', '小美', 'friend')).toBe(`嗨，我是小美。${greetingTexts['zh-hant']!.byRelationship.friend}`);
    expect(greetingIn('xx', 'Mia', 'friend')).toBe(greetingIn('en', 'Mia', 'friend'));
  });

  it('greets once: her introduction says hello, her line for the relationship does not say it again (before: "Hi, ich bin Lena. Hey! …")', () => {
    // A hello, after an "oh," at most, at the start of the relationship's line, in the app's languages.
    const hello =
      /^¡?(?:(?:oh|och|ой|о|ay|aa|eh|ah|ôi|ओह|ওহ|ஓ|အို|哦|喔|어|あ)[,，、၊]\s*)?(?:hi|hey|hello|hola|hé|salut|ciao|ehi|oi|hej|cześć|привет|привіт|сәлем|selam|hai|ê|chào|con chào|xin chào|हाय|हे|হাই|ஹாய்|ஹே|ဟိုင်း|ဟေး|嗨|嘿|やっほー|こんにちは|안녕하세요|안녕|مرحباً|أهلاً(?=!)|এই(?=!))(?![\p{L}\p{M}])/iu;
    for (const lang of allLocaleCodes) {
      expect(introIn(lang, 'Lena'), lang).toMatch(hello);
      for (const r of relationships) expect(greetingTexts[lang]!.byRelationship[r], `${lang} ${r}`).not.toMatch(hello);
    }
    expect(greetingIn('de', 'Lena', 'friend')).toBe(
      'Hi, ich bin Lena. Perfektes Timing, ich wollte dir gerade schreiben. Was machst du so?',
    );
  });

  it('exists in every locale of the app, one line per relationship, each different, and passes the content policy', () => {
    expect(Object.keys(greetingTexts).sort()).toEqual([...allLocaleCodes].sort());
    for (const lang of allLocaleCodes) {
      const texts = greetingTexts[lang]!;
      expect(texts.intro, lang).toContain('{name}');
      const lines = relationships.map((r) => texts.byRelationship[r]);
      expect(new Set(lines).size, lang).toBe(relationships.length);
      if (lang !== 'en')
        expect(
          lines.filter((l) => l === greetingTexts.en!.byRelationship.friend),
          lang,
        ).toHaveLength(0);
      for (const r of relationships) {
        const name = defaultNameIn(lang);
        expect(() => assertCharacterTexts({ name, greeting: greetingIn(lang, name, r) }), `${lang} ${r}`).not.toThrow();
      }
    }
  });
});
