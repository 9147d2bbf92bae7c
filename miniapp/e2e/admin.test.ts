import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEV_SIGN_SECRET, signBody } from '../../shared/sign.js';
import { ensureBuilt, launchChromium, root, startServer, waitForLoginCode, type Stack } from './harness.js';

/**
 * The operator console in Chromium against the real server: an operator signs in by mail code and
 * TOTP (enrolled on the spot, the code computed here with the same library), releases a character
 * waiting for review (her page opens for users), refunds a coin order (the coins go back) and a
 * second refund is refused; the audit log shows both. Screenshots go to screenshots/.
 */

const shots = join(root, 'screenshots');
const OPERATOR = 'boss@ops.test';
let stack: Stack;
let browser: Browser;

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(join(stack.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
const goldOf = (uid: string) =>
  withDb((db) => (db.prepare('SELECT gold_balance FROM users WHERE id = ?').get(uid) as { gold_balance: number }).gold_balance);

describe('operator console in Chromium against the real server', () => {
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    ensureBuilt();
    process.env.OPERATORS = `${OPERATOR}:admin`;
    stack = await startServer(inject('templateDir'));
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs in with mail code and TOTP, releases a waiting character, refunds a coin order once', async () => {
    // A user of the app (a visitor account, made the way the app makes it) with a paid, credited coin order.
    const body = JSON.stringify({
      params: {},
      token: '',
      ch: '',
      t: Date.now(),
      timezoneOffset: 0,
      plat: 'web',
      publisher: '',
      uuid: 'e2e-admin-device',
    });
    const made = await fetch(`${stack.baseUrl}/v1/user/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sign: signBody(body, DEV_SIGN_SECRET) },
      body,
    });
    const uid = ((await made.json()) as { data: { uid: string } }).data.uid;
    const user = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await user.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
    const app = await user.newPage();
    const orderId = 'ord_e2e_refund';
    const item = withDb(
      (db) =>
        db.prepare('SELECT id, gold, bonus, price_cents FROM gold_items ORDER BY id LIMIT 1').get() as {
          id: string;
          gold: number;
          bonus: number;
          price_cents: number;
        },
    );
    const coins = item.gold + item.bonus;
    withDb((db) => {
      const now = Date.now();
      db.prepare(
        `INSERT INTO orders (id, user_id, kind, item_id, amount_cents, currency, stars, status, pay_method, come_from, extra_json, provider_ref, create_time, paid_at, credited_at, cancel_time)
        VALUES (?, ?, 'gold', ?, ?, 'USD', 0, 20, 'OceanPayment', '', '', 'sbx_e2e', ?, ?, ?, NULL)`,
      ).run(orderId, uid, item.id, item.price_cents, now, now, now);
      const after = (
        db.prepare('UPDATE users SET gold_balance = gold_balance + ? WHERE id = ? RETURNING gold_balance').get(coins, uid) as {
          gold_balance: number;
        }
      ).gold_balance;
      db.prepare(
        `INSERT INTO ledger (user_id, currency, amount, reason, ref_id, balance_after, create_time) VALUES (?, 'gold', ?, 'gold_order', ?, ?, ?)`,
      ).run(uid, coins, orderId, after, now);
    });
    const paidBalance = goldOf(uid);
    // A character published by its creator waits for review: not public yet.
    const waiting = withDb(
      (db) => db.prepare('SELECT id, name FROM characters WHERE release = 30 ORDER BY id LIMIT 1').get() as { id: string; name: string },
    );
    withDb((db) => db.prepare('UPDATE characters SET release = 20 WHERE id = ?').run(waiting.id));

    const ops = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
    const page: Page = await ops.newPage();
    page.on('pageerror', (e) => console.error('pageerror', e.message));
    await page.goto(`${stack.baseUrl}/admin`);
    await page.getByTestId('adm-email').fill(OPERATOR);
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('adm-code').fill(await waitForLoginCode(stack, since));
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = await page.getByTestId('adm-enrol-secret').textContent();
    expect(await page.getByTestId('adm-enrol-uri').textContent()).toMatch(/^otpauth:\/\/totp\//);
    await page.screenshot({ path: join(shots, 'en-admin-1-enrol.png') });
    await page.getByTestId('adm-totp').fill(new TOTP({ secret: Secret.fromBase32(secret!) }).generate());
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Queue: approve, and the character opens for users.
    const row = page.getByTestId(`adm-character-${waiting.id}`);
    await row.waitFor();
    await page.screenshot({ path: join(shots, 'en-admin-2-queue.png') });
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached' });
    expect(withDb((db) => (db.prepare('SELECT release FROM characters WHERE id = ?').get(waiting.id) as { release: number }).release)).toBe(
      30,
    );
    await app.goto(`${stack.baseUrl}/character/${waiting.id}`);
    await app.getByText(waiting.name).first().waitFor();

    // People: find by order id, refund with a reason; the coins go back; a second refund is refused.
    await page.getByRole('button', { name: 'People and money' }).click();
    await page.getByTestId('adm-search').fill(orderId);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('adm-user').waitFor();
    expect(Number(await page.getByTestId('adm-gold').textContent())).toBe(paidBalance);
    await page.getByTestId('adm-reason').fill('Charged twice, customer complaint');
    await page.getByTestId(`adm-order-${orderId}`).getByRole('button', { name: 'Refund' }).click();
    await page.getByTestId('adm-action-ok').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('adm-gold').textContent())).toBe(paidBalance - coins);
    expect(goldOf(uid)).toBe(paidBalance - coins);
    await page.screenshot({ path: join(shots, 'en-admin-3-refunded.png'), fullPage: true });
    await page.getByTestId(`adm-order-${orderId}`).getByRole('button', { name: 'Refund' }).click();
    await expect
      .poll(async () =>
        page
          .getByTestId('adm-action-error')
          .textContent()
          .catch(() => ''),
      )
      .toMatch(/refunded already/);
    expect(goldOf(uid)).toBe(paidBalance - coins);
    expect(
      withDb((db) => db.prepare("SELECT count(*) AS n FROM ledger WHERE ref_id = ? AND reason = 'refund'").get(orderId) as { n: number }).n,
    ).toBe(1);

    await page.getByRole('button', { name: 'Audit log' }).click();
    const audit = page.getByTestId('adm-audit');
    await audit.getByText('order.refund').waitFor();
    await audit.getByText('character.approve').waitFor();
    await page.screenshot({ path: join(shots, 'en-admin-4-audit.png') });
  }, 120_000);
});
