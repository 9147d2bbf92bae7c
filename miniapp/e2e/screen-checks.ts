import type { Page } from 'playwright-core';
import { localePrefixes } from '../../shared/locales.js';

/**
 * Checks the language walks of the screens share (screens-languages*.test.ts): opening a page in
 * a language, and finding words a line break cuts in two.
 */

/** Open `path` in `lang`: its route prefix where it has one, else the language cookie chooses it (the caller clears it). */
export async function openIn(page: Page, baseUrl: string, lang: string, path: string) {
  const prefix = localePrefixes.includes(lang) ? `/${lang}` : '';
  if (!prefix) await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: baseUrl }]);
  await page.goto(`${baseUrl}${prefix}${path}`);
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
}

/**
 * Texts of `selector` that a line break cuts inside a word with no hyphen drawn ("Домінуванн|я"),
 * found character by character; a break at a soft hyphen (drawn as "-"), a hyphen or a space is
 * fine. Combining marks count as part of the word (Devanagari, Bengali, Tamil vowel signs).
 */
export const brokenWords = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const t = n.textContent ?? '';
        let top: number | undefined;
        for (let i = 0; i < t.length; i++) {
          const range = document.createRange();
          range.setStart(n, i);
          range.setEnd(n, i + 1);
          const rects = range.getClientRects();
          const box = rects[rects.length - 1];
          if (!box?.width) continue;
          const inWord =
            /[\p{L}\p{M}]/u.test(t[i - 1] ?? '') && /[\p{L}\p{M}]/u.test(t[i]!) && !/[\u00ad-]/.test(t.slice(Math.max(0, i - 2), i));
          if (top !== undefined && box.top > top + 2 && inWord) out.push(`${t.slice(0, i)}|${t.slice(i)}`.replaceAll('\u00ad', ''));
          top = box.top;
        }
      }
    }
    return out;
  }, selector);
