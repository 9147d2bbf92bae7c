import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import {
  explainFailures,
  logIn,
  newPhonePage,
  openChromium,
  signedCall,
  snap,
  startSeededServer,
  uidOf,
  withDb,
  type Stack,
} from './harness.js';
import { signSide } from './signed-amounts.js';

/**
 * Coins and energy, in Chromium against the real server: the questionnaire's card and quiz say
 * when its coins were paid; Coin details keeps coins and energy under their own tabs; and every
 * signed amount (the ledger, the quiz's reward, the energy tasks and their toast, the coin packs'
 * bonus, the lifetime plan's coins) keeps its sign on the left of its digits in Arabic as in English.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

const EMAIL = 'coins.ledger@example.com';
/** The twelve answers, in the questionnaire's order. */
const answers = [
  'curvy',
  'asian',
  'black',
  'brown',
  ['big breasts'],
  'lover',
  ['romantic'],
  ['girlfriend'],
  'passionate',
  'curious',
  'tasteful',
  'romance',
];

/** Any answer to each of the twelve questions (the first option; Next after the multiple-choice ones). */
async function answerAnything() {
  await page.getByTestId('questionnaire-quiz').waitFor();
  for (let i = 1; i <= 12; i++) {
    await expect.poll(() => page.getByTestId('quiz-count').textContent()).toBe(`${i}/12`);
    await page.locator('.quiz__step [data-testid^="quiz-option-"]').first().click();
    const next = page.getByTestId('quiz-next');
    if ((await next.count()) > 0 && (await next.isEnabled())) await next.click();
  }
}

describe('coins and energy in Chromium', () => {
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

  it('the questionnaire pays once, then its card and quiz say the coins were claimed (Arabic reward sign on the left)', async () => {
    await page.goto(`${stack.baseUrl}/coins`);
    const card = page.getByTestId('questionnaire-entry');
    await expect(card.textContent()).resolves.toContain('Answer 12 questions and get 50 coins');
    expect(await page.getByTestId('questionnaire-claimed').count()).toBe(0);

    await page.goto(`${stack.baseUrl}/ar/questionnaire`);
    await answerAnything();
    await page.getByTestId('questionnaire-done').waitFor();
    await expect(page.getByTestId('questionnaire-reward').textContent()).resolves.toBe('+50');
    expect(await signSide(page.getByTestId('questionnaire-reward'))).toBe('left');
    await snap(page, 'ar-coins-01-questionnaire-reward');

    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('questionnaire-claimed').waitFor();
    await expect(card.textContent()).resolves.toContain('You got your 50 coins. Change your answers any time.');
    await expect(card.textContent()).resolves.not.toContain('Answer 12 questions and get 50 coins');
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'en-coins-02-questionnaire-claimed');
    await card.click();
    await page.getByTestId('questionnaire-lead-claimed').waitFor();
    expect(await page.getByTestId('questionnaire-lead').count()).toBe(0);
    await snap(page, 'en-coins-03-questionnaire-lead-claimed');
    await page.goto(`${stack.baseUrl}/ar/coins`);
    await page.getByTestId('questionnaire-claimed').scrollIntoViewIfNeeded();
    await snap(page, 'ar-coins-04-questionnaire-claimed');
  }, 90_000);

  it('Coin details lists coins and energy under their own tabs, each with its own balance', async () => {
    // A credit (the questionnaire's 50 coins, paid once: answered above already) and a debit, one
    // of Sofia's gallery photos for those coins.
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    await signedCall(stack, '/v1/user/questionnaire/submit', { answers }, token);
    const photoId = (await signedCall(stack, '/v1/character/detail', { characterId: 'c-sofia' }, token)).data.photos.find(
      (p: { locked: boolean }) => p.locked,
    ).id;
    expect((await signedCall(stack, '/v1/session/photo/unlock', { photoId }, token)).data.goldBalance).toBe(0);

    await page.goto(`${stack.baseUrl}/settings/coin-details`);
    const rows = page.getByTestId('ledger-gold').getByTestId('ledger-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByTestId('ledger-tab-gold').getAttribute('aria-selected')).toBe('true');
    expect((await rows.allTextContents()).map((r) => r.replace(/\d{1,2}:\d{2}.*?(?=[+-])/, ' '))).toEqual([
      expect.stringMatching(/^Photo unlocked.*-50Balance 0$/),
      expect.stringMatching(/^Questionnaire.*\+50Balance 50$/),
    ]);
    await snap(page, 'en-coins-05-ledger-coins');

    await page.getByTestId('ledger-tab-energy').click();
    const energyRows = page.getByTestId('ledger-energy').getByTestId('ledger-row');
    await energyRows.first().waitFor();
    const energy = await energyRows.allTextContents();
    expect(energy.some((r) => /^Welcome bonus.*\+100Balance 100$/.test(r))).toBe(true);
    expect(energy.every((r) => !/Questionnaire|Photo unlocked/.test(r))).toBe(true);
    await snap(page, 'en-coins-06-ledger-energy');
  }, 60_000);

  it('in Arabic every signed amount keeps its sign on the left: coin packs, energy tasks and toast, lifetime plan, ledger', async () => {
    // The bookmark task was started 20 s ago (its marker moved, not waited for): claimable at once.
    withDb(stack, (db) =>
      db
        .prepare('INSERT INTO rewards (user_id, event, create_time) VALUES (?, ?, ?)')
        .run(uidOf(stack, EMAIL), 'start:bookmark', Date.now() - 20_000),
    );
    await page.goto(`${stack.baseUrl}/ar/coins`);
    const packBonus = page.locator('.gold-item__bonus').first();
    await packBonus.waitFor();
    expect(await signSide(packBonus)).toBe('left');
    await page.getByTestId('open-energy-gift').click();
    const task = page.getByTestId('energy-task-bookmark');
    await task.waitFor();
    expect(await signSide(task.locator('.gift-task__reward'))).toBe('left');
    await task.getByRole('button').click();
    await task.getByTestId('energy-task-claim').click();
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    expect(await signSide(toast)).toBe('left');
    await snap(page, 'ar-coins-09-energy-toast');

    await page.goto(`${stack.baseUrl}/ar/premium`);
    const lifetime = page.getByTestId('lifetime-card').locator('.pp-lifetime__perk').first();
    await lifetime.waitFor();
    expect(await signSide(lifetime)).toBe('left');

    await page.goto(`${stack.baseUrl}/ar/settings/coin-details`);
    await page.getByTestId('ledger-amount').nth(1).waitFor();
    const sides = await Promise.all((await page.getByTestId('ledger-amount').all()).map(signSide));
    expect(sides).toEqual(['left', 'left']);
    await snap(page, 'ar-coins-07-ledger-coins');
    await page.getByTestId('ledger-tab-energy').click();
    await page.getByTestId('ledger-energy').getByTestId('ledger-amount').first().waitFor();
    expect(await signSide(page.getByTestId('ledger-amount').first())).toBe('left');
    await snap(page, 'ar-coins-08-ledger-energy');
  }, 60_000);
});
