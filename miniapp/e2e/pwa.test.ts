import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { explainFailures, newPhonePage, openChromium, snap, startSeededServer, type Stack } from './harness.js';

let stack: Stack;
let browser: Browser;
explainFailures(() => ({ stack }));

// The app registered its service worker on the page's `load`, which had fired before startup got
// there: the installed app never had one, and offline it showed the browser's error page.
describe('the installed web app', () => {
  beforeAll(async () => {
    stack = await startSeededServer();
    browser = await openChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('registers its service worker, and opens offline from what it cached', async () => {
    const { context, page } = await newPhonePage(browser, { serviceWorkers: 'allow' });
    await page.goto(`${stack.baseUrl}/?pwa=1`);
    const scope = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then((r) => r.scope),
        new Promise<string>((resolve) => setTimeout(() => resolve('none'), 20_000)),
      ]),
    );
    expect(scope).toBe(`${stack.baseUrl}/`);
    // Active means its precache is done; once reloaded, the worker serves the page.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await context.setOffline(true);
    await page.goto(`${stack.baseUrl}/chat`).catch(() => undefined);
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, null, { timeout: 20_000 });
    expect(await page.title()).toMatch(/Lustory/);
    await snap(page, 'pwa-offline');
    await context.close();
  });
});
