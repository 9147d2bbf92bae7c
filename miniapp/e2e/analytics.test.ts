import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, newPhonePage, openChromium, shots, startSeededServer, type Stack } from './harness.js';

/**
 * Analytics in Chromium against the real server (docs/analytics.md): the page's activity logs
 * over a hidden/visible cycle, one online-time upload refused and sent again at the next visible,
 * and the Premium popup's funnel events with the A/B group and the paywall experiment's variant.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

/** What the server stored, read from its SQLite file. */
function rows<T>(sql: string): T[] {
  const db = new Database(join(stack.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

async function until<T>(read: () => T, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The browser's own hidden/visible switch, as when the user leaves for another tab and comes back. */
const setVisibility = (state: 'hidden' | 'visible') =>
  page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
    Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

const openways = () =>
  rows<{ payload: string }>("SELECT payload FROM logs WHERE kind = 'h5_open' ORDER BY id").map(
    (r) => (JSON.parse(r.payload) as { openway: string }).openway,
  );

describe('analytics in Chromium against the real server', () => {
  beforeAll(async () => {
    browser = await openChromium();
    // The paywall experiment runs on this server; `testB` puts the tab in group B.
    stack = await startSeededServer({ PAYWALL_EXPERIMENT: 'on' });
    ({ page } = await newPhonePage(browser));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('logs the open, a hidden/visible cycle and the online time; a refused upload is sent again at the next visible', async () => {
    const adIds = page.waitForRequest((r) => r.url().endsWith('/v1/fz/fb/log'));
    await page.goto(`${stack.baseUrl}/?testB=1&fbclid=IwAR-e2e&ttclid=tt-e2e`);
    const sent = JSON.parse((await adIds).postData() ?? '{}') as { params: Record<string, string> };
    expect(sent.params).toMatchObject({ fbclid: 'IwAR-e2e', ttclid: 'tt-e2e', fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR-e2e$/) });
    expect(await until(openways, (w) => w.length >= 1)).toEqual(['0']);
    const open = JSON.parse(rows<{ payload: string }>("SELECT payload FROM logs WHERE kind = 'h5_open'")[0]!.payload) as Record<
      string,
      string
    >;
    expect(open).toMatchObject({ appcqid: 'organic', os: 'Linux', pixel: '390*844', xmlog: '1' });
    expect(JSON.parse(open.userinfo!)).toMatchObject({ lang: 'en', browser: 'Chrome', fbc: expect.stringMatching(/IwAR-e2e$/) });
    // The visit came from an ad: an advlog row names the network and the page.
    const adv = await until(
      () => rows<{ payload: string }>("SELECT payload FROM logs WHERE kind = 'h5_advlog'"),
      (r) => r.length >= 1,
    );
    expect(adv.map((r) => JSON.parse(r.payload) as Record<string, string>)).toEqual([
      expect.objectContaining({ type: 'landing', adfrom: 'meta', pagetype: '/' }),
    ]);

    // The first online-time upload is refused (the connection fails), as on a flaky network.
    let refused = 0;
    await page.route(
      '**/out-comm-logs/server/h5/onlineTime*',
      async (route) => {
        refused++;
        await route.abort('connectionfailed');
      },
      { times: 1 },
    );
    await page.waitForTimeout(1200);
    await setVisibility('hidden');
    await until(
      () => refused,
      (n) => n === 1,
    );
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('pendingOnlineTime') ?? '[]').length)).toBe(1);
    expect(rows("SELECT id FROM logs WHERE kind = 'h5_online_time'")).toHaveLength(0);

    await page.waitForTimeout(600);
    await setVisibility('visible');
    await page.waitForTimeout(700);
    await setVisibility('hidden');
    const uploads = await until(
      () => rows<{ payload: string }>("SELECT payload FROM logs WHERE kind = 'h5_online_time' ORDER BY id"),
      (r) => r.length >= 2,
    );
    // At visible: the refused record alone; at the next hidden: the new one.
    const batches = uploads.map(
      (u) => JSON.parse((JSON.parse(u.payload) as { batch: string }).batch) as { onlinetime: number; starttime: number; endtime: number }[],
    );
    expect(batches.map((b) => b.length)).toEqual([1, 1]);
    expect(batches[0]![0]!.onlinetime).toBeGreaterThanOrEqual(1);
    expect(batches[1]![0]!.starttime).toBeGreaterThan(batches[0]![0]!.endtime);
    // Cleared once the app reads the answer, a moment after the server stored the batch.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingOnlineTime'))).toBeNull();
    expect(await until(openways, (w) => w.length >= 4)).toEqual(['0', '5', '1', '5']);
    await setVisibility('visible');
  });

  it('the Premium popup reports show and click with the group B and its variant: the 12-month plan selected first', async () => {
    await page.goto(`${stack.baseUrl}/?testB=1&alert=premium`);
    const popup = page.getByTestId('premium-popup');
    await popup.getByTestId('plan-card').first().waitFor();
    await expect.poll(() => popup.locator('[data-testid="plan-card"][aria-checked="true"]').getAttribute('data-months')).toBe('12');
    await page.screenshot({ path: join(shots, 'analytics-paywall-b.png') });
    await popup.getByTestId('premium-continue').click();
    await popup.getByTestId('terms-agree').click();
    await popup.getByTestId('premium-continue').click();
    await page.getByTestId('login-popup').waitFor();
    // Hidden sends the queued batch at once.
    await setVisibility('hidden');
    const events = await until(
      () => rows<{ name: string; ab: string; fields: string }>('SELECT name, ab, fields FROM analytics_events ORDER BY id'),
      (r) => r.some((e) => e.name === 'login.show'),
    );
    const funnel = events.filter((e) => ['buy_vip.show', 'buy_vip.click', 'login.show'].includes(e.name));
    expect(funnel.map((e) => e.name)).toEqual(['buy_vip.show', 'buy_vip.click', 'buy_vip.click', 'login.show']);
    expect(new Set(events.map((e) => e.ab))).toEqual(new Set(['B']));
    const fields = funnel.map((e) => JSON.parse(e.fields) as Record<string, unknown>);
    expect(fields[0]).toMatchObject({ from: 'alert', variant: 'popup' });
    expect(fields[1]).toMatchObject({ from: 'alert', option: 'vip-yearly', agreed: false, loggedIn: false });
    expect(fields[2]).toMatchObject({ agreed: true });
    expect(events.some((e) => e.name === 'page_load_time' && typeof (JSON.parse(e.fields) as { time?: number }).time === 'number')).toBe(
      true,
    );
    await setVisibility('visible');
  });

  it('a choice among the home tabs and styles is page_home_select; the questionnaire entry is an activity log', async () => {
    await page.goto(`${stack.baseUrl}/`);
    await page.locator('.style-chips .chip').nth(2).click();
    await page.locator('.feed-tabs .feed-tab').nth(1).click();
    await setVisibility('hidden');
    const selects = await until(
      () => rows<{ fields: string }>("SELECT fields FROM analytics_events WHERE name = 'page_home_select' ORDER BY id"),
      (r) => r.length >= 2,
    );
    expect(selects.map((e) => JSON.parse(e.fields) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ type: 'style', style: 'anime' }),
      expect.objectContaining({ type: 'sort', option: 2, style: 'anime' }),
    ]);
    await setVisibility('visible');
    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('questionnaire-entry').click();
    const activity = await until(
      () => rows<{ payload: string }>("SELECT payload FROM logs WHERE kind = 'h5_activity'"),
      (r) => r.length >= 1,
    );
    expect(JSON.parse(activity[0]!.payload)).toMatchObject({ actentryid: 'questionnaire', subactid: 'entry', type: 'click' });
  });
});
