import type { Page } from 'playwright-core';
import { localePrefixes } from '../../shared/locales.js';
import { inputSteps } from '../features/create-character/steps.js';

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

/** The template wizard's steps after its mode, style and age, up to its overview (the app's own list). */
export const wizardSteps = inputSteps.slice(inputSteps.indexOf('age') + 1, inputSteps.indexOf('overview'));

/** One character drawn through every step of the template wizard, in English, to its overview: each step then opens by its URL in any language. */
export async function drawThroughWizard(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/my-roles/create`);
  await page.getByTestId('mode-template').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('option-REALITY').click();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('age-input').fill('24');
  await page.getByTestId('wizard-next').click();
  for (const step of wizardSteps) {
    await page.waitForURL(new RegExp(`step=${step}`));
    if (step !== 'kinks') await page.locator('[data-testid^="option-"]').first().click();
    await page.getByTestId('wizard-next').click();
  }
  await page.waitForURL(/step=overview/);
}

/** Words broken on the tiles of every wizard step (the overview's values too) and the questionnaire's labels, in `lang`. */
export async function brokenOnWizardAndQuiz(page: Page, baseUrl: string, lang: string): Promise<string[]> {
  const found: string[] = [];
  for (const step of [...wizardSteps, 'overview']) {
    await openIn(page, baseUrl, lang, `/my-roles/create?step=${step}`);
    await page.locator('.cc-tile__label, .cc-card__value').first().waitFor();
    found.push(...(await brokenWords(page, '.cc-tile__label, .cc-card__value')).map((w) => `${lang} ${step}: ${w}`));
  }
  await openIn(page, baseUrl, lang, '/questionnaire');
  await page.locator('.quiz__label').first().waitFor();
  found.push(...(await brokenWords(page, '.quiz__label')).map((w) => `${lang} questionnaire: ${w}`));
  return found;
}
