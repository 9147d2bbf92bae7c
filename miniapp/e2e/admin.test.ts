import { copyFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensureBuilt, explainFailures, launchChromium, root, signedCall, startServer, waitForLoginCode, type Stack } from './harness.js';

/**
 * The operator console in Chromium against the real server: an operator signs in by mail code and
 * TOTP (enrolled on the spot, the code computed here with the same library), releases a character
 * waiting for review (her page opens for users), refunds a card order shown in the money paid (the
 * coins go back, the button is then off); the user's audit log and the filtered audit log show it.
 * Then the Numbers charts render with data (a reversed range charts nothing), a report shows what
 * it points at, a verification is approved after its picture loads through its signed link, an
 * appeal is accepted, a service order settled (its notices in words), a ban ends the user's
 * session and a user is deleted (Find then finds no one). Last, a moderator and a support operator
 * see only what their role may do, queues read again on focus and on Refresh, and a revoked
 * session brings the sign-in back. Screenshots go to screenshots/.
 */

const shots = join(root, 'screenshots');
const OPERATOR = 'boss@ops.test';
const MODERATOR = 'mod@ops.test';
const SUPPORT = 'help@ops.test';
let stack: Stack;
let browser: Browser;
/** The operator's signed-in tab, carried from the first test to the second. */
let page: Page;
explainFailures(() => ({ stack, page }));

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(join(stack.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
/** A new operator tab signed in by mail code and TOTP (enrolled on the spot); fails the test on a page error. */
async function signIn(email: string, onEnrol?: (page: Page) => Promise<void>): Promise<Page> {
  const ops = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const tab = await ops.newPage();
  tab.on('pageerror', (e) => console.error('pageerror', e.message));
  await tab.goto(`${stack.baseUrl}/admin`);
  await tab.getByTestId('adm-email').fill(email);
  const since = Date.now() - 1000;
  await tab.getByRole('button', { name: 'Send code' }).click();
  await tab.getByTestId('adm-code').fill(await waitForLoginCode(stack, since));
  await tab.getByRole('button', { name: 'Continue' }).click();
  const secret = await tab.getByTestId('adm-enrol-secret').textContent();
  expect(await tab.getByTestId('adm-enrol-uri').textContent()).toMatch(/^otpauth:\/\/totp\//);
  await onEnrol?.(tab);
  await tab.getByTestId('adm-totp').fill(new TOTP({ secret: Secret.fromBase32(secret!) }).generate());
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.getByRole('button', { name: 'Sign out' }).waitFor();
  return tab;
}
const goldOf = (uid: string) =>
  withDb((db) => (db.prepare('SELECT gold_balance FROM users WHERE id = ?').get(uid) as { gold_balance: number }).gold_balance);

/** The console reads again over the network: on a loaded machine that takes longer than poll's 1 s default. */
const patient = { timeout: 15_000 };

describe('operator console in Chromium against the real server', () => {
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    ensureBuilt();
    process.env.OPERATORS = `${OPERATOR}:admin,${MODERATOR}:moderator,${SUPPORT}:support`;
    stack = await startServer(inject('templateDir'));
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs in with mail code and TOTP, releases a waiting character, refunds a card order once', async () => {
    // A user of the app (a visitor account, made the way the app makes it) with a paid, credited coin order.
    const uid = (await signedCall<{ uid: string }>(stack, '/v1/user/token', {})).data.uid;
    const user = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await user.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
    const app = await user.newPage();
    const orderId = 'ord_e2e_refund';
    const item = withDb(
      (db) =>
        db.prepare('SELECT id, gold, bonus, price_cents, tg_star FROM gold_items WHERE tg_star > 0 ORDER BY id LIMIT 1').get() as {
          id: string;
          gold: number;
          bonus: number;
          price_cents: number;
          tg_star: number;
        },
    );
    const coins = item.gold + item.bonus;
    withDb((db) => {
      const now = Date.now();
      // Like every order, a card order keeps its item's Stars price too.
      db.prepare(
        `INSERT INTO orders (id, user_id, kind, item_id, amount_cents, currency, stars, status, pay_method, come_from, extra_json, provider_ref, create_time, paid_at, credited_at, cancel_time)
        VALUES (?, ?, 'gold', ?, ?, 'USD', ?, 20, 'OceanPayment', '', '', 'sbx_e2e', ?, ?, ?, NULL)`,
      ).run(orderId, uid, item.id, item.price_cents, item.tg_star, now, now, now);
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
    // A character published by its creator (a visitor with no way to be told) waits for review: not public yet.
    const maker = (await signedCall<{ uid: string }>(stack, '/v1/user/token', {})).data.uid;
    const waiting = withDb(
      (db) => db.prepare('SELECT id, name FROM characters WHERE release = 30 ORDER BY id LIMIT 1').get() as { id: string; name: string },
    );
    withDb((db) => db.prepare('UPDATE characters SET release = 20, owner_id = ? WHERE id = ?').run(maker, waiting.id));

    page = await signIn(OPERATOR, (tab) => tab.screenshot({ path: join(shots, 'en-admin-1-enrol.png') }).then(() => undefined));

    // Queue: approve, and the character opens for users; the decision says who was told.
    const row = page.getByTestId(`adm-character-${waiting.id}`);
    await row.waitFor();
    await page.screenshot({ path: join(shots, 'en-admin-2-queue.png') });
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByTestId('adm-decided').textContent()).toBe('Done; the creator could not be told (no Telegram or email).');
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
    // The money paid, not the item's Stars price.
    const orderRow = page.getByTestId(`adm-order-${orderId}`);
    expect(await orderRow.getByTestId('adm-order-amount').textContent()).toBe(`${(item.price_cents / 100).toFixed(2)} USD`);
    await page.getByTestId('adm-reason').fill('Charged twice, customer complaint');
    await orderRow.getByRole('button', { name: 'Refund' }).click();
    await page.getByTestId('adm-action-ok').waitFor();
    expect(await page.getByTestId('adm-action-ok').textContent()).toBe(
      `Refunded ${orderId}: took back ${coins} coins and 0 energy; provider: sandbox sbx_refund_${orderId}.`,
    );
    await expect.poll(async () => Number(await page.getByTestId('adm-gold').textContent()), patient).toBe(paidBalance - coins);
    expect(goldOf(uid)).toBe(paidBalance - coins);
    // A refunded order cannot be refunded again: its button is off (the server refuses a second one too).
    await expect.poll(() => orderRow.getByRole('button', { name: 'Refund' }).isDisabled(), patient).toBe(true);
    // The user's own audit log names the refund, though its subject is the order.
    await page.getByTestId('adm-audit').getByText('order.refund').waitFor();
    await page.screenshot({ path: join(shots, 'en-admin-3-refunded.png'), fullPage: true });
    expect(goldOf(uid)).toBe(paidBalance - coins);
    expect(
      withDb((db) => db.prepare("SELECT count(*) AS n FROM ledger WHERE ref_id = ? AND reason = 'refund'").get(orderId) as { n: number }).n,
    ).toBe(1);
    // A card order: its money went back through the card gateway's refund call (the sandbox here).
    const after = withDb(
      (db) =>
        db.prepare("SELECT after_json FROM audit_log WHERE subject_id = ? AND action = 'order.refund'").get(orderId) as {
          after_json: string;
        },
    );
    expect(JSON.parse(after.after_json)).toMatchObject({ provider: `sandbox sbx_refund_${orderId}`, taken: { gold: coins } });

    await page.getByRole('button', { name: 'Audit log' }).click();
    const audit = page.getByTestId('adm-audit');
    await audit.getByText('order.refund').waitFor();
    await audit.getByText('character.approve').waitFor();
    await page.screenshot({ path: join(shots, 'en-admin-4-audit.png') });
    // Filtered by subject, then by an operator who did nothing.
    await page.getByTestId('adm-audit-subject').fill(orderId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => audit.locator('tbody tr').count(), patient).toBe(1);
    await audit.getByText('order.refund').waitFor();
    await page.getByTestId('adm-audit-subject').fill('');
    await page.getByTestId('adm-audit-operator').fill(MODERATOR);
    await page.getByRole('button', { name: 'Filter' }).click();
    await audit.getByText('Nothing recorded.').waitFor();
    await page.getByRole('button', { name: 'All' }).click();
    await audit.getByText('character.approve').waitFor();
  }, 120_000);

  it('charts the numbers, judges a report by its content, verifies a profile through its signed media link, decides an appeal, settles a service order, bans (the session ends), deletes a user', async () => {
    const now = Date.now();
    const day = 86_400_000;
    const member = (id: string, lang: string, email: string) =>
      withDb((db) => {
        db.prepare(
          `INSERT INTO users (id, nick, avatar, lang, channel, energy, gold_balance, vip_expire_at, energy_refilled_at, is_visitor, country_code, city, ab, style, chat_model, nsfw, danger_zone, tags, preferences, referrer_id, create_time, update_time)
          VALUES (?, ?, '', ?, '', 10, 0, 0, ?, 0, '', '', 'A', NULL, 'base', 0, 0, '[]', '{}', NULL, ?, ?)`,
        ).run(id, `Nick ${id}`, lang, now, now, now);
        db.prepare(`INSERT INTO identities (id, user_id, type, subject, create_time) VALUES (?, ?, 'email', ?, ?)`).run(
          `idn_${id}`,
          id,
          email,
          now,
        );
      });
    // Numbers: replies of two models, funnel events in both A/B groups over the last days.
    withDb((db) => {
      const stat = db.prepare(
        'INSERT INTO reply_stats (id, model, first_token_ms, total_ms, ok, error, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      const event = db.prepare(
        'INSERT INTO analytics_events (name, user_id, device, ab, fields, create_time) VALUES (?, NULL, ?, ?, ?, ?)',
      );
      for (let i = 0; i < 40; i++) {
        const at = now - (i % 7) * day;
        stat.run(
          `rs_e2e_${i}`,
          i % 3 ? 'companion-base' : 'companion-advanced',
          300 + i * 20,
          2000 + i * 50,
          i % 9 ? 1 : 0,
          i % 9 ? '' : 'timeout',
          at,
        );
        const device = `e2e-dev-${i}`;
        const group = i % 2 ? 'B' : 'A';
        const steps = ['buy_vip.show', 'buy_vip.click', 'buy_vip.click_pay', 'buy_vip.suc'].slice(0, 1 + (i % 4));
        for (const name of steps) event.run(name, device, group, '{}', at);
        event.run('create_role.step', device, group, JSON.stringify({ step: 'mode' }), at);
      }
    });
    await page.getByRole('button', { name: 'Numbers' }).click();
    const funnel = page.getByTestId('adm-chart-funnel-premium');
    await funnel.locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('adm-chart-users').locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => page.getByTestId('adm-models').locator('tbody tr').count(), patient).toBe(2);
    expect(await page.getByTestId('adm-models').textContent()).toContain('companion-advanced');
    await page.screenshot({ path: join(shots, 'en-admin-5-numbers.png'), fullPage: true });
    // From after To: said, and nothing charted or asked (it used to chart 1970-01-01 zeros).
    const asked: string[] = [];
    const onRequest = (r: { url: () => string; postData: () => string | null }) =>
      void (r.url().endsWith('/admin/api/numbers') && asked.push(r.postData() ?? ''));
    page.on('request', onRequest);
    const toDay = await page.getByTestId('adm-to').inputValue();
    const later = new Date(Date.parse(toDay) + 3 * day).toISOString().slice(0, 10);
    await page.getByTestId('adm-from').fill(later);
    expect(await page.getByTestId('adm-range-invalid').textContent()).toBe(`The range is invalid: From (${later}) is after To (${toDay}).`);
    expect(await page.locator('.adm-chart').count()).toBe(0);
    await page.waitForTimeout(300);
    page.off('request', onRequest);
    expect(asked).toEqual([]);

    // A verification waiting, with a real picture as its private file (never under media/).
    const verifier = 'usr_e2e_verify';
    member(verifier, 'de', 'verify-e2e@mail.test');
    const picture = readdirSync(join(stack.dataDir, 'media'), { recursive: true })
      .map(String)
      .find((f) => /\.(png|webp|jpe?g)$/.test(f) && statSync(join(stack.dataDir, 'media', f)).size > 1000)!;
    const uploadId = 'e2e0123456789abcdef0123456789abc';
    mkdirSync(join(stack.dataDir, 'private', 'verification', verifier), { recursive: true });
    copyFileSync(join(stack.dataDir, 'media', picture), join(stack.dataDir, 'private', 'verification', verifier, uploadId));
    // A creator's character turned down, and the creator's appeal.
    const creator = 'usr_e2e_creator';
    member(creator, 'ar', 'creator-e2e@mail.test');
    const appealed = withDb(
      (db) =>
        db.prepare('SELECT id, name FROM characters WHERE release = 30 ORDER BY id DESC LIMIT 1').get() as { id: string; name: string },
    );
    withDb((db) => {
      db.prepare(
        `INSERT INTO profile_verifications (id, user_id, kind, file, bytes, duration_ms, status, review_note, create_time, review_time) VALUES (?, ?, 'photo', ?, ?, NULL, 'pending', '', ?, NULL)`,
      ).run(uploadId, verifier, `${verifier}/${uploadId}`, statSync(join(stack.dataDir, 'media', picture)).size, now);
      db.prepare('UPDATE characters SET owner_id = ?, visibility = 1, release = 10, state = 40 WHERE id = ?').run(creator, appealed.id);
      db.prepare(
        `INSERT INTO appeals (id, user_id, subject_type, subject_id, text, status, create_time, review_time) VALUES ('ap_e2e', ?, 'character', ?, 'She is an adult, please look again', 'pending', ?, NULL)`,
      ).run(creator, appealed.id, now);
      // The verifier reports a line the character said in their chat.
      db.prepare(
        `INSERT INTO sessions (id, user_id, character_id, script_id, memory, memory_upto, last_message, create_time, update_time) VALUES ('ses_e2e_report', ?, ?, NULL, '', 0, '', ?, ?)`,
      ).run(verifier, appealed.id, now, now);
      db.prepare(
        `INSERT INTO messages (id, session_id, role, kind, content, photo_id, gift_id, client_msg_id, status, create_time) VALUES ('m_e2e_reported', 'ses_e2e_report', 'assistant', 'text', 'A hateful line about a group of people', NULL, NULL, NULL, 'done', ?)`,
      ).run(now);
      db.prepare(
        `INSERT INTO reports (id, user_id, target_type, target_id, reason, create_time) VALUES ('rp_e2e_message', ?, 'message', 'm_e2e_reported', 'hate', ?)`,
      ).run(verifier, now);
      // A service order from the verifier to the creator, coins in escrow.
      db.prepare(
        `INSERT INTO service_orders (id, user_id, provider_id, character_id, kind, price, fee, status, brief, reply, photo_ids, reject_reason, session_id, due_at, create_time, update_time)
        VALUES ('so_e2e', ?, ?, ?, 'story', 200, 0, 20, 'A story about us', NULL, '[]', NULL, NULL, ?, ?, ?)`,
      ).run(verifier, creator, appealed.id, now + 3_600_000, now, now);
    });

    await page.getByRole('button', { name: 'Queues' }).click();
    // A report shows what was said, in which character's chat, and who reported it.
    const report = page.getByTestId('adm-report-rp_e2e_message');
    expect(await report.getByTestId('adm-report-text').textContent()).toBe('A hateful line about a group of people');
    expect(await report.textContent()).toContain(`Said by ${appealed.name}`);
    expect(await report.textContent()).toContain(`Nick ${verifier}`);
    await report.getByRole('button', { name: 'Resolve' }).click();
    await report.waitFor({ state: 'detached' });
    await page.getByText('Done; the reporter was told by mail.').waitFor();
    const row = page.getByTestId(`adm-verification-${uploadId}`);
    await row.waitFor();
    // The decision cell is a table cell as tall as its row (its border on the row's).
    const [rowHeight, cellHeight] = await row.evaluate((tr) => [
      tr.getBoundingClientRect().height,
      tr.lastElementChild!.getBoundingClientRect().height,
    ]);
    expect(cellHeight).toBe(rowHeight);
    // The picture shows through its signed link; the same link with its signature changed is refused.
    await expect
      .poll(() => row.getByTestId('adm-verification-media').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const src = (await row.getByTestId('adm-verification-media').getAttribute('src'))!;
    expect(src).toMatch(/^\/admin\/api\/media\/.+&sig=[0-9a-f]{64}$/);
    const statuses = await page.evaluate(async (u) => {
      const forged = u.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
      return [(await fetch(u)).status, (await fetch(forged)).status];
    }, src);
    expect(statuses).toEqual([200, 403]);
    expect((await fetch(`${stack.baseUrl}${src}`)).status).toBe(401); // no operator session outside the console
    await page.screenshot({ path: join(shots, 'en-admin-6-verification.png'), fullPage: true });
    await row.getByRole('button', { name: 'Verify' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('adm-decided').first().textContent(), patient).toMatch(/told by mail/);
    expect(
      withDb((db) => (db.prepare('SELECT status FROM profile_verifications WHERE id = ?').get(uploadId) as { status: string }).status),
    ).toBe('approved');

    const appeal = page.getByTestId('adm-appeal-ap_e2e');
    await appeal.getByRole('button', { name: 'Accept' }).click();
    await appeal.waitFor({ state: 'detached' });
    expect(
      withDb((db) => (db.prepare('SELECT release FROM characters WHERE id = ?').get(appealed.id) as { release: number }).release),
    ).toBe(30);

    // A service order settled: both people told, in words.
    const service = page.getByTestId('adm-service-so_e2e');
    await service.getByPlaceholder('Reason (both are told)').fill('Never delivered');
    await service.getByRole('button', { name: 'Refund buyer' }).click();
    await service.waitFor({ state: 'detached' });
    await page.getByText('Done; the buyer was told by mail, the creator was told by mail.').waitFor();

    // A ban ends the user's sessions: the token they hold answers 1003 right after.
    const signed = (path: string, token: string) => signedCall<{ uid: string; token: string }>(stack, path, {}, token);
    const banned = (await signed('/v1/user/token', '')).data;
    expect((await signed('/v1/user/my-profile', banned.token)).code).toBe(0);
    await page.getByRole('button', { name: 'People and money' }).click();
    await page.getByTestId('adm-search').fill(banned.uid);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('adm-user').waitFor();
    await page.getByTestId('adm-reason').fill('Chargeback fraud');
    await page.getByRole('button', { name: 'Ban' }).click();
    await expect.poll(() => page.getByTestId('adm-status').textContent(), patient).toBe('banned: Chargeback fraud');
    expect((await signed('/v1/user/my-profile', banned.token)).code).toBe(1003);
    // A grant that is not a whole number is said in words before anything is asked.
    await page.getByTestId('adm-amount').fill('1.5');
    expect(await page.getByTestId('adm-input-error').textContent()).toBe('Amount must be a whole number');
    expect(await page.getByRole('button', { name: 'Grant' }).isDisabled()).toBe(true);
    await page.getByTestId('adm-amount').fill('100');

    // Delete a user: the account is erased at once, the audit row keeps who and why.
    await page.getByTestId('adm-search').fill('verify-e2e@mail.test');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('adm-user').waitFor();
    await page.getByTestId('adm-reason').fill('Asked to be deleted by mail');
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('adm-delete').click();
    await expect.poll(() => page.getByTestId('adm-status').textContent(), patient).toMatch(/^deleted/);
    expect(withDb((db) => db.prepare('SELECT count(*) AS n FROM identities WHERE user_id = ?').get(verifier) as { n: number }).n).toBe(0);
    // Nothing more can be done to a deleted account.
    for (const name of ['Grant', 'Restrict chat (hours)', 'Ban', 'Delete account'])
      expect(await page.getByRole('button', { name }).isDisabled(), name).toBe(true);
    await page.screenshot({ path: join(shots, 'en-admin-7-deleted.png'), fullPage: true });
    // Finding the same email again reads afresh: the deleted user's email finds no one.
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByTestId('adm-found-none').waitFor();
    await page.getByRole('button', { name: 'Audit log' }).click();
    const audit = page.getByTestId('adm-audit');
    for (const action of ['user.delete', 'user.ban', 'appeal.accept', 'verification.approve'])
      await audit.getByText(action).first().waitFor();
  }, 120_000);

  it('shows each role only what it may do, reads queues again on focus and Refresh, and signs in again after a revoked session', async () => {
    const user = (await signedCall<{ uid: string }>(stack, '/v1/user/token', {})).data.uid;
    const refused: string[] = [];
    const watch = (tab: Page) => {
      tab.on('response', (r) => void (r.status() === 403 && refused.push(r.url())));
      return tab;
    };
    const openUser = async (tab: Page) => {
      await tab.getByRole('button', { name: 'People and money' }).click();
      await tab.getByTestId('adm-search').fill(user);
      await tab.getByRole('button', { name: 'Find' }).click();
      await tab.getByTestId('adm-user').waitFor();
      await tab.getByTestId('adm-orders').waitFor();
    };
    const buttons = (tab: Page) => tab.getByTestId('adm-user').locator('.adm-panel button').allTextContents();

    // Support: money only. No restrict, ban or delete, no audit log (and no refused call for it).
    const support = watch(await signIn(SUPPORT));
    expect(await support.locator('.adm-nav button').allTextContents()).toEqual(['Queues', 'People and money', 'Sign out']);
    await openUser(support);
    expect(await buttons(support)).toEqual(['Grant']);
    expect(await support.getByTestId('adm-orders').getByRole('columnheader', { name: 'Refund' }).count()).toBe(1);
    expect(await support.getByText('Audit log of this user').count()).toBe(0);
    await support.screenshot({ path: join(shots, 'en-admin-8-support.png'), fullPage: true });

    // Moderator: discipline and review. No grant, refund or delete.
    const moderator = watch(await signIn(MODERATOR));
    await openUser(moderator);
    expect(await buttons(moderator)).toEqual(['Restrict chat (hours)', 'Ban']);
    expect(await moderator.getByTestId('adm-orders').getByRole('button', { name: 'Refund' }).count()).toBe(0);
    expect(await moderator.getByText('Audit log of this user').count()).toBe(0);
    expect(refused).toEqual([]);

    // A new report shows when the console's window comes back into view, another on Refresh.
    await moderator.getByRole('button', { name: 'Queues' }).click();
    const reports = moderator.getByRole('heading', { name: /^Reports/ });
    await expect.poll(() => reports.textContent(), patient).toMatch(/^Reports \(\d+\)$/);
    const count = async () => Number(/\((\d+)\)/.exec((await reports.textContent()) ?? '')?.[1]);
    const before = await count();
    const report = (id: string) =>
      withDb((db) =>
        db
          .prepare(`INSERT INTO reports (id, user_id, target_type, target_id, reason, create_time) VALUES (?, ?, 'user', ?, 'spam', ?)`)
          .run(id, user, 'usr_e2e_creator', Date.now()),
      );
    report('rp_e2e_focus');
    await moderator.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(count, patient).toBe(before + 1);
    report('rp_e2e_refresh');
    await moderator.getByTestId('adm-refresh').click();
    await expect.poll(count, patient).toBe(before + 2);

    // The session revoked on the server: the next call brings back the sign-in form. Refresh reads
    // several queues; the revoke waits for all of them, or a late one answers 1003 before the click.
    const refresh = moderator.getByTestId('adm-refresh');
    await expect.poll(() => refresh.isEnabled(), patient).toBe(true);
    withDb((db) => db.prepare('UPDATE operator_sessions SET revoked_at = ? WHERE email = ?').run(Date.now(), MODERATOR));
    await refresh.click();
    await moderator.getByTestId('adm-email').waitFor();
    expect(await moderator.getByText('Operator sign-in needed').count()).toBe(0);
    await moderator.screenshot({ path: join(shots, 'en-admin-9-signed-out.png') });
  }, 120_000);
});
