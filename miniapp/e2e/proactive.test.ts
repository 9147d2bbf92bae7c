import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, snap, startSeededServer, uidOf, withDb, type Stack } from './harness.js';

/**
 * Settings → She writes first: the switch, the times (added, kept after a reload), quiet hours and
 * the device's zone; English and Arabic (right to left) shots.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

beforeAll(async () => {
  [stack, browser] = await Promise.all([startSeededServer(), openChromium()]);
  ({ page } = await newPhonePage(browser, { timezoneId: 'Europe/Paris' }));
  await logIn(stack, page, 'proactive@example.test');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('She writes first in settings', () => {
  it('chooses times in the device zone, switches off and on; English and Arabic', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    const section = page.getByTestId('proactive-settings');
    await section.waitFor();
    // The device's zone is sent once.
    await section.getByText('Times are in your time zone: Europe/Paris').waitFor();
    await expect(section.getByTestId('proactive-no-telegram').isVisible()).resolves.toBe(true);
    // Free: one message a day, so one time (three could be added, two of them for nothing).
    await section.getByText('Up to 1 a day').waitFor();
    await expect(section.getByTestId('proactive-add').count()).resolves.toBe(0);
    withDb(stack, (db) =>
      db
        .prepare('UPDATE users SET vip_expire_at = ? WHERE id = ?')
        .run(Date.now() + 30 * 86_400_000, uidOf(stack, 'proactive@example.test')),
    );
    await page.reload();
    await section.getByText('Up to 3 a day').waitFor();
    await section.getByTestId('proactive-add').click();
    await expect.poll(() => section.locator('input[type="time"]').count()).toBe(4);
    await section.scrollIntoViewIfNeeded();
    await snap(page, 'en-proactive-01-settings');

    await page.getByTestId('proactive-switch').click();
    await expect.poll(() => section.getByTestId('proactive-times').count()).toBe(0);
    await page.getByTestId('proactive-switch').click();
    await page.reload();
    await expect.poll(() => page.getByTestId('proactive-settings').locator('input[type="time"]').count()).toBe(4);

    await page.goto(`${stack.baseUrl}/ar/settings`);
    const ar = page.getByTestId('proactive-settings');
    await ar.getByText('هي تكتب أولًا').waitFor();
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await ar.scrollIntoViewIfNeeded();
    await snap(page, 'ar-proactive-01-settings');
  }, 90_000);
});
