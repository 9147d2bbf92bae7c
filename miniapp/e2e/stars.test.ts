import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, snap, startSeededServer, uidOf, withDb, type Stack } from './harness.js';

/**
 * A Premium bought in Telegram as a Stars subscription, seen on the Subscription page: its own card
 * (Stars every 30 days, renewal date, cancel) replaces the card-payment controls. Without a running
 * bot the cancel is refused with a clear message and nothing changes. The deployment takes no
 * cards (no card gateway, the sandbox off, as in production): the card page says so instead of
 * showing a form that could only fail. English and Arabic shots.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));
const DAY = 86_400_000;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startSeededServer({ PAYMENT_SANDBOX: 'off' }), openChromium()]);
  ({ page } = await newPhonePage(browser));
  const email = 'stars-sub@example.test';
  await logIn(stack, page, email);
  const uid = uidOf(stack, email);
  const now = Date.now();
  withDb(stack, (db) => {
    db.prepare('UPDATE users SET vip_expire_at = ? WHERE id = ?').run(now + 20 * DAY, uid);
    db.prepare(
      `INSERT INTO star_subscriptions (user_id, telegram_user_id, charge_id, order_id, plan_id, stars, expires_at, canceled, create_time, update_time)
       VALUES (?, 777001, 'charge-e2e', 'ord_e2e', 'vip-monthly', 650, ?, 0, ?, ?)`,
    ).run(uid, now + 20 * DAY, now, now);
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('Stars subscription on the Subscription page', () => {
  it('shows the Stars subscription instead of the card controls; a cancel without the bot is refused and changes nothing', async () => {
    await page.goto(`${stack.baseUrl}/settings/subscription`);
    const card = page.getByTestId('stars-subscription');
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('650 ⭐ every 30 days');
    await expect(page.getByTestId('stars-subscription-date').textContent()).resolves.toMatch(/^Renews on /);
    expect(await page.getByTestId('subscription-current').count()).toBe(0);
    expect(await page.getByTestId('subscription-empty').count()).toBe(0);
    await snap(page, 'en-stars-01-subscription');

    await page.getByTestId('stars-subscription-cancel').click();
    await page.getByTestId('toast').filter({ hasText: 'Telegram is not reachable right now' }).waitFor();
    await expect(page.getByTestId('stars-subscription-cancel').isVisible()).resolves.toBe(true);

    await page.goto(`${stack.baseUrl}/ar/settings/subscription`);
    await page.getByTestId('stars-subscription').waitFor();
    await expect(page.getByTestId('stars-subscription').textContent()).resolves.toContain('650 ⭐ كل 30 يومًا');
    await snap(page, 'ar-stars-01-subscription');
  }, 60_000);

  it('the card page says cards cannot be linked, without a form, where no card gateway is set up', async () => {
    await page.goto(`${stack.baseUrl}/settings/credit-card-manage`);
    await page.getByTestId('cards-unavailable').getByText('Cards cannot be linked here yet').waitFor();
    expect(await page.getByTestId('card-form').count()).toBe(0);
    await page.getByTestId('cards-unavailable').getByRole('link', { name: 'Contact customer service' }).click();
    await page.waitForURL(/\/settings\/customer-service$/);
    await page.goto(`${stack.baseUrl}/ar/settings/credit-card-manage`);
    await page.getByTestId('cards-unavailable').getByText('لا يمكن ربط البطاقات هنا بعد').waitFor();
    await snap(page, 'ar-stars-02-no-cards');
  }, 60_000);
});
