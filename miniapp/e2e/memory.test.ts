import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, snap, startSeededServer, withDb, type Stack } from './harness.js';

let browser: Browser;
let stack: Stack;
let context: BrowserContext;
let page: Page;
explainFailures(() => ({ stack, page }));
let sessionId = '';

beforeAll(async () => {
  browser = await openChromium();
  stack = await startSeededServer();
  ({ context, page } = await newPhonePage(browser));
}, 300_000);

afterAll(async () => {
  await context?.close();
  await stack?.stop();
  await browser?.close();
});

const factCount = () =>
  withDb(stack, (db) => (db.prepare('SELECT COUNT(*) AS n FROM memory_facts WHERE deleted = 0').get() as { n: number }).n);
/** A fact in the sheet by its exact text (its source line may quote the same words). */
const fact = (text: string) =>
  page.getByTestId('memory-fact').filter({ has: page.getByTestId('memory-fact-text').getByText(text, { exact: true }) });

describe('what she remembers, seen and corrected by the user', () => {
  it('learns facts from the chat, shows the relationship in the header and its change', async () => {
    await logIn(stack, page, 'memory.e2e@example.com');
    await page.goto(`${stack.baseUrl}/character/c-sofia`);
    await page.getByTestId('start-chat').click();
    await page.waitForURL(/\/chat\/s_[0-9a-f]+$/);
    sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByTestId('relationship-chip').waitFor();
    const before = Number(await page.getByTestId('relationship-chip').locator('.rel-chip__value').textContent());

    const input = page.getByTestId('composer-input');
    await input.fill('My name is Daniel. I love jazz. I work as a nurse.');
    await input.press('Enter');
    await page.getByTestId('reply-draft').waitFor({ state: 'detached' });
    await page.getByTestId('relationship-delta').filter({ hasText: '+1' }).waitFor();
    await expect
      .poll(async () => Number(await page.getByTestId('relationship-chip').locator('.rel-chip__value').textContent()))
      .toBe(before + 1);
    await snap(page, 'en-memory-01-header');
    await expect.poll(factCount, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  }, 90_000);

  it('shows each fact with where it came from; edits, pins, deletes and adds', async () => {
    // The story so far names her job, as a fold of older turns would.
    withDb(stack, (db) => db.prepare('UPDATE sessions SET memory = ? WHERE id = ?').run('- Job: nurse', sessionId));
    await page.getByTestId('open-memory').click();
    await fact('jazz').waitFor();
    expect(await fact('jazz').textContent()).toContain('From your message');
    await page.getByTestId('memory-relationship').waitFor();
    await snap(page, 'en-memory-02-sheet');

    await fact('jazz').getByTestId('memory-fact-edit').click();
    await page.getByTestId('memory-fact-input').fill('smooth jazz');
    await page.getByTestId('memory-fact-save').click();
    await fact('smooth jazz').filter({ hasText: 'Written by you' }).waitFor();
    expect(await page.getByTestId('memory-fact-text').getByText('jazz', { exact: true }).count()).toBe(0);

    await fact('smooth jazz').getByTestId('memory-fact-pin').click();
    await expect.poll(() => fact('smooth jazz').getByTestId('memory-fact-pin').getAttribute('aria-pressed')).toBe('true');

    await expect.poll(() => page.getByTestId('memory-text').inputValue()).toContain('nurse');
    await fact('nurse').getByTestId('memory-fact-delete').click();
    await fact('nurse').waitFor({ state: 'detached' });
    await page.getByText('Forgotten. She will not bring it up again.').waitFor();
    // The story so far follows: before, its box kept the deleted fact and Save wrote it back.
    await expect.poll(() => page.getByTestId('memory-text').inputValue()).not.toContain('nurse');
    await expect(page.getByTestId('memory-save').isDisabled()).resolves.toBe(true);

    await page.getByTestId('memory-add-text').fill('Allergic to peanuts');
    await page.getByTestId('memory-add').click();
    await fact('Allergic to peanuts').waitFor();
    await snap(page, 'en-memory-03-edited');
    const rows = withDb(stack, (db) => db.prepare('SELECT text, pinned, user_edited, deleted FROM memory_facts ORDER BY text').all());
    expect(rows).toEqual(
      expect.arrayContaining([
        { text: 'smooth jazz', pinned: 1, user_edited: 1, deleted: 0 },
        { text: 'nurse', pinned: 0, user_edited: 0, deleted: 1 },
        { text: 'Allergic to peanuts', pinned: 0, user_edited: 1, deleted: 0 },
      ]),
    );
  }, 60_000);

  it('marks a reply that used a fact; the mark opens that fact', async () => {
    withDb(stack, (db) => {
      const reply = db
        .prepare("SELECT id FROM messages WHERE session_id = ? AND role = 'assistant' ORDER BY create_time DESC LIMIT 1")
        .get(sessionId) as { id: string };
      const jazz = db.prepare("SELECT id FROM memory_facts WHERE text = 'smooth jazz'").get() as { id: string };
      db.prepare('INSERT INTO memory_fact_uses (message_id, fact_id, session_id) VALUES (?, ?, ?)').run(reply.id, jazz.id, sessionId);
    });
    await page.goto(`${stack.baseUrl}/chat/${sessionId}`);
    await page.getByTestId('memory-mark').click();
    await page.locator('.memory-fact--focus').filter({ hasText: 'smooth jazz' }).waitFor();
    await snap(page, 'en-memory-04-from-mark');
  }, 60_000);

  it('reads right to left in Arabic', async () => {
    await page.goto(`${stack.baseUrl}/ar/chat/${sessionId}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('relationship-chip').waitFor();
    await snap(page, 'ar-memory-01-header');
    await page.getByTestId('open-memory').click();
    await page.getByText('ما تعرفه عنك').waitFor();
    await fact('smooth jazz').waitFor();
    await snap(page, 'ar-memory-02-sheet');
  }, 60_000);
});
