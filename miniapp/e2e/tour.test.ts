import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  explainFailures,
  logIn,
  newPhonePage as phonePage,
  openChromium,
  snap,
  startSeededServer,
  withDb as onDb,
  type Stack,
} from './harness.js';
import type Database from 'better-sqlite3';

const EMAIL = 'tour.e2e@example.com';

let browser: Browser;
let stack: Stack;

const newPhonePage = (locale = 'en-US') => phonePage(browser, { locale });
const withDb = <T>(fn: (db: Database.Database) => T): T => onDb(stack, fn);
/** The login popup, already open: the emailed code, then wait for the popup to close. */
const signInByEmail = (page: Page, email: string) => logIn(stack, page, email, { from: 'open' });

/** Sends one tour message and waits for her streamed reply to land. */
async function say(page: Page, words: string) {
  const streamed = page.waitForResponse((r) => r.url().endsWith('/v1/tour/session/chat'));
  const before = await page.getByTestId('msg-her').count();
  const input = page.getByTestId('composer-input');
  await input.fill(words);
  await input.press('Enter');
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  await page.getByTestId('msg-user').filter({ hasText: words }).waitFor();
  await expect.poll(() => page.getByTestId('msg-her').count(), { timeout: 20_000 }).toBe(before + 1);
  await page.getByTestId('reply-draft').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await openChromium();
  stack = await startSeededServer();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('the visitor tour', () => {
  let context: BrowserContext;
  let page: Page;
  explainFailures(() => ({ stack, page }));
  let herName = '';
  let sessionId = '';
  let characterId = '';

  beforeAll(async () => {
    // The account exists already: the tour's visitor is folded into it at sign-in.
    const first = await newPhonePage();
    await first.page.goto(`${stack.baseUrl}/chat`);
    await signInByEmail(first.page, EMAIL);
    await first.context.close();
    ({ context, page } = await newPhonePage());
  }, 120_000);

  afterAll(async () => {
    await context?.close();
  });

  it('picks a companion and chats with her, streamed, without signing in', async () => {
    await page.goto(`${stack.baseUrl}/tour/chat`);
    await page.getByTestId('tour-character').first().waitFor();
    await page
      .locator('.tour-card__img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    await snap(page, 'en-tour-01-pick');
    herName = (await page.locator('.tour-card__name-text').first().textContent())!.trim();
    await page.getByTestId('tour-character').first().click();
    await page.waitForURL(/\/tour\/chat\/[^/]+$/);
    characterId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByTestId('conversation-head').filter({ hasText: herName }).waitFor();
    await page.getByTestId('msg-her').first().waitFor();
    await expect.poll(() => page.getByTestId('tour-remaining').textContent()).toBe('5 free messages left');

    await say(page, 'Hi! How was your day?');
    const reply = (await page.getByTestId('msg-her').last().textContent()) ?? '';
    expect(reply.length).toBeGreaterThan(10);
    await expect.poll(() => page.getByTestId('tour-remaining').textContent()).toBe('4 free messages left');
    await snap(page, 'en-tour-02-chat');
    sessionId = withDb(
      (db) =>
        (
          db
            .prepare(
              'SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.is_visitor = 1 ORDER BY s.create_time DESC LIMIT 1',
            )
            .get() as { id: string }
        ).id,
    );
  }, 90_000);

  it('when the free messages are spent, offers sign-up and the tour Premium page', async () => {
    for (let i = 2; i <= 5; i++) await say(page, `Message number ${i}`);
    await page.getByTestId('tour-limit').waitFor();
    expect(await page.getByTestId('composer-input').count()).toBe(0);
    await snap(page, 'en-tour-03-limit');
    await page.getByTestId('tour-open-premium').click();
    await page.getByTestId('tour-premium').waitFor();
    await page.getByTestId('plan-list').waitFor();
    await snap(page, 'en-tour-04-premium');
  }, 120_000);

  it('buys Premium on the tour page without signing up, and the chat goes on', async () => {
    await page.getByTestId('terms-agree').click();
    await page.getByTestId('premium-continue').click();
    await page.waitForURL(/\/checkout\/[^/?]+\?type=vip$/);
    await page.getByTestId('pay-method-OceanPayment').click();
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/pay\/sandbox\//);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/pay\/callback\?orderId=/);
    await page.getByTestId('subscribed-successfully').waitFor({ timeout: 15_000 });
    await snap(page, 'en-tour-05-paid');
    const order = withDb(
      (db) =>
        db
          .prepare("SELECT o.status, u.is_visitor AS v FROM orders o JOIN users u ON u.id = o.user_id WHERE o.come_from = 'tour'")
          .get() as { status: number; v: number },
    );
    expect(order.v).toBe(1);
    await page.goto(`${stack.baseUrl}/tour/chat/${characterId}`);
    await page.getByTestId('composer-input').waitFor();
    expect(await page.getByTestId('tour-limit').count()).toBe(0);
    await say(page, 'Message number 6');
  }, 90_000);

  it('signs in by email code: the tour conversation is in the chat list, all of it', async () => {
    await page.goto(`${stack.baseUrl}/tour/premium`);
    await page.getByTestId('tour-signup').click();
    // The account's first code went out less than a minute ago: end its resend wait rather than sit it out.
    withDb((db) => db.prepare("UPDATE cooldowns SET at = 0 WHERE key LIKE 'code:%' AND key LIKE ?").run(`%:${EMAIL}`));
    await signInByEmail(page, EMAIL);
    await page.goto(`${stack.baseUrl}/chat`);
    const row = page.getByTestId('chat-row').filter({ hasText: herName });
    await row.waitFor();
    await snap(page, 'en-tour-06-chat-list');
    const owner = withDb(
      (db) =>
        db.prepare('SELECT u.is_visitor AS v FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?').get(sessionId) as {
          v: number;
        },
    );
    expect(owner.v).toBe(0);
    await row.click();
    await page.getByTestId('msg-user').filter({ hasText: 'Message number 6' }).waitFor();
    expect(await page.getByTestId('msg-user').count()).toBe(6);
    await snap(page, 'en-tour-07-conversation');
    // The Premium the visitor bought came along.
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByTestId('profile-card').waitFor();
    await expect(page.getByTestId('profile-card').textContent()).resolves.toContain('Premium until');
  }, 150_000);
});

describe('the visitor tour in Arabic', () => {
  it('picks, chats and shows the Premium page right to left', async () => {
    const { context, page } = await newPhonePage('ar');
    try {
      await page.goto(`${stack.baseUrl}/ar/tour/chat`);
      await page.getByTestId('tour-character').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await snap(page, 'ar-tour-01-pick');
      await page.getByTestId('tour-character').nth(1).click();
      await page.waitForURL(/\/ar\/tour\/chat\/[^/]+$/);
      await page.getByTestId('msg-her').first().waitFor();
      await say(page, 'مرحبا! كيف حالك؟');
      await page.getByTestId('tour-remaining').waitFor();
      await snap(page, 'ar-tour-02-chat');
      await page.goto(`${stack.baseUrl}/ar/tour/premium`);
      await page.getByTestId('plan-list').waitFor();
      await snap(page, 'ar-tour-03-premium');
    } finally {
      await context.close();
    }
  }, 120_000);
});
