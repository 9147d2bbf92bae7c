import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { brokenOnWizardAndQuiz, brokenWords as brokenWordsIn, drawThroughWizard, openIn as openPageIn } from './screen-checks.js';
import { explainFailures, logIn, newPhonePage, openChromium, snap, startSeededServer, type Stack } from './harness.js';

/**
 * What a walk of every screen on a phone in Italian, Portuguese, Indonesian, Malay, Vietnamese,
 * Hindi, Ukrainian and Bengali found broken, kept from coming back. (Devanagari and Bengali are
 * drawn without their fonts on the test machine: their checks read text and boxes, not glyphs.)
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

const openIn = (lang: string, path: string) => openPageIn(page, stack.baseUrl, lang, path);
const brokenWords = (selector: string) => brokenWordsIn(page, selector);

const languages = ['it', 'pt', 'id', 'ms', 'vi', 'hi', 'uk', 'bn'];

/** The words a Ukrainian or Bengali screen uses only when it speaks formally (ви, আপনি). */
const formal = {
  uk: /(^|[^\p{L}’'])(ви|вас|вам|ваш|ваша|ваше|ваші|вашому|вашим|Відкрийте|Додайте|Оберіть|Введіть|Напишіть)(?![\p{L}’'])/iu,
  bn: /আপনি|আপনার|আপনাকে|করুন|খুলুন|খুঁজুন|দিন(?=$|[\s।])|সরান(?=$|[\s।])|করবেন/u,
};

