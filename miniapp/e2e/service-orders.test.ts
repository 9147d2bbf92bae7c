import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import type Database from 'better-sqlite3';
import {
  explainFailures,
  logIn as logInWithCode,
  newPhonePage as phonePage,
  openChromium,
  shots,
  startSeededServer,
  uidOf as uidFor,
  withDb as onDb,
  type Stack,
} from './harness.js';
import { join } from 'node:path';

let stack: Stack;
explainFailures(() => ({ stack }));
let browser: Browser;
const contexts: BrowserContext[] = [];

async function newPhonePage(): Promise<Page> {
  const { context, page } = await phonePage(browser);
  contexts.push(context);
  return page;
}

async function logIn(page: Page, email: string) {
  await logInWithCode(stack, page, email, { from: 'settings' });
  await page.getByTestId('profile-card').waitFor();
}

async function snap(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

const withDb = <T>(fn: (db: Database.Database) => T): T => onDb(stack, fn);

/** The coin balance the page shows, as a number. */
const shownBalance = async (page: Page) => Number((await page.getByTestId('service-balance').first().textContent())!.replace(/\D+/g, ''));
const uidOf = (email: string) => uidFor(stack, email);
const card = (page: Page, status: number) => page.locator(`[data-testid="service-order-card"][data-status="${status}"]`);

describe('creator services in Chromium: an order through every state, two accounts', () => {
  let buyer: Page;
  let creator: Page;
  let characterId = '';
  let creatorStart = 0;

  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    buyer = await newPhonePage();
    creator = await newPhonePage();
    await logIn(buyer, 'buyer.e2e@example.com');
    await logIn(creator, 'creator.e2e@example.com');
    // Setup the UI has other journeys for: the creator owns a published character with a gallery,
    // and the buyer has 1,000 coins (bought through the checkout in the Premium journey).
    withDb((db) => {
      const c = db
        .prepare(
          'SELECT c.id FROM characters c WHERE c.release = 30 AND c.visibility = 1 AND EXISTS (SELECT 1 FROM photos p WHERE p.character_id = c.id AND p.in_chat = 0) ORDER BY c.id LIMIT 1',
        )
        .get() as { id: string };
      characterId = c.id;
      db.prepare('UPDATE characters SET owner_id = ? WHERE id = ?').run(uidOf('creator.e2e@example.com'), c.id);
      // Only a verified creator takes orders (the verification journey is its own test).
      db.prepare(
        "INSERT INTO profile_verifications (id, user_id, kind, file, bytes, duration_ms, status, review_note, create_time, review_time) VALUES ('pv-e2e', ?, 'photo', '', 0, NULL, 'approved', 'marked', 0, 0)",
      ).run(uidOf('creator.e2e@example.com'));
      db.prepare('UPDATE users SET gold_balance = 1000 WHERE id = ?').run(uidOf('buyer.e2e@example.com'));
    });
  }, 300_000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await stack?.stop();
  });

  it('the buyer orders from her page: balance shown, coins held', async () => {
    await buyer.goto(`${stack.baseUrl}/character/${characterId}`);
    await buyer.getByTestId('order-piece').click();
    await buyer.getByTestId('service-order').waitFor();
    await buyer.reload();
    await buyer.getByTestId('service-balance').waitFor();
    expect(await shownBalance(buyer)).toBe(1000);
    await buyer.getByTestId('service-kind-photo_set').click();
    await buyer.getByTestId('service-brief').fill('A set of you on the beach at sunset, in a red dress');
    await snap(buyer, 'en-service-01-order-form');
    await buyer.getByTestId('service-submit').click();
    await buyer.getByTestId('service-orders').waitFor();
    await card(buyer, 10).waitFor();
    expect(await shownBalance(buyer)).toBe(600);

    // A second order, a story, cancelled before the creator starts: refunded on screen.
    await buyer.goto(`${stack.baseUrl}/services/order/${characterId}`);
    await buyer.getByTestId('service-kind-story').click();
    await buyer.getByTestId('service-brief').fill('A rainy evening in Lisbon');
    await buyer.getByTestId('service-submit').click();
    await buyer.getByTestId('service-orders').waitFor();
    await expect.poll(() => shownBalance(buyer)).toBe(400);
    await card(buyer, 10).first().getByTestId('service-cancel').click();
    await buyer.getByRole('button', { name: 'Cancel order' }).last().click();
    await card(buyer, 50).waitFor();
    await expect.poll(() => shownBalance(buyer)).toBe(600);

    // A third, which the creator will decline.
    await buyer.goto(`${stack.baseUrl}/services/order/${characterId}`);
    await buyer.getByTestId('service-kind-story').click();
    await buyer.getByTestId('service-brief').fill('A story about our first date');
    await buyer.getByTestId('service-submit').click();
    await buyer.getByTestId('service-orders').waitFor();
    await expect.poll(() => shownBalance(buyer)).toBe(400);
    await snap(buyer, 'en-service-02-my-orders');
  }, 120_000);

  it('the creator confirms one, declines the other and delivers text and photos', async () => {
    await creator.goto(`${stack.baseUrl}/services/inbox`);
    await creator.getByTestId('service-inbox').waitFor();
    creatorStart = await shownBalance(creator);
    await expect.poll(() => card(creator, 10).count()).toBe(2);
    await snap(creator, 'en-service-03-inbox');
    // Newest first: the story to decline, then the photo set.
    await card(creator, 10).first().getByTestId('service-reject').click();
    await creator.getByTestId('service-reject-reason').fill('I only write stories about her, not about dates');
    await snap(creator, 'en-service-03b-decline');
    await creator.getByTestId('service-reject-send').click();
    await card(creator, 60).waitFor();
    await card(creator, 10).getByTestId('service-confirm').click();
    await card(creator, 20).waitFor();
    await card(creator, 20).getByTestId('service-open-deliver').click();
    await creator.getByTestId('service-deliver-text').fill('For you, darling: the beach at sunset, just as you asked.');
    await creator.getByTestId('service-pick-photo').nth(0).click();
    await creator.getByTestId('service-pick-photo').nth(1).click();
    await snap(creator, 'en-service-04-deliver');
    await creator.getByTestId('service-deliver').click();
    await card(creator, 30).waitFor();
    expect(await shownBalance(creator)).toBe(creatorStart);
  }, 120_000);

  it('the buyer finds it in the chat, accepts, and the creator is paid less the fee', async () => {
    await buyer.goto(`${stack.baseUrl}/services/orders`);
    await card(buyer, 30).waitFor();
    // The creator's reason is on the declined order.
    await card(buyer, 60).getByText('I only write stories about her, not about dates').waitFor();
    expect(await shownBalance(buyer)).toBe(600);
    await snap(buyer, 'en-service-05-delivered');
    await card(buyer, 30).getByTestId('service-accept').click();
    await card(buyer, 40).waitFor();
    expect(await shownBalance(buyer)).toBe(600);
    await card(buyer, 40).getByTestId('service-open-chat').click();
    await buyer.getByText('For you, darling: the beach at sunset, just as you asked.').waitFor();
    await snap(buyer, 'en-service-06-chat');

    await creator.goto(`${stack.baseUrl}/services/inbox`);
    await card(creator, 40).waitFor();
    await expect.poll(() => shownBalance(creator)).toBe(creatorStart + 320);
    await snap(creator, 'en-service-07-inbox-done');
  }, 120_000);

  it('after her creator deletes her, the buyer keeps the delivered photos; an order whose character is gone renders blank', async () => {
    // Retired as the deletion of a character with bought photos leaves her (docs/money.md).
    withDb((db) => db.prepare('UPDATE characters SET delete_time = 1, release = 10, visibility = 0 WHERE id = ?').run(characterId));
    await buyer.goto(`${stack.baseUrl}/services/orders`);
    const done = card(buyer, 40);
    await done.waitFor();
    const photos = done.locator('.services__photos img');
    expect(await photos.count()).toBe(2);
    await expect
      .poll(() =>
        photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    // An order of a character deleted altogether: no name, no portrait; the kind stands as the title.
    withDb((db) => db.prepare("UPDATE service_orders SET character_id = 'c_gone' WHERE status = 60").run());
    await buyer.reload();
    const declined = card(buyer, 60);
    await declined.waitFor();
    expect(await declined.locator('img.services__avatar').count()).toBe(0);
    expect(await declined.locator('span.services__avatar').count()).toBe(1);
    expect(await declined.locator('.services__card-title b').count()).toBe(0);
    expect((await declined.locator('.services__card-title').textContent())!.trim()).not.toBe('');
    await snap(buyer, 'en-service-08-character-deleted');
    withDb((db) => db.prepare('UPDATE characters SET delete_time = NULL, release = 30, visibility = 1 WHERE id = ?').run(characterId));
  }, 120_000);

  it('in Arabic, right to left', async () => {
    await buyer.goto(`${stack.baseUrl}/ar/services/order/${characterId}`);
    await buyer.getByTestId('service-order').waitFor();
    expect(await buyer.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await snap(buyer, 'ar-service-01-order-form');
    await buyer.goto(`${stack.baseUrl}/ar/services/orders`);
    await card(buyer, 40).waitFor();
    await snap(buyer, 'ar-service-02-my-orders');
    await creator.goto(`${stack.baseUrl}/ar/services/inbox`);
    await card(creator, 40).waitFor();
    await snap(creator, 'ar-service-03-inbox');
    await buyer.goto(`${stack.baseUrl}/ar/character/${characterId}`);
    await buyer.getByTestId('order-piece').waitFor();
    await snap(buyer, 'ar-service-04-character');
  }, 120_000);
});
