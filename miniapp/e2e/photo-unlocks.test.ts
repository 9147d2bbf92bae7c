import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, snap, startSeededServer, uidOf, withDb, type Stack } from './harness.js';

/**
 * Locked photos, in Chromium against the real server: a free member taps a locked photo of Sofia's
 * gallery and gets its unlock sheet (too few coins lead to buying coins; 50 coins unlock it, clear
 * on her page and in My photos), and a second photo asked for within the chat's hour says why it
 * is refused, when the next is due and what Premium changes. English and Arabic screenshots.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

const EMAIL = 'photo.unlocks@example.com';
const setCoins = (coins: number) =>
  withDb(stack, (db) => db.prepare('UPDATE users SET gold_balance = ? WHERE id = ?').run(coins, uidOf(stack, EMAIL)));

/** Sofia's page with its photos loaded; the locked ones carry their unlock button. */
async function openSofia(prefix = '') {
  await page.goto(`${stack.baseUrl}${prefix}/character/c-sofia`);
  await page.getByTestId('photo-locked-open').first().waitFor();
}

/** The second photo of her gallery (the first locked one), scrolled to as a swipe does, then tapped. */
async function tapSecondPhoto() {
  const locked = page.getByTestId('photo-locked-open').first();
  await locked.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await locked.click();
  await page.getByTestId('photo-unlock-sheet').waitFor();
}

describe('locked photos in Chromium', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser));
    await logIn(stack, page, EMAIL, { from: 'settings' });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('a locked gallery photo opens its unlock sheet; without 50 coins it leads to buying coins', async () => {
    await openSofia();
    const lockedBefore = await page.getByTestId('photo-locked').count();
    expect(lockedBefore).toBeGreaterThan(1);
    await tapSecondPhoto();
    const sheet = page.getByTestId('photo-unlock-sheet');
    await expect(sheet.textContent()).resolves.toContain('for 50 coins');
    await expect(page.getByTestId('photo-unlock-balance').textContent()).resolves.toBe('Your balance: 0 coins');
    await sheet.getByTestId('photo-unlock-premium').waitFor();
    await snap(page, 'en-photo-01-gallery-unlock-sheet');

    await page.getByTestId('photo-unlock-pay').click();
    // The chat's not-enough-coins sheet (its root and its Buy coins button share the test id).
    const coinsSheet = page.locator('.sheet-root[data-testid=upsell-coins]');
    await coinsSheet.waitFor();
    await expect(coinsSheet.textContent()).resolves.toContain('Unlocking a photo costs 50 coins.');
    await snap(page, 'en-photo-02-gallery-not-enough-coins');
    const herPage = new URL(page.url()).pathname;
    await coinsSheet.locator('button[data-testid=upsell-coins]').click();
    await page.waitForURL(/\/coins$/);
    // Bought there, the paid screen's "Start chatting" comes back to her photo (it went Home).
    await page.locator('[data-testid="gold-item"][data-gold="300"]').click();
    await page.getByTestId('coins-buy').click();
    await page.getByTestId('checkout').waitFor();
    await page.getByTestId('pay-method-OceanPayment').click();
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('sandbox-pay').click();
    await page.getByTestId('coins-added').waitFor({ timeout: 15_000 });
    await page.getByTestId('pay-done').click();
    await page.waitForURL((url) => url.pathname === herPage);
    await page.getByTestId('photo-locked').first().waitFor();
    setCoins(0);
  }, 60_000);

  it('with 120 coins the photo unlocks for 50: clear on her page and in My photos', async () => {
    setCoins(120);
    await openSofia();
    const lockedBefore = await page.getByTestId('photo-locked').count();
    await tapSecondPhoto();
    await page.getByTestId('photo-unlock-pay').click();
    await page.getByTestId('photo-unlock-sheet').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('photo-locked').count()).toBe(lockedBefore - 1);
    const unlocked = withDb(
      stack,
      (db) =>
        db
          .prepare(
            "SELECT p.file FROM photo_unlocks u JOIN photos p ON p.id = u.photo_id WHERE u.user_id = ? AND p.character_id = 'c-sofia'",
          )
          .all(uidOf(stack, EMAIL)) as { file: string }[],
    );
    expect(unlocked).toHaveLength(1);
    // The slide that was locked now shows the clear file, without its lock.
    const clear = page.locator(`[data-testid=photo] img[src="/media/${unlocked[0]!.file}"]`);
    await expect(clear.count()).resolves.toBe(1);
    await clear.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    await snap(page, 'en-photo-03-gallery-unlocked');

    await page.goto(`${stack.baseUrl}/settings`);
    await expect(page.getByTestId('profile-coins').textContent()).resolves.toBe('70');
    await page.getByTestId('settings-photos').click();
    await page.getByTestId('my-photo').first().waitFor();
    await expect(page.getByTestId('my-photo').count()).resolves.toBe(1);
    await expect(page.getByTestId('my-photo').locator('img').getAttribute('src')).resolves.toBe(`/media/${unlocked[0]!.file}`);
  }, 60_000);

  it('shows the unlock sheet in Arabic, right to left', async () => {
    await openSofia('/ar');
    await tapSecondPhoto();
    await expect(page.getByTestId('photo-unlock-balance').textContent()).resolves.toContain('70');
    await snap(page, 'ar-photo-04-gallery-unlock-sheet');
    await page.keyboard.press('Escape');
    await page.getByTestId('photo-unlock-sheet').waitFor({ state: 'detached' });
  }, 60_000);

  it('a second photo within the hour says why, when the next is due, and offers Premium', async () => {
    await page.goto(`${stack.baseUrl}/character/c-sofia`);
    await page.getByTestId('start-chat').click();
    await page.waitForURL(/\/chat\/s_[0-9a-f]+$/);
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByTestId('msg-her').first().waitFor();
    await page.getByTestId('ask-photo').click();
    await page.getByTestId('photo-locked').waitFor({ timeout: 60_000 });

    await page.getByTestId('ask-photo').click();
    const sheet = page.getByTestId('upsell-photoLimit');
    await sheet.waitFor();
    expect(await page.getByTestId('premium-popup').count()).toBe(0);
    await expect(sheet.textContent()).resolves.toContain('Free users get one photo an hour in each chat.');
    const teaserAt = withDb(
      stack,
      (db) => (db.prepare('SELECT teaser_at FROM sessions WHERE id = ?').get(sessionId) as { teaser_at: number }).teaser_at,
    );
    const due = await page.evaluate(
      (at) => new Intl.DateTimeFormat('en-US-u-nu-latn', { hour: '2-digit', minute: '2-digit' }).format(at),
      teaserAt + 3600_000,
    );
    await expect(page.getByTestId('upsell-next-photo').textContent()).resolves.toBe(`Your next free photo in this chat: ${due}`);
    await snap(page, 'en-photo-05-hourly-limit');

    await sheet.getByTestId('upsell-premium').click();
    await page.getByTestId('premium-popup').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('premium-popup').waitFor({ state: 'detached' });

    await page.goto(`${stack.baseUrl}/ar/chat/${sessionId}`);
    await page.getByTestId('msg-her').first().waitFor();
    await page.getByTestId('ask-photo').click();
    await page.getByTestId('upsell-next-photo').waitFor();
    await snap(page, 'ar-photo-06-hourly-limit');
  }, 90_000);
});
