import { describe, expect, it } from 'vitest';
import { demoContentTexts } from '../seed.js';
import { demoCharacters } from './characters.js';
import { allLocaleCodes } from '../../../../shared/locales.js';

const characters = new Map(demoCharacters.map((c) => [c.id, c]));
const stories = new Map(demoCharacters.flatMap((c) => c.stories.map((s) => [s.id, s] as const)));
const stars = (s: string) => (s.match(/\*/g) ?? []).length;

describe('demo catalogue translations', () => {
  const all = demoContentTexts();

  it('are for supported locales only, never English', () => {
    for (const locale of all.keys()) {
      expect(allLocaleCodes, locale).toContain(locale);
      expect(locale).not.toBe('en');
    }
  });

  it('name only demo characters and stories, translate every text and keep the *actions*', () => {
    for (const [locale, texts] of all) {
      for (const [id, t] of Object.entries(texts.characters ?? {})) {
        const c = characters.get(id);
        expect(c, `${locale} ${id}`).toBeDefined();
        for (const field of ['intro', 'description', 'greeting'] as const) {
          expect(t[field]?.trim(), `${locale} ${id} ${field}`).toBeTruthy();
          expect(t[field], `${locale} ${id} ${field}`).not.toBe(c![field]);
          expect(stars(t[field]!), `${locale} ${id} ${field} asterisks`).toBe(stars(c![field]));
        }
      }
      for (const [id, t] of Object.entries(texts.stories ?? {})) {
        const s = stories.get(id);
        expect(s, `${locale} ${id}`).toBeDefined();
        for (const field of ['title', 'description', 'opening'] as const) {
          expect(t[field]?.trim(), `${locale} ${id} ${field}`).toBeTruthy();
          expect(stars(t[field]!), `${locale} ${id} ${field} asterisks`).toBe(stars(s![field]));
        }
      }
    }
  });
});
