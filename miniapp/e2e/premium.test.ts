import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, shots, startSeededServer, withDb, type Stack } from './harness.js';

/**
 * Premium and coins bought through the sandbox checkout in Chromium against the real server:
 * plan rules on the purchase page, terms before paying, checkout, the gateway page, the return
 * page polling the order, the Premium state in settings, subscription and card management, coins
 * and the energy gift. Screenshots in English and Arabic go to screenshots/.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

/** Screenshots without toasts or a closing confirm modal over the screen. */
async function shot(name: string, fullPage = false) {
  await page.getByTestId('confirm-modal').waitFor({ state: 'detached', timeout: 5000 });
  for (const toast of await page.getByTestId('toast').all()) await toast.click({ timeout: 1000 }).catch(() => undefined);
  await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 4000 });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage });
}

/** Text of the profile's coin counter on the settings page. */
async function settingsCoins(prefix = ''): Promise<number> {
  await page.goto(`${stack.baseUrl}${prefix}/settings`);
  await page.getByTestId('profile-card').waitFor();
  return Number(await page.getByTestId('profile-coins').textContent());
}

/** From the checkout page: pick the card method, pay on the sandbox page, land on the return page. */
async function payOnSandbox(screenshot?: string) {
  await page.getByTestId('checkout').waitFor();
  await page.getByTestId('checkout-summary').waitFor();
  await page.getByTestId('pay-method-OceanPayment').click();
  if (screenshot) await shot(screenshot);
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.getByTestId('sandbox-pay').waitFor();
}

