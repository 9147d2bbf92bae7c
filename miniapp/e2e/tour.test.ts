import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureBuilt, root, startServer, type Stack, launchChromium, waitForLoginCode, phone } from './harness.js';

const shots = join(root, 'screenshots');
const EMAIL = 'tour.e2e@example.com';

let browser: Browser;
let stack: Stack;
let distCopy = '';
/** When the account's first code was mailed: one code a minute per address. */
let firstCodeAt = 0;
const savedDistDir = process.env.DIST_DIR;

async function newPhonePage(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...phone, locale });
  await context.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return { context, page };
}

/** A screenshot once bubbles and sheets have finished animating in. */
async function snap(page: Page, name: string) {
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** The login popup, already open: the emailed code, then wait for the popup to close. */
async function signInByEmail(page: Page, email: string) {
  await page.getByTestId('login-popup').waitFor();
  await page.getByTestId('login-email').fill(email);
  const since = Date.now() - 1000;
  await page.getByTestId('login-send').click();
  await page.getByTestId('login-code').waitFor();
  await page.getByTestId('login-code').fill(await waitForLoginCode(stack, since));
  await page.getByTestId('login-popup').waitFor({ state: 'detached' });
  await page.waitForFunction(() => !(history.state as { popup?: string } | null)?.popup);
  await page.waitForTimeout(200);
}

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

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(join(stack.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  ensureBuilt();
  // A private copy of the build: other suites rebuilding dist/ meanwhile cannot swap it under us.
  distCopy = mkdtempSync(join(tmpdir(), 'tour-e2e-dist-'));
  cpSync(join(root, 'dist'), distCopy, { recursive: true });
  process.env.DIST_DIR = distCopy;
  browser = await launchChromium();
  stack = await startServer(inject('templateDir'));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (savedDistDir === undefined) delete process.env.DIST_DIR;
  else process.env.DIST_DIR = savedDistDir;
  if (distCopy) rmSync(distCopy, { recursive: true, force: true });
});

describe('the visitor tour', () => {
  let context: BrowserContext;
  let page: Page;
  let herName = '';
  let sessionId = '';
  let characterId = '';

  beforeAll(async () => {
    // The account exists already: the tour's visitor is folded into it at sign-in.
    const first = await newPhonePage();
    await first.page.goto(`${stack.baseUrl}/chat`);
    firstCodeAt = Date.now();
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
    // The account's first code went out less than a minute ago: the next one waits its turn.
    await page.waitForTimeout(Math.max(0, firstCodeAt + 62_000 - Date.now()));
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
