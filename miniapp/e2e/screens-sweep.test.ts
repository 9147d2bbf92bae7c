import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, snap, startSeededServer, uidOf, withDb, type Stack } from './harness.js';

/**
 * What a sweep of every screen in German (long words) and Arabic (right to left) on a phone found
 * broken, kept from coming back: pages wider than the phone, the language picker naming languages
 * in English, the 404 page's path read backwards in Arabic, gift names running out of their tiles,
 * prices written the English way in every language, reviews quoted in English marks, her name cut
 * short in the chat's header, controls a finger could miss (27–36 px pills, switches, links).
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

/**
 * The controls a finger could miss: every button, link, tab, radio and switch of the page (of the
 * open sheet, when one is open) drawn under 44 px gets its hit area measured through its centre,
 * pixel by pixel, along both axes: the control itself or its transparent ::before must take 44 px
 * each way. Carousel bullets share their row: ten on a phone get its width divided.
 */
const smallTargets = () =>
  page.evaluate(() => {
    const out: string[] = [];
    const controls = 'button, a[href], [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], summary, select';
    const scope = [...document.querySelectorAll('[role=dialog]')].pop() ?? document;
    const hits = (el: Element, x: number, y: number) => {
      const at = document.elementFromPoint(x, y);
      return !!at && (at === el || el.contains(at));
    };
    const reach = (el: Element, x: number, y: number, dx: number, dy: number) => {
      let n = 0;
      while (n < 30 && hits(el, x + dx * (n + 1), y + dy * (n + 1))) n++;
      return n;
    };
    for (const el of scope.querySelectorAll(controls)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!box.width || !box.height || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
      if (el.parentElement?.closest(controls)) continue;
      // A link inside a sentence ("I agree to the Subscription Terms") is sized by its text: a larger
      // area would take taps meant for the words and the checkbox around it.
      if (el.tagName === 'A' && style.display === 'inline') continue;
      if (box.width >= 44 && box.height >= 44) continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const row = el.classList.contains('carousel__bullet')
        ? el.parentElement!.getBoundingClientRect().width / el.parentElement!.children.length
        : 44;
      const wide = hits(el, x, y) ? reach(el, x, y, -1, 0) + 1 + reach(el, x, y, 1, 0) : 0;
      const tall = hits(el, x, y) ? reach(el, x, y, 0, -1) + 1 + reach(el, x, y, 0, 1) : 0;
      if (wide < Math.min(44, Math.floor(row)) || tall < 44)
        out.push(
          `${el.className || el.tagName} "${(el.textContent ?? '').trim().slice(0, 24)}" drawn ${Math.round(r.width)}×${Math.round(r.height)}, hit ${wide}×${tall}`,
        );
    }
    return out;
  });

