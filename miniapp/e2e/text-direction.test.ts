import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openIn } from './screen-checks.js';
import { explainFailures, logIn, newPhonePage, openChromium, snap, startSeededServer, type Stack } from './harness.js';

/**
 * Arabic texts that begin with a Latin name ("Aiko في بث مباشر…") are laid out right to left, as
 * most of their words are; an English message in the Arabic interface stays left to right.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

const direction = (el: Locator) => el.evaluate((e) => getComputedStyle(e).direction);

describe('the direction of texts that mix scripts, in Arabic', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser));
    await logIn(stack, page, 'direction@example.com', { from: 'settings' });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("lays out Aiko's Arabic description and story right to left though they begin with her name", async () => {
    await openIn(page, stack.baseUrl, 'ar', '/character/c-aiko');
    const desc = page.locator('.character__desc');
    await desc.waitFor();
    expect(await desc.textContent()).toMatch(/^Aiko /);
    // dir="auto" took the first letter's direction: left to right, left-aligned, its words out of order.
    expect(await direction(desc)).toBe('rtl');
    const story = page
      .locator('.story__desc')
      .filter({ hasText: /^Aiko / })
      .first();
    await story.scrollIntoViewIfNeeded();
    expect(await direction(story)).toBe('rtl');
    await snap(page, 'ar-direction-01-character');
  }, 60_000);

  it('lays out an Arabic message that begins with her name right to left, an English one left to right', async () => {
    await openIn(page, stack.baseUrl, 'ar', '/chat/c-aiko');
    await page.getByTestId('msg-her').first().waitFor();
    const cases = [
      ['Aiko هل تتذكرين اسمي؟', 'rtl'],
      ['Hello Aiko, how was your stream?', 'ltr'],
    ] as const;
    for (const [text, dir] of cases) {
      await page.getByTestId('composer-input').fill(text);
      expect(await direction(page.getByTestId('composer-input')), `typing ${text}`).toBe(dir);
      await page.getByTestId('send').click();
      const mine = page.getByTestId('msg-user').filter({ hasText: text }).last();
      await mine.locator('.msg__meta').waitFor();
      expect(await direction(mine.locator('.msg__bubble')), text).toBe(dir);
      // Its time stays in the page's direction whichever way the text runs.
      expect(await direction(mine.locator('.msg__meta')), text).toBe('rtl');
    }
    await snap(page, 'ar-direction-02-chat');
  }, 60_000);
});
