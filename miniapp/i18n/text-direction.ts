import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { isRtl } from '../../shared/locales.js';
import { localeAtom } from '../state/locale.js';

// Letters of the right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
const rtlLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
const letter = /\p{L}/u;

/**
 * The direction a user's or a character's text is laid out in: the script most of its letters
 * are in, else the page's. `dir="auto"` looked at the first letter only, so Arabic that opened
 * with a Latin name ("Aiko في بث مباشر…") was laid out left to right, its words out of order.
 */
export function textDir(text: string, locale: string): 'rtl' | 'ltr' {
  let balance = 0;
  for (const ch of text) {
    if (rtlLetter.test(ch)) balance++;
    else if (letter.test(ch)) balance--;
  }
  if (balance === 0) return isRtl(locale) ? 'rtl' : 'ltr';
  return balance > 0 ? 'rtl' : 'ltr';
}

/** `textDir` bound to the page's language, for a component's texts. */
export function useTextDir() {
  const locale = useAtomValue(localeAtom);
  return useCallback((text: string | null | undefined) => textDir(text ?? '', locale), [locale]);
}
