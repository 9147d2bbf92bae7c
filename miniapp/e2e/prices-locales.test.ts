import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { openIn } from './screen-checks.js';
import { explainFailures, newPhonePage, openChromium, snap, startSeededServer, type Stack } from './harness.js';

/**
 * Prices in languages Chromium's trimmed ICU data lacks: Kazakh (root's "$ 0.99") and Burmese
 * (English's "$0.99"). They read as each language writes money, with the app's own symbols.
 */

let stack: Stack;
explainFailures(() => ({ stack }));
let browser: Browser;

async function pricesOn(page: Page, lang: string) {
  await openIn(page, stack.baseUrl, lang, '/premium');
  await page.getByTestId('plan-card').first().waitFor();
  const plans = await page.getByTestId('plan-total').allTextContents();
  const perDay = await page.getByTestId('plan-per-day').allTextContents();
  await openIn(page, stack.baseUrl, lang, '/coins');
  await page.getByTestId('gold-item').first().waitFor();
  const coins = await page.locator('.gold-item__price').allTextContents();
  return { plans, perDay, coins };
}

describe('prices in languages the browser lacks', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('writes Kazakh prices as Kazakh does: 0,99 $, not root’s "$ 0.99"', async () => {
    const { page } = await newPhonePage(browser);
    const { plans, perDay, coins } = await pricesOn(page, 'kk');
    for (const p of [...plans, ...perDay, ...coins]) expect(p).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
    expect(coins).toContain('0,99\u00a0$');
    expect(perDay).toContain('0,33\u00a0$'); // $29.99 / 3 months / 30 days
    await snap(page, 'kk-prices-01-coins');
    await page.context().close();
  });

  it('writes Burmese prices with the amount first: 0.33 $ and 27,300 Ks, not English’s "$0.33"', async () => {
    const { page } = await newPhonePage(browser);
    const { plans, perDay, coins } = await pricesOn(page, 'my');
    for (const p of [...plans, ...perDay, ...coins]) expect(p).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}\u00a0\$$/);
    expect(perDay).toContain('0.33\u00a0$');
    await page.context().close();

    // In Myanmar the plans are priced in kyat, whole, with the app's Ks.
    const mm = await newPhonePage(browser, { extraHTTPHeaders: { 'cf-ipcountry': 'MM' } });
    await openIn(mm.page, stack.baseUrl, 'my', '/premium');
    await mm.page.getByTestId('plan-card').first().waitFor();
    const total = mm.page.getByTestId('plan-total').first();
    expect(await total.getAttribute('data-currency')).toBe('MMK');
    expect(await total.textContent()).toMatch(/^\d{1,3}(,\d{3})*\u00a0Ks$/);
    await snap(mm.page, 'my-prices-01-premium-mmk');
    await mm.context.close();
  });

  it('keeps Brazilian Portuguese and Russian as they were: $ 0,33 and 0,33 $', async () => {
    const { page } = await newPhonePage(browser);
    expect((await pricesOn(page, 'pt')).perDay).toContain('$\u00a00,33');
    expect((await pricesOn(page, 'ru')).perDay).toContain('0,33\u00a0$');
    await page.context().close();
  });

  it('writes the Premium page’s Kazakh figures with Kazakh words: 37 млн and 1,5 млрд, not 37M and 1.5G', async () => {
    const { page } = await newPhonePage(browser);
    await openIn(page, stack.baseUrl, 'kk', '/premium');
    const figures = page.getByTestId('trust-figures');
    await figures.scrollIntoViewIfNeeded();
    const text = (await figures.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('37 млн');
    expect(text).toContain('1,5 млрд');
    expect(text).not.toMatch(/\d(M|G|B)\b/);
    await snap(page, 'kk-prices-02-figures');
    await page.context().close();
  });
});
