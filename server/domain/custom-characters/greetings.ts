import type { Relationship } from '../../../shared/attributes.js';
import { matchLocale } from '../../../shared/locales.js';
import { greetingTexts, type GreetingTexts } from './greeting-texts.js';

/** Scripts written without spaces between sentences. */
const NO_SPACE = new Set(['zh', 'zh-hant', 'ja']);

function textsIn(lang: string): { code: string; texts: GreetingTexts } {
  const code = matchLocale(lang) ?? 'en';
  const texts = greetingTexts[code];
  return texts ? { code, texts } : { code: 'en', texts: greetingTexts.en! };
}

/** "Hi, I'm Layla." in the creator's language; the name is put in as typed (split/join: no `$&` surprises). */
export function introIn(lang: string, name: string): string {
  return textsIn(lang).texts.intro.split('{name}').join(name);
}

/** A created character's greeting: her introduction and a line for the relationship, in the creator's language. */
export function greetingIn(lang: string, name: string, relationship: Relationship): string {
  const { code, texts } = textsIn(lang);
  return `${introIn(code, name)}${NO_SPACE.has(code) ? '' : ' '}${texts.byRelationship[relationship]}`;
}

/** Her name when the creator typed none. */
export const defaultNameIn = (lang: string): string => textsIn(lang).texts.defaultName;
