import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { extraLocales, localizePath, locales } from '../../shared/locales.js';
import { LOCALE_COOKIE } from '../../shared/constants.js';
import { ensureBuilt, explainFailures, launchChromium, phone, root, startServer, type Stack } from './harness.js';

/**
 * No English left on the home screen in any language. One browser, one page: each route locale's
 * home (`/<prefix>`) is opened in turn and every visible text (and aria-label, placeholder, title)
 * outside the characters' names is compared with the English catalog: a text that is an English
 * msgstr while the locale has its own translation, or an English phrase the locale left identical
 * (one word may be the language's own loanword: "Chat", "Romance"), fails. Scripts that do not use the
 * Latin alphabet are also searched for any English word. The extra locales (uk, bn, pl, kk) have
 * no route prefix, so for them the served catalog must translate every message the English home
 * screen showed. Screenshots of every home in screenshots/home-<code>.png.
 */

const shots = join(root, 'screenshots');

/** Words and names that are the same in every language (brand, product and provider names). */
const sameEverywhere = new Set(['Lustory', 'Premium', 'VIP', 'AI', 'UID', 'ID', 'Telegram', 'Google', 'Stars', 'OK', 'Cosplay', 'Anime']);

/** The English catalog as text → msgid, and each locale's msgid → text. */
function catalog(locale: string): Map<string, string> {
  const items = PO.parse(readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8')).items;
  return new Map(items.filter((i) => !i.obsolete && i.msgid).map((i) => [i.msgid, i.msgstr.join('') || i.msgid]));
}
const english = catalog('en');
const englishText = new Map<string, string>();
for (const [id, text] of english) englishText.set(text, id);
/** English messages with a placeholder, as patterns (`{name}` matches any text). */
const englishPatterns = [...english]
  .filter(([, text]) => /\{\w+\}/.test(text) && !/\{\w+,/.test(text))
  .map(([id, text]) => ({ id, re: new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`) }));

/** Visible texts and labelled attributes of the page, without the characters' names. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element | null) => !!el?.closest('.char-card__name, script, style, [aria-hidden="true"]');
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && s.opacity !== '0';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const el = n.parentElement;
      if (text && el && !skip(el) && shown(el)) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (skip(el) || el.closest('.char-card') || !shown(el)) continue;
      for (const a of ['aria-label', 'placeholder', 'title']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/** Why a text shown in `locale` is English, or undefined when it is fine. */
function englishLeft(text: string, locale: string, translated: Map<string, string>, latinScript: boolean): string | undefined {
  if (sameEverywhere.has(text) || /^[\d\s.,:;%+\-–/×·•()#@$€£¥₹⚡💰✨★☆]*$/u.test(text)) return undefined;
  const id = englishText.get(text) ?? englishPatterns.find((p) => p.re.test(text))?.id;
  if (id !== undefined) {
    const own = translated.get(id);
    if (own !== undefined && own !== english.get(id) && !(own === text)) return `English "${text}" where the catalog says "${own}"`;
    // One word the same as in English is usually the language's own loanword ("Chat", "Romance");
    // a phrase the same as in English was left untranslated.
    if (own === english.get(id) && own === text && /\s/.test(text.trim())) return `"${text}" left in English in the ${locale} catalog`;
  }
  if (!latinScript) {
    const words = (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !sameEverywhere.has(w));
    if (words.length) return `Latin words ${JSON.stringify(words)} in "${text}"`;
  }
  return undefined;
}

const latinScripts = new Set(['en', 'pt', 'id', 'es', 'ms', 'vi', 'it', 'fr', 'tr', 'de', 'pl']);

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));
/** The msgids the English home screen showed, for the locales without a route. */
const englishHomeIds = new Set<string>();

describe('every language on the home screen', () => {
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    ensureBuilt();
    stack = await startServer(inject('templateDir'));
    browser = await launchChromium();
    const context = await browser.newContext({ ...phone, locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('adult-confirmed', '1'));
    page = await context.newPage();
    page.on('pageerror', (e) => console.error('pageerror', e.message));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows no English outside the characters’ names in any route locale', async () => {
    const problems: string[] = [];
    for (const { code, iso } of locales) {
      await page.goto(`${stack.baseUrl}${localizePath('/', code)}`);
      // The first load also renders the covers on a busy machine: give it time.
      await page.getByTestId('character-card').first().waitFor({ timeout: 60_000 });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, iso);
      await page
        .locator('.char-card__img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
      await page.screenshot({ path: join(shots, `home-${code}.png`) });
      const texts = await visibleTexts(page);
      expect(texts.length, code).toBeGreaterThan(5);
      if (code === 'en') {
        for (const t of texts) {
          const id = englishText.get(t) ?? englishPatterns.find((p) => p.re.test(t))?.id;
          if (id !== undefined) englishHomeIds.add(id);
        }
        continue;
      }
      const translated = catalog(code);
      for (const t of new Set(texts)) {
        const why = englishLeft(t, code, translated, latinScripts.has(code));
        if (why) problems.push(`${code}: ${why}`);
      }
    }
    expect(problems).toEqual([]);
    expect(englishHomeIds.size).toBeGreaterThan(5);
  }, 600_000);

  it('shows the languages without a route once chosen: picked in settings, then on every unprefixed page', async () => {
    await page.goto(`${stack.baseUrl}/settings/language`);
    await page.getByTestId('lang-pl').click();
    await page.waitForFunction(() => document.documentElement.lang === 'pl-PL');
    expect(new URL(page.url()).pathname).toBe('/settings/language');
    const problems: string[] = [];
    for (const { code, iso } of extraLocales) {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: code, url: stack.baseUrl }]);
      await page.goto(`${stack.baseUrl}/`);
      await page.getByTestId('character-card').first().waitFor({ timeout: 60_000 });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, iso);
      await page.screenshot({ path: join(shots, `home-${code}.png`) });
      const translated = catalog(code);
      for (const t of new Set(await visibleTexts(page))) {
        const why = englishLeft(t, code, translated, latinScripts.has(code));
        if (why) problems.push(`${code}: ${why}`);
      }
    }
    await page.context().clearCookies();
    expect(problems).toEqual([]);
  }, 300_000);

  it('has every message of the home screen translated for the locales without a route', async () => {
    expect(englishHomeIds.size, 'the English home screen was read by the test before').toBeGreaterThan(5);
    const missing: string[] = [];
    for (const { code } of extraLocales) {
      const served = (await (await fetch(`${stack.baseUrl}/_i18n/${code}/messages.json`)).json()) as Record<string, string>;
      for (const id of englishHomeIds) {
        if (!served[id] || (served[id] === english.get(id) && /\s/.test(served[id]))) missing.push(`${code}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
