import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  ensureBuilt,
  explainFailures,
  launchChromium,
  root,
  startServer,
  telegramLaunchHash,
  waitForLoginCode,
  type Stack,
} from './harness.js';

const shots = join(root, 'screenshots');

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
explainFailures(() => ({ stack, page }));

const shot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`) });
const htmlAttr = (name: 'dir' | 'lang') => page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe('mini-app journey in Chromium against the real server', () => {
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    ensureBuilt();
    stack = await startServer(inject('templateDir'));
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('pageerror', e.message));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  let characterPath = '';

  it('first visit shows the 18+ gate, then home lists the catalogue', async () => {
    await page.goto(`${stack.baseUrl}/`);
    await page.getByTestId('adult-gate').waitFor();
    await shot('en-01-gate');
    await page.getByTestId('gate-under').click();
    await expect(page.getByTestId('gate-return').textContent()).resolves.toContain('come back when you are 18');
    await page.getByText('Go back').click();
    await page.getByTestId('gate-confirm').click();
    await page.getByTestId('adult-gate').waitFor({ state: 'detached' });
    await page.getByTestId('character-card').nth(3).waitFor();
    expect(await page.getByTestId('character-card').count()).toBeGreaterThanOrEqual(4);
    await page.waitForLoadState('networkidle');
    await shot('en-02-home');
    await page.getByRole('tab', { name: 'Popular' }).click();
    await page.getByRole('radio', { name: 'Anime' }).click();
    await page.getByTestId('character-card').first().waitFor();
    await page.getByRole('tab', { name: 'Recommended' }).click();
    await page.getByRole('radio', { name: 'All' }).click();
  }, 60_000);

  it('opens a character with gallery, stories and the chat button', async () => {
    await page.getByTestId('character-card').first().click();
    await page.getByTestId('character').waitFor();
    characterPath = new URL(page.url()).pathname;
    expect(characterPath).toMatch(/^\/character\/.+/);
    await expect(page.getByTestId('start-chat').isVisible()).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    await shot('en-03-character');
    // Scrolled to her text, the back button gets a bar: alone it sat on her name.
    const character = page.getByTestId('character');
    await expect(character.getAttribute('class')).resolves.not.toContain('page--scrolled');
    await page.mouse.wheel(0, 420);
    await expect.poll(() => character.getAttribute('class')).toContain('page--scrolled');
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => character.getAttribute('class')).not.toContain('page--scrolled');
    await page.getByTestId('start-chat').click();
    await page.getByTestId('chat-start').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/chat\/.+/);
    await shot('en-04-chat');
  }, 60_000);

  it('logs in with the emailed 6-digit code', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByTestId('settings-login').click();
    await page.getByTestId('login-popup').waitFor();
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-send').click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByTestId('login-email').fill('e2e.user@example.com');
    await shot('en-05-login-email');
    const since = Date.now() - 1000;
    await page.getByTestId('login-send').click();
    await page.getByTestId('login-code').waitFor();
    const code = await waitForLoginCode(stack, since);
    // The popup closed before the code was typed and opened again: the same address, sent again
    // within the minute, goes on to its code step (the server's wait is told), where that code works.
    await page.keyboard.press('Escape');
    await page.getByTestId('login-popup').waitFor({ state: 'detached' });
    await page.getByTestId('settings-login').click();
    await page.getByTestId('login-email').fill('e2e.user@example.com');
    await page.getByTestId('login-send').click();
    await page
      .getByTestId('toast')
      .filter({ hasText: /^Please wait \d+ s before requesting a new code$/ })
      .waitFor();
    await page.getByTestId('login-code').waitFor();
    await page.getByTestId('login-code').fill(`ab${code.slice(0, 3)}`);
    expect(await page.getByTestId('login-code').inputValue()).toBe(code.slice(0, 3));
    await expect(page.getByTestId('login-verify').isDisabled()).resolves.toBe(true);
    await shot('en-06-login-code');
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-popup').waitFor({ state: 'detached' });
    await page.getByTestId('profile-card').waitFor();
    await shot('en-07-settings');
  }, 60_000);

  it('switches to Arabic (RTL) and back to English', async () => {
    await page.getByTestId('settings-language').click();
    await page.getByTestId('language-page').waitFor();
    await shot('en-08-language');
    await page.getByTestId('lang-ar').click();
    await page.waitForURL(/\/ar\/settings\/language$/);
    await page.getByRole('heading', { name: 'اللغة' }).waitFor();
    expect(await htmlAttr('dir')).toBe('rtl');
    expect(await htmlAttr('lang')).toBe('ar-SA');
    await shot('ar-08-language');

    await page.goto(`${stack.baseUrl}/ar/settings`);
    await page.getByTestId('profile-card').waitFor();
    await page.getByText('الحساب', { exact: true }).waitFor();
    await shot('ar-07-settings');
    await page.goto(`${stack.baseUrl}/ar`);
    await page.getByTestId('character-card').nth(3).waitFor();
    await page.getByText('مقترحة').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('ar-02-home');
    await page.goto(`${stack.baseUrl}/ar${characterPath}`);
    await page.getByTestId('character').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('ar-03-character');
    await page.goto(`${stack.baseUrl}/ar/chat`);
    await page.getByText('ستظهر محادثاتك هنا').waitFor();
    await shot('ar-04-chat');
    await page.goto(`${stack.baseUrl}/ar/does-not-exist`);
    await page.getByText('الصفحة غير موجودة: /ar/does-not-exist').waitFor();
    await shot('ar-09-not-found');

    await page.goto(`${stack.baseUrl}/ar/settings/language`);
    await page.getByTestId('lang-en').click();
    // The Arabic URL also ends in /settings/language: wait for the English one itself.
    await page.waitForURL((u) => u.pathname === '/settings/language');
    expect(new URL(page.url()).pathname).toBe('/settings/language');
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    expect(await htmlAttr('dir')).toBe('ltr');
  }, 60_000);

  it('remembers the language in the cookie for unprefixed visits', async () => {
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
  });

  it('renders /zh/settings in Chinese', async () => {
    await page.goto(`${stack.baseUrl}/zh/settings`);
    await page.getByText('语言').first().waitFor();
    await page.getByText('服务条款').waitFor();
    expect(await htmlAttr('lang')).toBe('zh-CN');
    await shot('zh-07-settings');
  }, 30_000);

  it('shows the 404 texts', async () => {
    await page.goto(`${stack.baseUrl}/no/such/page`);
    await page.getByText('Page not found: /no/such/page').waitFor();
    await shot('en-09-not-found');
    await page.goto(`${stack.baseUrl}/settings/unknown-child`);
    await page.getByText('Page Not Found: /settings/unknown-child').waitFor();
    await page.goto(`${stack.baseUrl}/character/no-such-character`);
    await page.getByText('Page Not Found: /character/no-such-character').waitFor();
  }, 30_000);

  it('shows the gate in Arabic on a fresh device', async () => {
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar', serviceWorkers: 'block' });
    const p = await fresh.newPage();
    await p.goto(`${stack.baseUrl}/`);
    await p.waitForURL(/\/ar$/);
    await p.getByText('للبالغين فقط').waitFor();
    await p.screenshot({ path: join(shots, 'ar-01-gate.png') });
    await fresh.close();
  }, 30_000);

  it('looks right on desktop', async () => {
    const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', serviceWorkers: 'block' });
    await wide.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
    const p = await wide.newPage();
    await p.goto(`${stack.baseUrl}/`);
    await p.getByTestId('character-card').nth(4).waitFor();
    await p.waitForLoadState('networkidle');
    await p.screenshot({ path: join(shots, 'en-10-home-desktop.png') });
    await p.goto(`${stack.baseUrl}${characterPath}`);
    await p.getByTestId('character').waitFor();
    await p.waitForLoadState('networkidle');
    await p.screenshot({ path: join(shots, 'en-11-character-desktop.png') });
    await wide.close();
  }, 30_000);

  it('runs inside Telegram with its light theme', async () => {
    const tg = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
    await tg.addInitScript(() => {
      localStorage.setItem('adult-confirmed', '1');
      const events: string[] = [];
      (window as unknown as { tgEvents: string[] }).tgEvents = events;
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
        postEvent(type: string) {
          events.push(type);
          // Answer like the Android client does (stack.md §2).
          const receive = (name: string, data: unknown) =>
            setTimeout(
              () =>
                (
                  window as unknown as { Telegram: { WebView: { receiveEvent(n: string, d: unknown): void } } }
                ).Telegram.WebView.receiveEvent(name, data),
              0,
            );
          if (type === 'web_app_request_viewport')
            receive('viewport_changed', { height: 844, width: 390, is_expanded: true, is_state_stable: true });
          if (type === 'web_app_request_safe_area') receive('safe_area_changed', { top: 24, bottom: 16, left: 0, right: 0 });
          if (type === 'web_app_request_content_safe_area') receive('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        },
      };
    });
    const hash = telegramLaunchHash(4242);
    const p = await tg.newPage();
    // Nothing the SDK does may be refused by the page's content security policy (it used to add
    // an empty <style> for Telegram Web's custom styles).
    const refused: string[] = [];
    p.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()));
    await p.goto(`${stack.baseUrl}/#${hash}`);
    await p.getByTestId('character-card').nth(3).waitFor();
    expect(await p.evaluate(() => document.documentElement.className)).toContain('tg-light');
    expect(await p.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim())).toBe(
      '#ffffff',
    );
    const events = await p.evaluate(() => (window as unknown as { tgEvents: string[] }).tgEvents);
    expect(events).toContain('web_app_ready');
    await p.waitForLoadState('networkidle');
    await p.screenshot({ path: join(shots, 'en-12-telegram-light.png') });
    await p.getByTestId('character-card').first().click();
    await p.getByTestId('character').waitFor();
    expect(await p.evaluate(() => (window as unknown as { tgEvents: string[] }).tgEvents)).toContain('web_app_setup_back_button');
    await p.waitForLoadState('networkidle');
    await p.screenshot({ path: join(shots, 'en-13-telegram-character.png') });
    expect(refused).toEqual([]);
    await tg.close();
  }, 30_000);
});