describe('Premium and coins purchase in Chromium against the real server', () => {
  beforeAll(async () => {
    browser = await openChromium();
    // No PUBLIC_URL: the server names the port it bound and sends payers back only to its own origin.
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('logs in with the emailed code', async () => {
    await logIn(stack, page, 'premium.buyer@example.com', { from: 'settings' });
    await page.getByTestId('profile-card').waitFor();
    await expect(page.getByTestId('profile-card').textContent()).resolves.toContain('Free plan');
  }, 60_000);

  it('shows the purchase page with the plan rules, labels and social proof', async () => {
    await page.goto(`${stack.baseUrl}/premium`);
    await page.getByTestId('plan-card').first().waitFor();
    // Plan rules: 1, 3, 12 months first, then the weekly plan; lifetime as its own card.
    const months = await page.getByTestId('plan-card').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-months'))));
    expect(months).toEqual([1, 3, 12, 0.25]);
    await page.getByTestId('lifetime-card').waitFor();
    await expect(page.getByTestId('lifetime-price').textContent()).resolves.toBe('$99.99');
    await expect(page.getByTestId('lifetime-card').textContent()).resolves.toContain('3x cheaper than annual');
    // Default plan: the 3-month one.
    await expect(page.locator('[data-testid="plan-card"][aria-checked="true"]').getAttribute('data-months')).resolves.toBe('3');
    // Labels: 12 months best price + most popular, 3 months hot.
    const year = page.locator('[data-testid="plan-card"][data-months="12"]');
    await year.getByTestId('plan-label-bestPrice').waitFor();
    await year.getByTestId('plan-label-mostPopular').waitFor();
    await page.locator('[data-testid="plan-card"][data-months="3"]').getByTestId('plan-label-hot').waitFor();
    expect(await page.locator('[data-testid="plan-card"][data-months="1"] [data-testid^="plan-label"]').count()).toBe(0);
    // Per-day price = price / months / 30: $29.99 / 3 / 30 = $0.33.
    await expect(page.locator('[data-testid="plan-card"][data-months="3"] [data-testid="plan-per-day"]').textContent()).resolves.toBe(
      '$0.33',
    );
    expect(await page.getByTestId('premium-benefits').locator('li').count()).toBe(5);
    // Counts down to the server's discountExpireTime: a 10-minute window, so at most 10:00 left.
    await expect(page.getByTestId('discount-countdown').textContent()).resolves.toMatch(/(10:00|0\d:[0-5]\d)$/);
    await expect(page.getByTestId('cancel-anytime').textContent()).resolves.toContain('Cancel anytime');
    expect(await page.getByTestId('verified-card').count()).toBe(10);
    await expect(page.getByTestId('trust-figures').textContent()).resolves.toMatch(/37M.*1\.5B.*72M.*97%.*3\+/);
    await page.getByTestId('review').nth(9).waitFor({ state: 'attached' });
    expect(await page.getByTestId('review').count()).toBe(10);
    await page.waitForLoadState('networkidle');
    await shot('en-premium-01-page');
    await shot('en-premium-02-page-full', true);

    // The review carousel advances by itself (3000 ms) and a bullet jumps.
    const active = () => page.locator('[data-testid="review-carousel"] .carousel__bullet[aria-current="true"]').getAttribute('aria-label');
    const first = await active();
    await page.waitForFunction(
      (label) =>
        document.querySelector('[data-testid="review-carousel"] .carousel__bullet[aria-current="true"]')?.getAttribute('aria-label') !==
        label,
      first,
      { timeout: 6000 },
    );
    await page.locator('[data-testid="review-carousel"] .carousel__bullet').nth(6).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="review-carousel"] .carousel__bullet[aria-current="true"]')?.getAttribute('aria-label') ===
        'Slide 7',
    );

    // Selecting another plan and back.
    await year.click();
    await expect(year.getAttribute('aria-checked')).resolves.toBe('true');
    await page.locator('[data-testid="plan-card"][data-months="3"]').click();
  }, 60_000);

  it('refuses Continue until the terms are agreed, then buys Premium through the sandbox', async () => {
    await page.getByTestId('premium-continue').click();
    await page.getByTestId('toast').filter({ hasText: 'Please agree to the subscription terms first' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/premium');
    await page.getByTestId('terms-agree').click();
    await expect(page.locator('[data-testid="terms-agree"] input').isChecked()).resolves.toBe(true);
    await page.getByTestId('premium-continue').click();
    await page.waitForURL(/\/checkout\/[^/?]+\?type=vip$/);
    await expect(page.getByTestId('checkout-amount').textContent()).resolves.toBe('$29.99');
    expect(await page.locator('[data-testid^="pay-method-"]').count()).toBeGreaterThanOrEqual(1);
    await payOnSandbox('en-premium-04-checkout');
    await expect(page.getByTestId('sandbox-amount').textContent()).resolves.toBe('$29.99');
    await expect(page.getByTestId('sandbox-card').textContent()).resolves.toBe('Visa •••• 4242');
    await shot('en-premium-05-sandbox');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/pay\/callback\?orderId=/);
    await page.getByTestId('subscribed-successfully').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('pay-paid').textContent()).resolves.toMatch(/Premium is active until/);
    await shot('en-premium-06-subscribed');

    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByTestId('profile-card').waitFor();
    await expect(page.getByTestId('profile-card').textContent()).resolves.toContain('Premium until');
    await shot('en-premium-07-settings');
  }, 60_000);

  it('manages the subscription: cancel keeps Premium, resume needs a card, change plan', async () => {
    await page.goto(`${stack.baseUrl}/settings/subscription`);
    await page.getByTestId('subscription-current').waitFor();
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Active');
    // Paid by card at the checkout ("Renews automatically"): the gateway keeps that card for renewals.
    await expect(page.getByTestId('subscription-date').textContent()).resolves.toMatch(/^Renews on /);
    await expect(page.locator('.manage-card__pay').textContent()).resolves.toMatch(/Visa.*4242/);
    await shot('en-premium-08-subscription');

    // Unlinked, nothing renews, and the page says so (it once said "Renews on …" without a card).
    await page.goto(`${stack.baseUrl}/settings/credit-card-manage`);
    await page.getByTestId('card-unlink').click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Unlink' }).click();
    await page.getByTestId('card-form').waitFor();
    await page.goto(`${stack.baseUrl}/settings/subscription`);
    await expect(page.getByTestId('subscription-date').textContent()).resolves.toMatch(
      /^Premium ends on .+ unless you link a card to renew it\.$/,
    );

    await page.getByTestId('subscription-change').click();
    await page.getByTestId('change-plan').waitFor();
    await page
      .getByTestId('change-plan')
      .getByRole('radio', { name: /12 months/ })
      .click();
    await page.getByTestId('change-plan-save').click();
    await page.getByTestId('toast').filter({ hasText: 'your plan renews as 12 months' }).waitFor();
    await page.getByTestId('change-plan').waitFor({ state: 'detached' });

    await page.getByTestId('subscription-cancel').click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Cancel subscription' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: /^Premium stays until / })
      .waitFor();
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Cancelled');
    await expect(page.getByTestId('subscription-date').textContent()).resolves.toContain('It will not renew');

    // Resuming needs a linked card: the spec's text, and the way to link one.
    await page.getByTestId('subscription-resume').click();
    await page.getByTestId('subscription-no-card').getByText("You haven't linked a credit card yet. Please link one first").waitFor();
    await shot('en-premium-09-subscription-cancelled');

    await page.getByTestId('subscription-no-card').getByRole('link', { name: 'Link a card' }).click();
    await page.getByTestId('card-form').waitFor();
    await page.getByTestId('card-submit').click();
    await page.getByText('Enter the card number').waitFor();
    await page.getByTestId('card-number').fill('4242424242424242');
    await expect(page.getByTestId('card-number').inputValue()).resolves.toBe('4242 4242 4242 4242');
    await page.getByTestId('card-expiry').fill('1239');
    await expect(page.getByTestId('card-expiry').inputValue()).resolves.toBe('12/39');
    await page.getByTestId('card-cvc').fill('123');
    await shot('en-premium-10-card-form');
    await page.getByTestId('card-submit').click();
    await page.getByTestId('linked-card').waitFor();
    await expect(page.getByTestId('linked-card').textContent()).resolves.toMatch(/Visa.*4242/);
    await shot('en-premium-11-card-linked');

    await page.goto(`${stack.baseUrl}/settings/subscription`);
    await page.getByTestId('subscription-resume').click();
    await page.getByTestId('toast').filter({ hasText: 'Your subscription will renew again' }).waitFor();
    await expect(page.getByTestId('subscription-status').textContent()).resolves.toBe('Active');
    await expect(page.getByTestId('subscription-date').textContent()).resolves.toMatch(/^Renews on /);

    await page.goto(`${stack.baseUrl}/settings/credit-card-manage`);
    await page.getByTestId('card-unlink').click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Unlink' }).click();
    await page.getByTestId('card-form').waitFor();
  }, 60_000);

  it('buys coins through the same checkout and the balance grows', async () => {
    const before = await settingsCoins();
    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('gold-item').first().waitFor();
    await page.locator('[data-testid="gold-item"][data-gold="300"]').click();
    await expect(page.getByTestId('coins-buy').textContent()).resolves.toBe('Buy for $2.99');
    await expect(page.getByTestId('invite-link').inputValue()).resolves.toMatch(/\/\?c=ref_u_/);
    await page.waitForLoadState('networkidle');
    await shot('en-coins-01-page');
    await page.getByTestId('coins-buy').click();
    await page.waitForURL(/\/checkout\/[^/?]+\?type=gold$/);
    await payOnSandbox('en-coins-02-checkout');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/pay\/callback\?orderId=.+&type=gold/);
    await page.getByTestId('coins-added').waitFor({ timeout: 15_000 });
    await shot('en-coins-03-added');
    expect(await settingsCoins()).toBe(before + 330);
  }, 60_000);

  it('shows the failure message when the payment is cancelled', async () => {
    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('gold-item').first().click();
    await page.getByTestId('coins-buy').click();
    await payOnSandbox();
    await page.getByTestId('sandbox-cancel').click();
    await page.waitForURL(/\/pay\/callback\?orderId=/);
    await page.getByTestId('pay-failed-text').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('pay-failed-text').textContent()).resolves.toBe(
      'The payment may have encountered an issue. Please wait a few minutes or try again...',
    );
    await shot('en-pay-failed');
  }, 60_000);

  it('gives 20 energy for a gift task after its 10 s, once', async () => {
    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('open-energy-gift').click();
    await page.getByTestId('energy-gift').waitFor();
    const task = page.getByTestId('energy-task-bookmark');
    await task.getByRole('button', { name: 'Go' }).click();
    await task.getByTestId('energy-task-wait').waitFor();
    await expect(task.getByTestId('energy-task-wait').textContent()).resolves.toMatch(/Claim in \d+s/);
    await shot('en-coins-04-energy-gift');
    // The server keeps the wait: its start marker moved 10 s back stands for the time passing, and Go again finds it over.
    withDb(stack, (db) => db.prepare("UPDATE rewards SET create_time = create_time - 10000 WHERE event = 'start:bookmark'").run());
    await page.reload();
    await page.getByTestId('open-energy-gift').click();
    await task.getByRole('button', { name: 'Go' }).click();
    await task.getByTestId('energy-task-claim').click();
    // The amount is isolated left to right (U+2066 … U+2069), so its sign stays before it in Arabic.
    await page.getByTestId('toast').filter({ hasText: '\u2066+20\u2069 energy added' }).waitFor();
    await task.getByTestId('energy-task-claimed').waitFor();
  }, 60_000);

  it('opens the Premium popup with all 11 benefits', async () => {
    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('coins-premium').click();
    await page.getByTestId('premium-popup').getByTestId('plan-card').first().waitFor();
    expect(await page.getByTestId('premium-popup').getByTestId('premium-benefits').locator('li').count()).toBe(11);
    // Popup first benefit follows the selected plan: 3 months → 1000 coins.
    await expect(page.getByTestId('premium-popup').getByTestId('premium-benefits').locator('li').first().textContent()).resolves.toContain(
      '1000',
    );
    await page.getByTestId('premium-popup').locator('[data-testid="plan-card"][data-months="12"]').click();
    await expect(page.getByTestId('premium-popup').getByTestId('premium-benefits').locator('li').first().textContent()).resolves.toContain(
      '5000',
    );
    // The weekly plan gives no coins: no gift is promised; lifetime gives exactly 5000.
    const benefits = page.getByTestId('premium-popup').getByTestId('premium-benefits').locator('li');
    await page.getByTestId('premium-popup').locator('[data-testid="plan-card"][data-months="0.25"]').click();
    await expect.poll(() => benefits.count()).toBe(10);
    expect(await benefits.allTextContents()).not.toContain(expect.stringMatching(/coins/));
    await page.getByTestId('premium-popup').getByTestId('lifetime-card').click();
    await expect.poll(() => benefits.first().textContent()).toBe('Gift of 5000 coins');
    await page.getByTestId('premium-popup').locator('[data-testid="plan-card"][data-months="3"]').click();
    await page.locator('.sheet').evaluate((el) => el.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await shot('en-premium-03-popup');
    await page.goBack();
    await page.getByTestId('premium-popup').waitFor({ state: 'detached' });
  }, 30_000);

  it('renders the purchase screens in Arabic (RTL)', async () => {
    await page.goto(`${stack.baseUrl}/ar/premium`);
    await page.getByTestId('plan-card').first().waitFor();
    await page.getByText('اختر خطتك').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.waitForLoadState('networkidle');
    await shot('ar-premium-01-page');
    await shot('ar-premium-02-page-full', true);

    await page.goto(`${stack.baseUrl}/ar/coins`);
    await page.getByTestId('gold-item').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('ar-coins-01-page');
    await page.getByTestId('coins-premium').click();
    await page.getByTestId('premium-popup').getByTestId('plan-card').first().waitFor();
    await page.waitForTimeout(400);
    await shot('ar-premium-03-popup');
    await page.goBack();
    await page.getByTestId('premium-popup').waitFor({ state: 'detached' });

    await page.getByTestId('coins-buy').click();
    await page.waitForURL(/\/ar\/checkout\//);
    await payOnSandbox('ar-premium-04-checkout');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/ar\/pay\/callback\?orderId=/);
    await page.getByTestId('coins-added').waitFor({ timeout: 15_000 });
    await shot('ar-premium-06-coins-added');

    await page.goto(`${stack.baseUrl}/ar/settings/subscription`);
    await page.getByTestId('subscription-current').waitFor();
    await shot('ar-premium-08-subscription');
  }, 60_000);

  it('looks right on desktop', async () => {
    const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', serviceWorkers: 'block' });
    await wide.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
    const p = await wide.newPage();
    await p.goto(`${stack.baseUrl}/premium`);
    await p.getByTestId('plan-card').first().waitFor();
    await p.waitForLoadState('networkidle');
    await p.screenshot({ path: join(shots, 'en-premium-12-desktop.png') });
    await p.screenshot({ path: join(shots, 'en-premium-12-desktop-full.png'), fullPage: true });
    await wide.close();
  }, 30_000);

  it('buys lifetime Premium, after which the offer is skipped', async () => {
    await page.goto(`${stack.baseUrl}/premium`);
    await page.getByTestId('lifetime-card').click();
    await page.getByTestId('terms-agree').click();
    await page.getByTestId('premium-continue').click();
    await page.waitForURL(/\/checkout\//);
    await expect(page.getByTestId('checkout-amount').textContent()).resolves.toBe('$99.99');
    await payOnSandbox();
    await page.getByTestId('sandbox-pay').click();
    await page.getByTestId('subscribed-successfully').waitFor({ timeout: 15_000 });
    await page.goto(`${stack.baseUrl}/premium`);
    await page.getByTestId('premium-lifetime-owned').getByText('You have lifetime Premium').waitFor();
    expect(await page.getByTestId('plan-card').count()).toBe(0);
    await shot('en-premium-13-lifetime-owned');
    // The purchase popup is skipped for lifetime: the coins page offers no Premium, and a link
    // asking for the popup opens nothing.
    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('coins-support-pay').waitFor();
    expect(await page.getByTestId('coins-premium').count()).toBe(0);
    await page.goto(`${stack.baseUrl}/?alert=premium`);
    await page.getByTestId('character-card').first().waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('premium-popup').count()).toBe(0);
  }, 60_000);
});
