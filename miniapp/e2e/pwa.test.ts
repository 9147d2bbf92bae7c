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

  // The worker answered every navigation with the app's page, the server's own pages included: the
  // sandbox checkout opened as the app's "Page not found" for anyone who had visited before.
  it("leaves the server's own pages to the server: the sandbox checkout opens under the worker", async () => {
    const { context, page } = await newPhonePage(browser, { serviceWorkers: 'allow' });
    await page.goto(`${stack.baseUrl}/?pwa=1`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const res = await page.goto(`${stack.baseUrl}/pay/sandbox/ord_none?token=x`);
    // The server's answer (a signed link it cannot read), not the app's 404 screen.
    expect(res?.fromServiceWorker()).toBe(false);
    expect(await page.locator('#root').count()).toBe(0);
    await context.close();
  });
});