/** How far the page reaches past the phone's width (0: no sideways scrolling). */
const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('screens in German and Arabic on a phone', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser));
    await logIn(stack, page, 'sweep@example.com', { from: 'settings' });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('fits Settings, Customer service and Coins into the phone’s width', async () => {
    for (const prefix of ['', '/de', '/ar']) {
      await page.goto(`${stack.baseUrl}${prefix}/settings`);
      await page.getByTestId('premium-controls').waitFor();
      expect(await sideways(), `${prefix}/settings`).toBe(0);
      await page.goto(`${stack.baseUrl}${prefix}/settings/customer-service`);
      await page.getByTestId('support-pay-link').waitFor();
      expect(await sideways(), `${prefix}/settings/customer-service`).toBe(0);
      await page.goto(`${stack.baseUrl}${prefix}/coins`);
      await page.getByTestId('open-energy-gift').waitFor();
      expect(await sideways(), `${prefix}/coins`).toBe(0);
    }
    await snap(page, 'de-sweep-01-settings');
  }, 60_000);

  it('keeps long labels on the phone: My Roles’ buttons and the Meet tabs in Russian and Tamil', async () => {
    for (const prefix of ['/ru', '/ta']) {
      await page.goto(`${stack.baseUrl}${prefix}/my-roles`);
      await page.getByTestId('create-first').waitFor();
      expect(await sideways(), `${prefix}/my-roles`).toBe(0);
      for (const id of ['create-first', 'import-card']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.x, `${prefix} ${id}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${prefix} ${id}`).toBeLessThanOrEqual(390);
      }
    }
    await page.goto(`${stack.baseUrl}/ru/meet`);
    await page.locator('.meet__tab').first().waitFor();
    for (const tab of await page.locator('.meet__tab').all())
      expect((await tab.boundingBox())!.x + (await tab.boundingBox())!.width).toBeLessThanOrEqual(390);
    await snap(page, 'ru-sweep-09-meet-tabs');
  }, 60_000);

  it('names every language in the language the picker is shown in', async () => {
    await page.goto(`${stack.baseUrl}/ar/settings/language`);
    await page.getByTestId('language-page').waitFor();
    await expect(page.getByRole('listbox').getAttribute('aria-label')).resolves.toBe('اللغة');
    await expect(page.getByTestId('lang-ru').textContent()).resolves.toContain('الروسية');
    await expect(page.getByTestId('lang-ru').textContent()).resolves.not.toContain('Russian');
    await page.goto(`${stack.baseUrl}/de/settings/language`);
    await expect(page.getByTestId('lang-ja').textContent()).resolves.toContain('Japanisch');
    await snap(page, 'de-sweep-02-language');
  }, 30_000);

  it('shows the missing page’s path left to right in Arabic', async () => {
    await page.goto(`${stack.baseUrl}/ar/no/such/page`);
    await page.getByText('الصفحة غير موجودة: /ar/no/such/page').waitFor();
    // Where the path's first character (its slash) and its last one are drawn on the screen.
    const [slash, last] = await page.evaluate(() => {
      const title = document.querySelector('.not-found__title')!;
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode()) && !node.textContent!.includes('/ar/no/such/page'));
      const start = node!.textContent!.indexOf('/ar/no/such/page');
      const x = (i: number) => {
        const range = document.createRange();
        range.setStart(node!, i);
        range.setEnd(node!, i + 1);
        return range.getBoundingClientRect().left;
      };
      return [x(start), x(start + '/ar/no/such/page'.length - 1)];
    });
    expect(slash).toBeLessThan(last);
    await snap(page, 'ar-sweep-03-not-found');
  }, 30_000);

  it('keeps every German gift name inside its tile', async () => {
    await page.goto(`${stack.baseUrl}/de/character/c-sofia`);
    await page.getByTestId('start-chat').click();
    await page.getByTestId('msg-her').first().waitFor();
    await page.getByTestId('open-gifts').click();
    await page.getByTestId('gift-trip').waitFor();
    const spills = await page.evaluate(() =>
      [...document.querySelectorAll('.gift-tile')].flatMap((tile) => {
        const name = tile.querySelector('.gift-tile__name')!;
        const t = tile.getBoundingClientRect();
        const n = name.getBoundingClientRect();
        return n.left < t.left || n.right > t.right || name.scrollWidth > name.clientWidth ? [name.textContent] : [];
      }),
    );
    expect(spills).toEqual([]);
    await snap(page, 'de-sweep-04-gifts');
  }, 60_000);

  it('writes prices the way the page’s language does, on the Premium page and the coin packs', async () => {
    // The monthly plan: $12.99 / 1 / 30 = $0.43 a day; the smallest coin pack $0.99.
    const shown = {
      '': ['$0.43', '$12.99', '$0.99'],
      '/de': ['0,43\u00a0$', '12,99\u00a0$', '0,99\u00a0$'],
      '/ar': ['\u200f0.43\u00a0$', '\u200f12.99\u00a0$', '\u200f0.99\u00a0$'],
      '/ja': ['$0.43', '$12.99', '$0.99'],
    };
    for (const [prefix, [perDay, total, pack]] of Object.entries(shown)) {
      await page.goto(`${stack.baseUrl}${prefix}/premium`);
      const monthly = page.locator('[data-testid="plan-card"][data-months="1"]');
      await expect(monthly.getByTestId('plan-per-day').textContent(), prefix).resolves.toBe(perDay);
      await expect(monthly.getByTestId('plan-total').textContent(), prefix).resolves.toBe(total);
      await page.goto(`${stack.baseUrl}${prefix}/coins`);
      await expect(page.getByTestId('gold-item').first().locator('.gold-item__price').textContent(), prefix).resolves.toBe(pack);
    }
    await page.goto(`${stack.baseUrl}/de/premium`);
    await page.getByTestId('plan-list').scrollIntoViewIfNeeded();
    await snap(page, 'de-sweep-05-prices');
  }, 60_000);

  it('quotes the Premium page’s reviews in the marks of the language', async () => {
    const marks = { '': ['“', '”'], '/de': ['„', '“'], '/ar': ['«', '»'], '/ja': ['「', '」'], '/fr': ['«\u00a0', '\u00a0»'] };
    for (const [prefix, [open, close]] of Object.entries(marks)) {
      await page.goto(`${stack.baseUrl}${prefix}/premium`);
      const quote = (await page.getByTestId('review').first().locator('blockquote').textContent())!;
      expect(quote.startsWith(open!) && quote.endsWith(close!), `${prefix}: ${quote}`).toBe(true);
      expect(quote.slice(open!.length, -close!.length), prefix).not.toMatch(/[“”„«»「」]/);
    }
    await page.getByTestId('review').first().scrollIntoViewIfNeeded();
    await snap(page, 'fr-sweep-06-review');
    await page.goto(`${stack.baseUrl}/ar/premium`);
    await page.getByTestId('review').first().scrollIntoViewIfNeeded();
    await snap(page, 'ar-sweep-06-review');
  }, 60_000);

  it('gives her whole name room in the chat header on a phone, left to right and right to left', async () => {
    // A member with a few thousand coins: the wallet in the header is as wide as it gets in use.
    withDb(stack, (db) =>
      db.prepare('UPDATE users SET energy = 1000, gold_balance = 12500 WHERE id = ?').run(uidOf(stack, 'sweep@example.com')),
    );
    for (const prefix of ['', '/ar']) {
      await page.goto(`${stack.baseUrl}${prefix}/character/c-natalia`);
      await page.getByTestId('start-chat').click();
      await page.getByTestId('conversation-head').waitFor();
      await expect(page.getByTestId('conversation').getByTestId('chat-coins').textContent()).resolves.toBe('12500');
      const head = await page.evaluate(() => {
        const name = document.querySelector<HTMLElement>('.conv-head__name')!;
        const end = document.querySelector('.conversation .page__end')!.getBoundingClientRect();
        return {
          name: name.textContent,
          cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
          inside: end.left >= 0 && end.right <= window.innerWidth,
        };
      });
      expect(head, prefix).toEqual({ name: 'Natalia Sokolova', cut: false, inside: true });
    }
    await snap(page, 'ar-sweep-07-chat-header');
  }, 60_000);

  it('gives every control of the main screens a 44 px hit area on a phone, left to right and right to left', async () => {
    const screens = ['/', '/character/c-sofia', '/premium', '/coins', '/settings', '/meet', '/chat'];
    const found: string[] = [];
    for (const prefix of ['', '/ar']) {
      for (const screen of screens) {
        // The first-time hints (their "Got it" and cross are controls too) show again on each screen.
        await page.evaluate(() => localStorage.removeItem('guideMarkers'));
        await page.goto(`${stack.baseUrl}${prefix}${screen}`);
        await page.waitForTimeout(1500);
        found.push(...(await smallTargets()).map((t) => `${prefix}${screen}: ${t}`));
      }
      await page.goto(`${stack.baseUrl}${prefix}/character/c-sofia`);
      await page.getByTestId('start-chat').click();
      await page.getByTestId('conversation-head').waitFor();
      await page.waitForTimeout(800);
      found.push(...(await smallTargets()).map((t) => `${prefix} conversation: ${t}`));
      await page.getByTestId('open-memory').click();
      await page.waitForTimeout(800);
      found.push(...(await smallTargets()).map((t) => `${prefix} memory sheet: ${t}`));
      await page.goto(`${stack.baseUrl}${prefix}/meet`);
      await page.getByTestId('meet-settings-open').click();
      await page.waitForTimeout(800);
      found.push(...(await smallTargets()).map((t) => `${prefix} meet settings: ${t}`));
    }
    // Japanese tab names are two characters wide (人気, 新着).
    await page.evaluate(() => localStorage.removeItem('guideMarkers'));
    await page.goto(`${stack.baseUrl}/ja/`);
    await page.waitForTimeout(1500);
    found.push(...(await smallTargets()).map((t) => `/ja/: ${t}`));
    expect(found).toEqual([]);
    await page.goto(`${stack.baseUrl}/ar/coins`);
    await page.waitForTimeout(500);
    await snap(page, 'ar-sweep-08-coins-targets');
  }, 180_000);
});
