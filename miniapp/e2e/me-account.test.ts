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

/**
 * The account from Me, in Chromium against the real server: the display name is edited from the
 * profile card (an empty name and the content policy's refusal said under the field), and her
 * card greeting then calls the user by it; asking for the account's deletion signs the user out,
 * and the keep-it sheet waits for the next sign-in. English and Arabic screenshots.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

const EMAIL = 'me.account@example.com';
const token = () => page.evaluate(() => localStorage.getItem('token') ?? '');
const nickInDb = () =>
  withDb(stack, (db) => (db.prepare('SELECT nick FROM users WHERE id = ?').get(uidOf(stack, EMAIL)) as { nick: string }).nick);

/** A private character from a Character Card whose greeting names the user, drawn and ready. */
async function importCard(): Promise<string> {
  const card = {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      name: 'Seraphina',
      description: 'A 26-year-old herbalist with long silver hair and green eyes who lives at the edge of the forest.',
      personality: 'gentle, curious, teasing',
      scenario: '{{user}} wanders into her garden during a storm.',
      first_mes: 'Oh! You are soaked. Come in, {{user}}, the tea is still warm.',
      mes_example: '',
      alternate_greetings: [],
      tags: ['fantasy'],
      creator: 'someone',
    },
  };
  const file = Buffer.from(JSON.stringify(card)).toString('base64');
  const r = await signedCall(stack, '/v1/custom-character/import-card', { file, fileName: 'seraphina.json' }, await token());
  expect(r.code).toBe(0);
  const id = (r.data as { id: string }).id;
  await expect
    .poll(async () => (await signedCall(stack, '/v1/custom-character/detail', { id }, await token())).data?.state, { timeout: 60_000 })
    .toBe(40);
  return id;
}

describe('Me: the name and the account', () => {
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

  it('edits the name from the profile card; an empty name and a refused one are said under the field', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    await expect(page.getByTestId('profile-nick').textContent()).resolves.toMatch(/^User [0-9A-Z]{4}$/);
    await page.getByTestId('profile-edit-name').click();
    const sheet = page.getByTestId('name-sheet');
    await sheet.waitFor();
    // A placeholder name is not offered as the user's own.
    await expect(page.getByTestId('name-input').inputValue()).resolves.toBe('');

    await page.getByTestId('name-save').click();
    await expect(page.getByTestId('name-error').textContent()).resolves.toBe(
      'Your name cannot be empty. Type at least one letter or number.',
    );
    // Invisible characters pass the field but not the server (1000): the same words.
    await page.getByTestId('name-input').fill('\u200b\u200b');
    await page.getByTestId('name-save').click();
    await expect
      .poll(() => page.getByTestId('name-error').textContent())
      .toBe('Your name cannot be empty. Type at least one letter or number.');
    // The content policy's refusal (2004) in its own words.
    await page.getByTestId('name-input').fill('14yo Lily');
    await page.getByTestId('name-save').click();
    await expect.poll(() => page.getByTestId('name-error').textContent()).toMatch(/adults/);
    await snap(page, 'en-me-01-name-refused');
    expect(nickInDb()).toMatch(/^User [0-9A-Z]{4}$/);

    await page.getByTestId('name-input').fill('Alex');
    await page.getByTestId('name-save').click();
    await sheet.waitFor({ state: 'detached' });
    await expect(page.getByTestId('profile-nick').textContent()).resolves.toBe('Alex');
    expect(nickInDb()).toBe('Alex');
    await snap(page, 'en-me-02-name-saved');
  }, 60_000);

  it('her card greeting calls the user by the new name', async () => {
    const id = await importCard();
    await page.goto(`${stack.baseUrl}/chat/${id}`);
    await page.getByTestId('msg-her').filter({ hasText: 'Come in, Alex, the tea is still warm.' }).waitFor();
  }, 90_000);

  it('shows the name sheet in Arabic, right to left', async () => {
    await page.goto(`${stack.baseUrl}/ar/settings`);
    await expect(page.getByTestId('profile-nick').textContent()).resolves.toBe('Alex');
    await page.getByTestId('profile-edit-name').click();
    await expect(page.getByTestId('name-input').inputValue()).resolves.toBe('Alex');
    await page.getByTestId('name-input').fill('');
    await page.getByTestId('name-save').click();
    await page.getByTestId('name-error').waitFor();
    await snap(page, 'ar-me-03-name-sheet');
    await page.keyboard.press('Escape');
  }, 60_000);

  it('deleting the account signs the user out; signing in again offers to keep it', async () => {
    const before = await token();
    await page.goto(`${stack.baseUrl}/settings/delete-account`);
    // Said before the user confirms: asking stops every renewal at once.
    await expect(page.getByTestId('deletion-state').textContent()).resolves.toContain('Premium stops renewing now');
    await page.getByTestId('deletion-ask').click();
    await expect(page.getByTestId('confirm-modal').textContent()).resolves.toContain(
      'Premium stops renewing now; what you have paid for lasts until it ends.',
    );
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.getByTestId('toast').filter({ hasText: 'You are signed out. Your account will be deleted on' }).waitFor();
    await snap(page, 'en-me-04-deleted-signed-out');
    // Signed out here and on the server; no keep-it sheet on the way out.
    expect(await token()).toBe('');
    expect((await signedCall(stack, '/v1/user/my-profile', {}, before)).code).toBe(1003);
    expect(await page.getByTestId('deletion-notice').count()).toBe(0);
    const pending = withDb(stack, (db) =>
      db.prepare('SELECT delete_after FROM account_deletions WHERE user_id = ?').get(uidOf(stack, EMAIL)),
    );
    expect(pending).toBeTruthy();
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByTestId('settings-login').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('deletion-notice').count()).toBe(0);

    // Back within the grace period: the sheet offers to keep the account. (The minute between two
    // login codes to one address is the server's clock: its marker is moved, not waited out.)
    withDb(stack, (db) => db.prepare("DELETE FROM cooldowns WHERE key LIKE 'code:%'").run());
    await logIn(stack, page, EMAIL, { from: 'settings' });
    await page.getByTestId('deletion-notice').waitFor();
    await snap(page, 'en-me-05-keep-account');
    await page.getByTestId('deletion-notice-keep').click();
    await page.getByTestId('deletion-notice').waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        withDb(
          stack,
          (db) =>
            (db.prepare('SELECT danger_zone FROM users WHERE id = ?').get(uidOf(stack, EMAIL)) as { danger_zone: number }).danger_zone,
        ),
      )
      .toBe(0);
  }, 90_000);
});
