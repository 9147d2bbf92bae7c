import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, phone, shots, startSeededServer, type Stack } from './harness.js';

/**
 * The Desire tabs and the first-time guides in Chromium against the real server: a free member's
 * post feed with locked photos blurred, a like, a tap to her page, the story tab; a guide hint
 * shown once and never again after a reload; the same screens in Arabic. Screenshots go to
 * screenshots/feed-*.png.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

const shot = (name: string) => page.screenshot({ path: join(shots, `feed-${name}.png`) });

describe('Desire tabs and guides in Chromium', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('a free member sees the posts with locked photos blurred, likes one and opens her page', async () => {
    await logIn(stack, page, 'feed.reader@example.com', { from: 'settings' });

    await page.goto(`${stack.baseUrl}/desire`);
    const first = page.getByTestId('post').first();
    await first.waitFor();
    expect(await first.getAttribute('data-locked')).toBe('true');
    await first.getByTestId('post-unlock').waitFor();
    const filter = await first.getByTestId('post-photo').evaluate((img) => getComputedStyle(img).filter);
    expect(filter).toContain('blur');
    const src = await first.getByTestId('post-photo').getAttribute('src');
    const charId = (await first.locator('a.post__head').getAttribute('href'))!.split('/').pop()!;
    expect(src).toMatch(/^\/media\//);

    // The guide hint of the feed, on a device that never saw it.
    await page.getByTestId('guide-socialActivity').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('en-01-posts');

    const like = first.getByTestId('post-like');
    const before = Number(await like.textContent());
    await like.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="post-like"]')?.getAttribute('aria-pressed') === 'true');
    expect(Number(await like.textContent())).toBe(before + 1);

    // Dismissed once: gone, and not back after a reload.
    await page.getByTestId('guide-ok').click();
    await page.getByTestId('guide-socialActivity').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('post').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('guide-socialActivity').count()).toBe(0);
    // The like is kept on the server.
    expect(await page.getByTestId('post-like').first().getAttribute('aria-pressed')).toBe('true');

    // Tapping her name opens her page.
    await page.locator('a.post__head').first().click();
    await page.waitForURL(new RegExp(`/character/${charId}$`));
    // Her gallery shows the same blurred rendition: one rule for both.
    await page.locator(`img[src="${src}"]`).first().waitFor({ state: 'attached' });
  }, 120_000);

  it('shows the stories tab, and the home guides one at a time', async () => {
    await page.goto(`${stack.baseUrl}/desire`);
    await page.getByTestId('desire-tab-story').click();
    await page.getByTestId('desire-story').first().waitFor();
    expect(await page.getByTestId('desire-story').count()).toBeGreaterThan(5);
    await page.waitForLoadState('networkidle');
    await shot('en-02-stories');

    await page.goto(`${stack.baseUrl}/`);
    await page.getByTestId('guide-firstVisibleHome').waitFor();
    expect(await page.locator('[data-guide]').count()).toBe(1);
    await page.getByTestId('character-card').first().waitFor();
    await shot('en-03-home-guide');
    await page.getByTestId('guide-ok').click();
    // The next one takes its turn: the Desire tabs' "new" hint.
    await page.getByTestId('guide-firstFeatureTag').waitFor();
    await page.getByTestId('desire-entry').click();
    await page.waitForURL(/\/desire$/);
  }, 120_000);

  it("shows the third day banner on the account's third day, once", async () => {
    const db = new Database(join(stack.dataDir, 'app.db'));
    db.pragma('busy_timeout = 5000');
    const made = db
      .prepare("UPDATE users SET create_time = ? WHERE id = (SELECT user_id FROM identities WHERE type = 'email' AND subject = ?)")
      .run(Date.now() - 2 * 86_400_000, 'feed.reader@example.com');
    expect(made.changes).toBe(1);
    db.close();
    await page.goto(`${stack.baseUrl}/`);
    await page.getByTestId('third-day-banner').waitFor();
    await page.getByTestId('character-card').first().waitFor();
    await shot('en-04-third-day');
    await page.getByTestId('third-day-banner').getByRole('button').click();
    await page.getByTestId('third-day-banner').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('character-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('third-day-banner').count()).toBe(0);
  }, 60_000);

  it("unlocks a locked post's photo for 50 coins from its sheet: clear in the feed and on her page", async () => {
    const db = new Database(join(stack.dataDir, 'app.db'));
    db.pragma('busy_timeout = 5000');
    db.prepare("UPDATE users SET gold_balance = 120 WHERE id = (SELECT user_id FROM identities WHERE type = 'email' AND subject = ?)").run(
      'feed.reader@example.com',
    );
    db.close();
    await page.goto(`${stack.baseUrl}/desire`);
    const first = page.getByTestId('post').first();
    await first.waitFor();
    expect(await first.getAttribute('data-locked')).toBe('true');
    const charId = (await first.locator('a.post__head').getAttribute('href'))!.split('/').pop()!;
    await first.getByTestId('post-unlock').click();
    const sheet = page.getByTestId('photo-unlock-sheet');
    await expect(sheet.textContent()).resolves.toContain('for 50 coins');
    await expect(page.getByTestId('photo-unlock-balance').textContent()).resolves.toBe('Your balance: 120 coins');
    await page.waitForTimeout(300);
    await shot('en-05-post-unlock-sheet');
    await page.getByTestId('photo-unlock-pay').click();
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => first.getAttribute('data-locked')).toBe('false');
    expect(await first.getByTestId('post-unlock').count()).toBe(0);
    const src = (await first.getByTestId('post-photo').getAttribute('src'))!;
    expect(await first.getByTestId('post-photo').evaluate((img) => getComputedStyle(img).filter)).not.toContain('blur');
    // One photo rule: her gallery shows the same clear file.
    await first.locator('a.post__head').click();
    await page.waitForURL(new RegExp(`/character/${charId}$`));
    await page.locator(`img[src="${src}"]`).first().waitFor({ state: 'attached' });
  }, 60_000);

  it('in Arabic: the post feed right to left, captions in Arabic, photos blurred for the public', async () => {
    const ar = await browser.newContext({ ...phone, locale: 'ar' });
    await ar.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
    page = await ar.newPage();
    await page.goto(`${stack.baseUrl}/ar/desire`);
    const first = page.getByTestId('post').first();
    await first.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await first.getAttribute('data-locked')).toBe('true');
    expect(await first.locator('.post__caption').textContent()).toMatch(/[\u0600-\u06ff]/);
    await page.getByTestId('guide-socialActivity').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('ar-01-posts');
    // The public's unlock asks to log in first.
    await first.getByTestId('post-unlock').click();
    await page.getByTestId('login-popup').waitFor();
    await page.goBack();
    await page.getByTestId('login-popup').waitFor({ state: 'detached' });
    await page.getByTestId('desire-tab-story').click();
    await page.getByTestId('desire-story').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('ar-02-stories');
    await ar.close();
  }, 120_000);
});
