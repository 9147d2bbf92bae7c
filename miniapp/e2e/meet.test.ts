import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureBuilt, root, startServer, type Stack, launchChromium, waitForLoginCode, phone } from './harness.js';

const shots = join(root, 'screenshots');

let browser: Browser;
let distCopy = '';
const savedDistDir = process.env.DIST_DIR;

async function newPhonePage(locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...phone, locale });
  await context.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  return { context, page };
}

/** Log in with the emailed code through the login popup that /chat opens for a visitor. */
async function logIn(stack: Stack, page: Page, prefix: string, email: string) {
  await page.goto(`${stack.baseUrl}${prefix}/chat`);
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

async function snap(page: Page, name: string) {
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

function sql<T>(stack: Stack, fn: (db: Database.Database) => T): T {
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
  distCopy = mkdtempSync(join(tmpdir(), 'meet-e2e-dist-'));
  cpSync(join(root, 'dist'), distCopy, { recursive: true });
  process.env.DIST_DIR = distCopy;
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (savedDistDir === undefined) delete process.env.DIST_DIR;
  else process.env.DIST_DIR = savedDistDir;
  if (distCopy) rmSync(distCopy, { recursive: true, force: true });
});

describe.each([
  { lang: 'en', prefix: '', locale: 'en-US', email: 'meet.en@example.com' },
  { lang: 'ar', prefix: '/ar', locale: 'ar-SA', email: 'meet.ar@example.com' },
])('Meet in $lang', ({ lang, prefix, locale, email }) => {
  let stack: Stack;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await startServer(inject('templateDir'));
    ({ context, page } = await newPhonePage(locale));
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await stack?.stop();
  });

  it('like → match → her ice-breaker opens the chat, and the badge counts it until answered', async () => {
    await logIn(stack, page, prefix, email);
    // Onboarding answered: a Latina (3) fits best; black hair (2) is enough for the others to like back.
    const first = sql(stack, (db) => {
      db.prepare('UPDATE users SET preferences = ? WHERE id = (SELECT user_id FROM identities WHERE subject = ?)').run(
        JSON.stringify({ ethnicity: 'latina', hair: 'black' }),
        email,
      );
      return db.prepare("SELECT id, name FROM characters WHERE owner_id IS NULL AND ethnicity = 'latina' ORDER BY id").all() as {
        id: string;
        name: string;
      }[];
    });
    expect(first.length).toBeGreaterThan(0);

    await page.goto(`${stack.baseUrl}${prefix}/`);
    await page.getByTestId('meet-entry').click();
    await page.waitForURL(/\/meet$/);
    await page.getByTestId('meet-card').waitFor();
    await snap(page, `${lang}-meet-01-deck`);

    // Best fits come first: the top card fits the answers, so she likes back.
    const top = await page.getByTestId('meet-card').getAttribute('data-character-id');
    expect(first.map((c) => c.id)).toContain(top);
    await page.getByTestId('meet-like').click();
    await page.getByTestId('meet-match').waitFor();
    await snap(page, `${lang}-meet-02-match`);

    await page.getByTestId('meet-match-chat').click();
    await page.waitForURL(/\/chat\/s_[0-9a-f]+$/);
    const her = page.getByTestId('msg-her');
    await her.first().waitFor();
    expect(await her.count()).toBe(1);
    const breaker = (await her.first().textContent()) ?? '';
    const stored = sql(
      stack,
      (db) =>
        db.prepare('SELECT content FROM messages WHERE session_id = ?').get(new URL(page.url()).pathname.split('/').pop()) as {
          content: string;
        },
    );
    expect(breaker.length).toBeGreaterThan(20);
    expect(stored.content).toMatch(lang === 'ar' ? /[\u0600-\u06FF]/ : /liked me|matched/);
    await snap(page, `${lang}-meet-03-icebreaker`);

    // The home entry carries the badge while she waits for an answer.
    await page.goto(`${stack.baseUrl}${prefix}/`);
    await expect.poll(async () => (await page.getByTestId('meet-badge').textContent())?.trim(), { timeout: 15_000 }).toBe('1');
    await snap(page, `${lang}-meet-04-badge`);
  }, 120_000);

  it('a pass moves on; the matches tab lists her; the settings sheet locks the Premium filters and opens Premium', async () => {
    await page.getByTestId('meet-entry').click();
    await page.getByTestId('meet-card').waitFor();
    const before = await page.getByTestId('meet-card').getAttribute('data-character-id');
    await page.getByTestId('meet-pass').click();
    await expect.poll(() => page.getByTestId('meet-card').getAttribute('data-character-id')).not.toBe(before);
    // A swipe to the left passes too.
    const next = await page.getByTestId('meet-card').getAttribute('data-character-id');
    const box = (await page.getByTestId('meet-card').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 0; dx <= 180; dx += 30) await page.mouse.move(box.x + box.width / 2 - dx, box.y + box.height / 2);
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('meet-card').getAttribute('data-character-id')).not.toBe(next);
    // The card leaves at once; the pass is written when its call returns.
    await expect
      .poll(() => sql(stack, (db) => (db.prepare('SELECT COUNT(*) AS n FROM meet_likes WHERE value = -1').get() as { n: number }).n))
      .toBe(2);

    await page.getByTestId('meet-tab-matches').click();
    await page.getByTestId('meet-matches').waitFor();
    await snap(page, `${lang}-meet-05-matches`);

    await page.getByTestId('meet-tab-likes').click();
    await page.getByTestId('meet-likes-locked').waitFor();
    await snap(page, `${lang}-meet-06-likes-locked`);

    await page.getByTestId('meet-settings-open').click();
    await page.getByTestId('meet-settings').waitFor();
    await snap(page, `${lang}-meet-07-settings`);
    await page.getByTestId('meet-settings-unlock').click();
    await page.getByTestId('premium-popup').waitFor();
  }, 90_000);
});
