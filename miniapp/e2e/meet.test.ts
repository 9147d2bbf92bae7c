import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  explainFailures,
  logIn,
  newPhonePage,
  openChromium,
  snap,
  startSeededServer,
  uidOf,
  withDb as sql,
  type Stack,
} from './harness.js';

let browser: Browser;
/** One server for both languages: each signs in with its own account. */
let stack: Stack;

beforeAll(async () => {
  browser = await openChromium();
  stack = await startSeededServer();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe.each([
  { lang: 'en', prefix: '', locale: 'en-US', email: 'meet.en@example.com' },
  { lang: 'ar', prefix: '/ar', locale: 'ar-SA', email: 'meet.ar@example.com' },
])('Meet in $lang', ({ lang, prefix, locale, email }) => {
  let context: BrowserContext;
  let page: Page;
  explainFailures(() => ({ stack, page }));

  beforeAll(async () => {
    ({ context, page } = await newPhonePage(browser, { locale }));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('like → match → her ice-breaker opens the chat, and the badge counts it until answered', async () => {
    await logIn(stack, page, email, { prefix });
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
      .poll(() =>
        sql(
          stack,
          (db) =>
            (db.prepare('SELECT COUNT(*) AS n FROM meet_likes WHERE value = -1 AND user_id = ?').get(uidOf(stack, email)) as { n: number })
              .n,
        ),
      )
      .toBe(2);

    await page.getByTestId('meet-tab-matches').click();
    await page.getByTestId('meet-matches').waitFor();
    // Both counts shown, the three tabs fit the phone, each name on one line: "Likes you" took two in English.
    await expect.poll(() => page.locator('.meet__tab-count').count()).toBe(2);
    const tabs = await page.locator('.meet__tab').evaluateAll((els) =>
      els.map((el) => {
        const name = document.createRange();
        name.selectNodeContents(el.firstChild!);
        const edges = el.getBoundingClientRect();
        return { text: el.textContent, lines: name.getClientRects().length, left: edges.left, right: edges.right };
      }),
    );
    expect(tabs.filter((t) => t.lines > 1 || t.left < 0 || t.right > 390)).toEqual([]);
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
