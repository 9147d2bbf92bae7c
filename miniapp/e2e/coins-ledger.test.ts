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
  type Stack,
} from './harness.js';

/**
 * Coins and energy, in Chromium against the real server: Coin details keeps coins and energy
 * under their own tabs, each row with its own balance.
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

  it('Coin details lists coins and energy under their own tabs, each with its own balance', async () => {
    // A credit (the questionnaire's 50 coins) and a debit, one
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

});
