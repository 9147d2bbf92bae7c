import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureBuilt, explainFailures, phone, root, startServer, type Stack } from './harness.js';

/** Every way in: the email-capture page and its magic link, links that carry a token or a language, a second brand's host. */
const shots = join(root, 'screenshots');
const SECOND_BRAND_HOST = 'fiztok.ai';

let stack: Stack;
explainFailures(() => ({ stack }));
let browser: Browser;
let port = '';
const contexts: BrowserContext[] = [];

/** A fresh phone-sized browser profile that has already answered the 18+ gate; console warnings collected. */
async function freshPage(locale = 'en-US'): Promise<{ page: Page; warnings: string[] }> {
  const context = await browser.newContext({ ...phone, locale });
  contexts.push(context);
  await context.addInitScript(() => window.localStorage.setItem('adult-confirmed', '1'));
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => warnings.push(`pageerror ${e.message}`));
  return { page, warnings };
}

/** The magic link of the newest mail in the outbox written after `since` (quoted-printable decoded). */
async function waitForMagicLink(since: number): Promise<string> {
  const outbox = join(stack.dataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    if (existsSync(outbox)) {
      const newest = readdirSync(outbox)
        .filter((f) => f.endsWith('.eml') && statSync(join(outbox, f)).mtimeMs >= since)
        .sort()
        .at(-1);
      if (newest) {
        const raw = readFileSync(join(outbox, newest), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        const link = /https?:\/\/[^\s"<>]+\/login\/magic\?[^\s"<>]+/.exec(raw)?.[0];
        if (link) return link.replace(/&amp;/g, '&');
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no magic link in the outbox');
}

describe('ways in, in Chromium against the real server', () => {
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    ensureBuilt();
    stack = await startServer(inject('templateDir'));
    port = new URL(stack.baseUrl).port;
    // The second brand's host resolves to this server, as its DNS would in production.
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        `--host-resolver-rules=MAP ${SECOND_BRAND_HOST} 127.0.0.1`,
      ],
      headless: true,
    });
  }, 300_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await stack?.stop();
  });

  let signedInToken = '';

  it('email capture mails a magic link that signs in on this device once; a second open is refused clearly', async () => {
    const { page } = await freshPage();
    await page.goto(`${stack.baseUrl}/login/email?redirect=%2Fsettings`);
    await page.getByTestId('email-capture').waitFor();
    await page.getByTestId('email-capture-email').fill('nope');
    await page.getByTestId('email-capture-send').click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByTestId('email-capture-email').fill('magic.e2e@example.com');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(shots, 'ways-in-en-01-email-capture.png') });
    const since = Date.now() - 1000;
    await page.getByTestId('email-capture-send').click();
    await page.getByTestId('email-capture-sent').waitFor();
    await page.screenshot({ path: join(shots, 'ways-in-en-02-link-sent.png') });

    const link = await waitForMagicLink(since);
    expect(link).toContain('redirect=%2Fsettings');
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/settings');
    expect(new URL(page.url()).search).not.toContain('magic=');
    signedInToken = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
    expect(signedInToken).not.toBe('');
    await page.goto(`${stack.baseUrl}/`);
    await page.getByTestId('wallet').waitFor();

    // The same link again, on another device: refused, with a way to a new one.
    const other = await freshPage();
    await other.page.goto(link);
    await other.page.getByTestId('magic-link-failed').waitFor();
    await expect(other.page.getByTestId('magic-link-failed').textContent()).resolves.toContain('This login link no longer works');
    expect(await other.page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await other.page.screenshot({ path: join(shots, 'ways-in-en-03-link-used.png') });
  }, 120_000);

  it('a tmpToken link signs in this tab only, and the token leaves the address bar', async () => {
    const { page } = await freshPage();
    const opened = page.waitForRequest((r) => r.url().endsWith('/v1/open'));
    await page.goto(`${stack.baseUrl}/?tmpToken=${encodeURIComponent(signedInToken)}&c=e2e-ways&d=camp-7&fbclid=IwAR-e2e`);
    const open = JSON.parse((await opened).postData() ?? '{}') as { ch: string; params: Record<string, unknown> };
    expect(open.ch).toBe('e2e-ways');
    expect(open.params).toMatchObject({ openway: 0, d: 'camp-7', fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR-e2e$/) });
    await page.getByTestId('wallet').waitFor();
    expect(new URL(page.url()).search).toBe('?c=e2e-ways&d=camp-7');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem('tabToken'))).toBe(signedInToken);
    // A reload of the tab stays signed in.
    await page.reload();
    await page.getByTestId('wallet').waitFor();
  }, 60_000);

  it('?l=ar switches to Arabic right-to-left; an unknown l or malformed merchantParam only warns', async () => {
    const ar = await freshPage();
    await ar.page.goto(`${stack.baseUrl}/?l=ar`);
    await ar.page.waitForURL((u) => u.pathname === '/ar');
    await ar.page.getByTestId('character-card').first().waitFor();
    expect(await ar.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(new URL(ar.page.url()).search).toBe('');

    const bad = await freshPage();
    await bad.page.goto(`${stack.baseUrl}/?l=xx&merchantParam=%7Bbad&extraOrderParams=%5B1%5D`);
    await bad.page.getByTestId('character-card').first().waitFor();
    expect(new URL(bad.page.url()).pathname).toBe('/');
    expect(await bad.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(bad.warnings.join('\n')).toContain('Startup parameter l="xx" ignored');
    expect(bad.warnings.join('\n')).toContain('Startup parameter merchantParam="{bad" ignored: malformed JSON');
    expect(bad.warnings.join('\n')).toContain('Startup parameter extraOrderParams="[1]" ignored: not a JSON object');
    expect(bad.warnings.filter((w) => w.startsWith('pageerror'))).toEqual([]);
    // The app-open report went through with the link's values (a refusal would warn).
    await bad.page.waitForLoadState('networkidle');
    expect(bad.warnings.join('\n')).not.toContain('App-open report not sent');
  }, 60_000);

  it('/ar/ is right-to-left from the first byte, before any script runs', async () => {
    const raw = await (await fetch(`${stack.baseUrl}/ar/login/email`)).text();
    expect(raw).toMatch(/<html lang="ar" dir="rtl">/);
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${stack.baseUrl}/ar/login/email`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const { page: live } = await freshPage('ar');
    await live.goto(`${stack.baseUrl}/ar/login/email`);
    await live.getByTestId('email-capture').waitFor();
    await live.waitForLoadState('networkidle');
    await live.screenshot({ path: join(shots, 'ways-in-ar-01-email-capture.png') });
    await live.goto(`${stack.baseUrl}/ar/login/magic?magic=${'x'.repeat(43)}`);
    await live.getByTestId('magic-link-failed').waitFor();
    await live.screenshot({ path: join(shots, 'ways-in-ar-02-link-used.png') });
  }, 60_000);

  it("a second brand's host shows its own title and logo", async () => {
    const { page } = await freshPage();
    await page.goto(`http://${SECOND_BRAND_HOST}:${port}/`);
    await expect(page.title()).resolves.toBe('FizTok — AI companions');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/brand/fiztok.svg');
    await page.locator('.brand-bar__title').waitFor();
    await expect(page.locator('.brand-bar__title').textContent()).resolves.toBe('FizTok');
    await page.getByTestId('character-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(shots, 'ways-in-en-04-second-brand.png') });
    await page.goto(`http://${SECOND_BRAND_HOST}:${port}/login/email`);
    expect(await page.getByTestId('brand-logo').getAttribute('src')).toBe('/brand/fiztok.svg');
    await page.screenshot({ path: join(shots, 'ways-in-en-05-second-brand-capture.png') });
  }, 60_000);
});
