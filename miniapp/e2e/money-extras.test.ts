import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, shots, startSeededServer, type Stack } from './harness.js';

/**
 * Money extras in Chromium against the real server, for a buyer in India (the CDN's country
 * header): Premium controls locked for a free member, the purchase popup priced in rupees with
 * the server's discount countdown, and the exit offer with its one-minute countdown after the
 * popup is closed; English and Arabic screenshots go to screenshots/.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

/** After the sheet's opening animation. */
async function shot(name: string) {
  await page.waitForTimeout(700);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}
const seconds = (clock: string) => {
  const [m, s] = clock.trim().split(':').map(Number);
  return m! * 60 + s!;
};

/** From settings: the locked model switch opens the purchase popup. */
async function openPopupFromLockedControl(prefix: string) {
  await page.goto(`${stack.baseUrl}${prefix}/settings`);
  const controls = page.getByTestId('premium-controls');
  await controls.waitFor();
  expect(await controls.getAttribute('data-locked')).toBe('true');
  await page.getByTestId('premium-model-switch').click();
  await page.getByTestId('premium-popup').waitFor();
  await page.getByTestId('plan-total').first().waitFor();
}

async function closePopupToExitOffer() {
  await page.getByTestId('premium-popup').locator('.sheet__close').click();
  await page.getByTestId('premium-popup').waitFor({ state: 'detached' });
  await page.getByTestId('exit-offer').waitFor();
}

describe('money extras in Chromium against the real server', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser, { extraHTTPHeaders: { 'cf-ipcountry': 'IN' } }));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('logs in with the emailed code', async () => {
    await logIn(stack, page, 'money.extras@example.com', { from: 'settings' });
    await page.getByTestId('profile-card').waitFor();
  }, 60_000);

  it('shows Premium controls locked, the popup in rupees with the server countdown, then the exit offer counting down its minute', async () => {
    await openPopupFromLockedControl('');
    const total = page.getByTestId('plan-total').first();
    expect(await total.getAttribute('data-currency')).toBe('INR');
    expect(await total.textContent()).toMatch(/^₹[\d,]+$/);
    expect(await page.getByTestId('plan-per-day').first().textContent()).toMatch(/^₹[\d,]+$/);
    const clock = await page.getByTestId('discount-countdown').getByRole('timer').textContent();
    expect(seconds(clock!)).toBeLessThan(600);
    await page.getByTestId('plan-list').scrollIntoViewIfNeeded();
    await shot('en-money-01-popup-inr');

    await closePopupToExitOffer();
    await expect(page.getByTestId('exit-offer-discount').textContent()).resolves.toContain('70%');
    // 70% off the monthly plan: ₹1079 × 780/1299 = ₹648, the server's figure.
    await expect(page.getByTestId('exit-offer-price').textContent()).resolves.toBe('₹648');
    const left = seconds((await page.getByTestId('exit-offer-countdown').getByRole('timer').textContent())!);
    expect(left).toBeGreaterThan(30);
    expect(left).toBeLessThanOrEqual(60);
    await page.waitForTimeout(1500);
    expect(seconds((await page.getByTestId('exit-offer-countdown').getByRole('timer').textContent())!)).toBeLessThan(left);
    await shot('en-money-02-exit-offer');
    await page.getByTestId('exit-offer-skip').click();
    await page.getByTestId('exit-offer').waitFor({ state: 'detached' });
    await page.getByTestId('premium-controls').screenshot({ path: join(shots, 'en-money-03-controls-locked.png') });
  }, 60_000);

  it('shows the same offer in Arabic while its minute lasts', async () => {
    await openPopupFromLockedControl('/ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('plan-list').scrollIntoViewIfNeeded();
    await shot('ar-money-01-popup-inr');
    await closePopupToExitOffer();
    await expect(page.getByTestId('exit-offer-price').textContent()).resolves.toBe('\u200f648\u00a0₹'); // Arabic writes the symbol after the amount
    await shot('ar-money-02-exit-offer');
  }, 60_000);

  it('lists the customer-service channel packs with their bonus', async () => {
    await page.goto(`${stack.baseUrl}/coins/customer-service`);
    await page.getByTestId('support-pack').first().waitFor();
    // gold-300: 330 coins, 5% rounded down.
    await expect(page.getByTestId('support-bonus').nth(1).textContent()).resolves.toContain('16');
    await page.getByTestId('support-pack').nth(1).click();
    await page.getByTestId('support-order').click();
    await page.getByTestId('support-placed').waitFor();
    await shot('en-money-04-customer-service');
  }, 60_000);
});