describe('screens in eight more languages on a phone', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser));
    await logIn(stack, page, 'walker2@example.com', { from: 'settings' });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('keeps the three Meet tabs on the phone, and names the likes as many', async () => {
    const off: string[] = [];
    const likes: Record<string, string> = {};
    for (const lang of languages) {
      await openIn(lang, '/meet');
      await page.locator('.meet__tab').nth(2).waitFor();
      for (const tab of await page.locator('.meet__tab').all()) {
        const box = (await tab.boundingBox())!;
        if (box.x < 0 || box.x + box.width > 390) off.push(`${lang}: ${await tab.textContent()} ${Math.round(box.x + box.width)} px`);
      }
      likes[lang] = (await page
        .locator('.meet__tab')
        .nth(1)
        .evaluate((el) => el.firstChild?.textContent ?? ''))!;
    }
    // Ukrainian's "Знайомства · Ти їй подобаєшся · Пари" ended at 396 px: "Пари" was cut by the edge.
    expect(off).toEqual([]);
    // A list of companions: Hindi's verb in the plural (हैं), Ukrainian's not "she likes you" (Ти їй подобаєшся).
    expect([likes.hi, likes.uk]).toEqual(['आपको पसंद करती हैं', 'Ти подобаєшся']);
    await openIn('uk', '/meet');
    await snap(page, 'uk-walk2-01-meet-tabs');
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 90_000);

  it('speaks to the user informally in Ukrainian (ти) and Bengali (তুমি) on Settings and Meet, as their other screens do', async () => {
    const found: string[] = [];
    for (const lang of ['uk', 'bn'] as const) {
      await openIn(lang, '/settings');
      const proactive = page.locator('.proactive');
      await proactive.waitFor();
      // Her messages on: the times, the time zone and "Add a time" show.
      if (!(await page.getByTestId('proactive-times').count())) await page.getByTestId('proactive-switch').click();
      await page.getByTestId('proactive-times').waitFor();
      for (const line of (await proactive.innerText()).split('\n')) if (formal[lang].test(line)) found.push(`${lang} settings: ${line}`);
      for (const label of await proactive.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!)))
        if (formal[lang].test(label)) found.push(`${lang} settings label: ${label}`);
      await openIn(lang, '/meet');
      await page.locator('.meet__tab').first().waitFor();
      for (const tab of await page.locator('.meet__tab').allTextContents()) if (formal[lang].test(tab)) found.push(`${lang} meet: ${tab}`);
    }
    expect(found).toEqual([]);
    await openIn('uk', '/settings');
    await page.locator('.proactive').scrollIntoViewIfNeeded();
    await snap(page, 'uk-walk2-02-proactive');
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 90_000);

  it('writes numbers in Bengali with the Latin digits its prices use, in plan names and counts too', async () => {
    const found: string[] = [];
    const bengaliDigits = /[০-৯]+[^\s/]*/gu;
    for (const path of ['/premium', '/landing', '/coins', '/meet']) {
      await openIn('bn', path);
      await page.waitForTimeout(1200);
      for (const m of (await page.locator('body').innerText()).matchAll(bengaliDigits)) found.push(`${path}: ${m[0]}`);
    }
    // The plans read "১ মাস · 12.99$": one card, two kinds of digits.
    expect(found).toEqual([]);
    await openIn('bn', '/premium');
    await expect(page.locator('[data-testid="plan-card"][data-months="3"]').textContent()).resolves.toContain('3 মাস');
    await page.getByTestId('plan-list').scrollIntoViewIfNeeded();
    await snap(page, 'bn-walk2-03-plans');
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 60_000);

  it('keeps a short "Character style" label on one line beside its choice, in Malay and Indonesian', async () => {
    const folded: string[] = [];
    for (const lang of ['ms', 'id', 'it', 'vi']) {
      await openIn(lang, '/settings');
      const label = page
        .getByTestId('premium-controls')
        .locator('.pc-row--choice .settings-row__label, .pc-row:nth-child(2) .settings-row__label');
      await label.first().waitFor();
      // The lines the label's own words take ("Gaya / watak" was two, the Premium tag under them a third).
      const lines = await label.first().evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el.firstChild!);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      if (lines > 1) folded.push(`${lang}: ${await label.first().textContent()} on ${lines} lines`);
    }
    expect(folded).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await openIn('ms', '/settings');
    await page.getByTestId('premium-controls').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await snap(page, 'ms-walk2-04-style-row');
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 60_000);

  it('breaks the Create wizard’s tiles, the questionnaire’s and the gifts’ names only where the word allows', async () => {
    // One character drawn through every step in English; then each step again in each language.
    await page.context().clearCookies({ name: 'i18n_redirected' });
    await drawThroughWizard(page, stack.baseUrl);
    const found: string[] = [];
    // Hindi and Bengali are drawn here in boxes of a missing font, wider than their letters: their
    // breaks would be the boxes', not the words'.
    for (const lang of languages.filter((l) => !['hi', 'bn'].includes(l))) {
      found.push(...(await brokenOnWizardAndQuiz(page, stack.baseUrl, lang)));
      await openIn(lang, '/character/c-sofia');
      await page.getByTestId('start-chat').click();
      await page.getByTestId('msg-her').first().waitFor();
      await page.getByTestId('open-gifts').click();
      await page.getByTestId('gift-trip').waitFor();
      await page.waitForTimeout(400);
      found.push(...(await brokenWords('.gift-tile__name')).map((w) => `${lang} gifts: ${w}`));
      if (lang === 'uk') await snap(page, 'uk-walk2-05-gifts');
      await page.keyboard.press('Escape');
    }
    // Italian 'Dominazion|e', 'Orsacchiot|to', Ukrainian 'Домінуванн|я', 'Однокласни|ця', Malay
    // 'Jambanga|n bunga', Portuguese 'Exibicionism|o' and others broke between two letters.
    expect(found).toEqual([]);
    await openIn('it', '/my-roles/create?step=kinks');
    await snap(page, 'it-walk2-06-kinks');
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 300_000);

  it('cuts a chat field’s hint too long for it with an ellipsis, not in the middle of a letter, and wraps what is typed', async () => {
    const cut: string[] = [];
    for (const lang of ['pt', 'id', 'vi', 'uk']) {
      await openIn(lang, '/character/c-natalia');
      await page.getByTestId('start-chat').click();
      const input = page.getByTestId('composer-input');
      await input.waitFor();
      const drawn = await input.evaluate((el: HTMLTextAreaElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { wider: ctx.measureText(el.placeholder).width > room, line: style.whiteSpace, end: style.textOverflow };
      });
      // 'Повідомлення для Natalia Sokolova' is wider than the field on a phone: one line, then '…'.
      if (!drawn.wider || drawn.line !== 'nowrap' || drawn.end !== 'ellipsis') cut.push(`${lang}: ${JSON.stringify(drawn)}`);
      await input.fill('Привіт! Як минув твій день? Розкажи мені все, що сталося сьогодні');
      const typed = await input.evaluate((el) => getComputedStyle(el).whiteSpace);
      if (typed === 'nowrap') cut.push(`${lang}: typed text on one line`);
      await input.fill('');
    }
    expect(cut).toEqual([]);
    await openIn('uk', '/chat/c-natalia');
    await page.getByTestId('composer-input').waitFor();
    await snap(page, 'uk-walk2-07-composer-hint');
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 90_000);

  it('calls a character by one gender in Portuguese, as the tab bar does (Meus personagens)', async () => {
    const found: string[] = [];
    for (const path of ['/settings', '/services/inbox', '/services/orders', '/my-roles']) {
      await openIn('pt', path);
      await page.waitForTimeout(1200);
      const text = await page.locator('body').innerText();
      if (['/settings', '/my-roles'].includes(path)) expect(text, path).toContain('Meus personagens');
      for (const m of text.matchAll(/\b(da|das|uma|esta|minhas|suas|todas as) personage\w*/giu)) found.push(`${path}: ${m[0]}`);
    }
    // Settings read "Estilo da personagem" and the orders page "Pedidos das minhas personagens"
    // above a tab bar saying "Meus personagens".
    expect(found).toEqual([]);
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 60_000);

  it('writes the Premium page’s big figures the way the language does, each inside its tile', async () => {
    const shown: Record<string, string[]> = {};
    const spill: string[] = [];
    for (const lang of languages) {
      await openIn(lang, '/premium');
      const figures = page.getByTestId('trust-figures').locator('.pp-trust__figure');
      await figures.first().waitFor();
      shown[lang] = (await figures.allTextContents()).map((f) => f.replace(/\s/g, ' '));
      spill.push(
        ...(
          await figures.evaluateAll((els) =>
            els.flatMap((el) => {
              const tile = el.parentElement!.getBoundingClientRect();
              const box = el.getBoundingClientRect();
              return box.left < tile.left || box.right > tile.right ? [el.textContent] : [];
            }),
          )
        ).map((f) => `${lang}: ${f}`),
      );
    }
    // They read '37M, 1.5B, 72M' in every language: an English B and an English decimal point.
    expect([shown.pt, shown.uk, shown.it]).toEqual([
      ['37 mi', '1,5 bi', '72 mi', '97%', '3+'],
      ['37 млн', '1,5 млрд', '72 млн', '97%', '3+'],
      ['37 Mln', '1,5 Mld', '72 Mln', '97%', '3+'],
    ]);
    expect(spill).toEqual([]);
    await openIn('uk', '/premium');
    await page.getByTestId('trust-figures').scrollIntoViewIfNeeded();
    await snap(page, 'uk-walk2-08-trust-figures');
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 60_000);

  it('names a post one way on the Ukrainian Desire page: допис, as its hint and the Home banner do', async () => {
    await page.evaluate(() => localStorage.removeItem('guideMarkers'));
    await openIn('uk', '/desire');
    await page.locator('.post').first().waitFor();
    await page.waitForTimeout(800);
    const text = await page.locator('body').innerText();
    expect(text).toContain('допис');
    // The tab said "Відвертий пост" above a hint asking to "вподобати допис".
    expect(text.match(/(?<![\p{L}])пост(?![\p{L}])/giu) ?? []).toEqual([]);
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 60_000);

  it('writes the placeholder name an email sign-in gets ("User AB12") in the page’s language', async () => {
    const names: Record<string, string> = {};
    for (const lang of ['it', 'uk', 'vi']) {
      await openIn(lang, '/settings');
      names[lang] = await page.getByTestId('profile-nick').innerText();
    }
    expect(names.it).toMatch(/^Utente [0-9A-Z]{4}$/);
    expect(names.uk).toMatch(/^Користувач [0-9A-Z]{4}$/);
    expect(names.vi).toMatch(/^Người dùng [0-9A-Z]{4}$/);
    await page.context().clearCookies({ name: 'i18n_redirected' });
  }, 60_000);
});
