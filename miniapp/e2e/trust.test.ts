import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { mp4 } from '../../server/domain/trust/test-media.js';

let browser: Browser;
/** One server for both languages: each signs in with its own account. */
let stack: Stack;
let media = '';

beforeAll(async () => {
  // Real files the way a phone would pick them: a sparse 101 MB video, a 20 s one, a 10 s one.
  media = mkdtempSync(join(tmpdir(), 'trust-e2e-media-'));
  const big = openSync(join(media, 'huge.mp4'), 'w');
  ftruncateSync(big, 101 * 1024 * 1024);
  closeSync(big);
  writeFileSync(join(media, 'long.mp4'), mp4(20, 64 * 1024));
  writeFileSync(join(media, 'ok.mp4'), mp4(10, 64 * 1024));
  browser = await openChromium();
  stack = await startSeededServer();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (media) rmSync(media, { recursive: true, force: true });
});

describe.each([
  { lang: 'en', prefix: '', locale: 'en-US', email: 'trust.en@example.com' },
  { lang: 'ar', prefix: '/ar', locale: 'ar-SA', email: 'trust.ar@example.com' },
])('trust and safety in $lang', ({ lang, prefix, locale, email }) => {
  let context: BrowserContext;
  let page: Page;
  explainFailures(() => ({ stack, page }));

  beforeAll(async () => {
    ({ context, page } = await newPhonePage(browser, { locale }));
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it('verification: a too-large and a too-long video are refused in words, a valid one is kept as pending', async () => {
    await logIn(stack, page, email, { prefix });
    await page.goto(`${stack.baseUrl}${prefix}/settings`);
    await page.getByTestId('settings-verification').click();
    await page.getByTestId('verification-status').waitFor();
    expect(await page.getByTestId('verification-status').getAttribute('data-status')).toBe('none');
    await snap(page, `${lang}-trust-01-verification`);

    const error = page.getByTestId('verification-error');
    await page.getByTestId('verification-file').setInputFiles(join(media, 'huge.mp4'));
    await error.waitFor();
    expect(await error.textContent()).toMatch(lang === 'en' ? /too large.*100 MB/ : /100/);
    await snap(page, `${lang}-trust-02-too-large`);

    await page.getByTestId('verification-file').setInputFiles(join(media, 'long.mp4'));
    await expect.poll(async () => error.textContent(), { timeout: 15_000 }).toMatch(lang === 'en' ? /too long.*15 seconds/ : /15/);
    await snap(page, `${lang}-trust-03-too-long`);

    const rows = () =>
      sql(stack, (db) =>
        db.prepare('SELECT status, kind, duration_ms AS ms FROM profile_verifications WHERE user_id = ?').all(uidOf(stack, email)),
      );
    expect(rows()).toEqual([]);

    await page.getByTestId('verification-file').setInputFiles(join(media, 'ok.mp4'));
    await expect.poll(() => page.getByTestId('verification-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('pending');
    expect(await error.count()).toBe(0);
    expect(rows()).toEqual([{ status: 'pending', kind: 'video', ms: 10_000 }]);
    await snap(page, `${lang}-trust-04-pending`);
  }, 120_000);

  it('a report from the character page is stored', async () => {
    const character = sql(
      stack,
      (db) => db.prepare('SELECT id FROM characters WHERE owner_id IS NULL ORDER BY id LIMIT 1').get() as { id: string },
    );
    await page.goto(`${stack.baseUrl}${prefix}/character/${character.id}`);
    await page.getByTestId('report-character').click();
    await page.getByTestId('report-sheet').waitFor();
    await page.getByTestId('report-reason-impersonation').check();
    await page.getByTestId('report-details').fill('Looks like a famous actress');
    await snap(page, `${lang}-trust-05-report`);
    await page.getByTestId('report-send').click();
    await page.getByTestId('report-sheet').waitFor({ state: 'detached' });
    const stored = sql(stack, (db) =>
      db.prepare('SELECT target_type AS type, target_id AS id, reason FROM reports WHERE user_id = ?').all(uidOf(stack, email)),
    );
    expect(stored).toEqual([{ type: 'character', id: character.id, reason: 'impersonation: Looks like a famous actress' }]);
  }, 60_000);
});
