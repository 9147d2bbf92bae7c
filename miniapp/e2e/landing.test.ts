import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page } from 'playwright-core';
import { explainFailures, logIn, newPhonePage, openChromium, shots, startSeededServer, type Stack } from './harness.js';

/**
 * Every way in, in Chromium against the real server: a landing page's onboarding quiz (twelve
 * questions, one screen each) → the matched characters → one tap into her chat (the visitor tour),
 * and after signing up the home list recommends by the answers;
 * the questionnaire pays +50 coins once (a second submission pays nothing); after logging out, a
 * visitor who came from a landing is taken to the character list. Screenshots in English and Arabic.
 */

let stack: Stack;
let browser: Browser;
let page: Page;
explainFailures(() => ({ stack, page }));

/** The quiz's answers by question, in order; the `multi` ones (arrays) go on with Next. */
const answers: [string, string | string[]][] = [
  ['body', 'curvy'],
  ['ethnicity', 'latina'],
  ['hair', 'brown'],
  ['eyes', 'green'],
  ['specifics', ['long-hair', 'wide-hips']],
  ['personality', 'lover'],
  ['kinks', ['romantic', 'teasing', 'roleplay']],
  ['scenarios', ['girlfriend']],
  ['libidoLevel', 'passionate'],
  ['kinkOpenness', 'curious'],
  ['nudityComfort', 'tasteful'],
  ['goal', 'romance'],
];

/** Screenshots without toasts over the screen, once the step's entrance animation has ended. */
async function shot(name: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  for (const toast of await page.getByTestId('toast').all()) await toast.click({ timeout: 1000 }).catch(() => undefined);
  await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 4000 });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** Answers the twelve questions, checking the counter, the back button and the limit of three. */
async function answerQuiz(quiz: string, screenshotAt?: { step: string; name: string }) {
  await page.getByTestId(quiz).waitFor();
  for (const [i, [question, answer]] of answers.entries()) {
    await page.locator(`[data-question="${question}"]`).waitFor();
    await expect(page.getByTestId('quiz-count').textContent()).resolves.toBe(`${i + 1}/12`);
    if (screenshotAt?.step === question) await shot(screenshotAt.name);
    if (Array.isArray(answer)) {
      for (const a of answer) await page.getByTestId(`quiz-option-${a}`).click();
      // At most three: a fourth kink stays off.
      if (question === 'kinks') {
        await page.getByTestId('quiz-option-feet').click();
        await expect(page.getByTestId('quiz-option-feet').getAttribute('aria-checked')).resolves.toBe('false');
      }
      await page.getByTestId('quiz-next').click();
    } else {
      await page.getByTestId(`quiz-option-${answer}`).click();
    }
    // Once, early: back returns to the previous question with its answer kept, then on again.
    if (question === 'ethnicity') {
      await page.getByTestId('quiz-back').click();
      await page.locator('[data-question="ethnicity"]').waitFor();
      await expect(page.getByTestId('quiz-option-latina').getAttribute('aria-checked')).resolves.toBe('true');
      await page.getByTestId('quiz-option-latina').click();
    }
  }
}

describe('landing quiz and questionnaire in Chromium', () => {
  beforeAll(async () => {
    browser = await openChromium();
    stack = await startSeededServer();
    ({ page } = await newPhonePage(browser));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('landing quiz → matched characters → one tap into her chat (tour) → sign-up keeps the answers', async () => {
    await page.goto(`${stack.baseUrl}/landing/role1`);
    await page.getByTestId('landing-start-quiz').waitFor();
    await shot('landing-intro-en');
    await page.getByTestId('landing-start-quiz').click();
    await answerQuiz('landing-quiz', { step: 'body', name: 'landing-quiz-en' });

    await page.getByTestId('landing-matches').waitFor();
    const matches = page.getByTestId('landing-match');
    await matches.first().waitFor();
    await expect(matches.count()).resolves.toBe(3);
    await page
      .locator('.match-card__img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    await shot('landing-matches-en');
    const name = (await matches.first().getAttribute('aria-label'))!.replace(/^Chat with /, '');

    // A visitor takes the tour with her at once: her chat, free messages, no sign-up yet.
    await matches.first().click();
    await page.waitForURL(/\/tour\/chat\/[^/]+$/);
    await page.getByTestId('tour-conversation').waitFor();
    await expect(page.getByTestId('conversation-head').textContent()).resolves.toContain(name);
    await page.getByTestId('composer-input').waitFor();
    const replies = await page.getByTestId('msg-her').count();
    await page.getByTestId('composer-input').fill('Hi! The quiz says we match.');
    await page.getByTestId('send').click();
    await page.getByTestId('msg-user').last().waitFor();
    await expect.poll(() => page.getByTestId('msg-her').count(), { timeout: 30_000 }).toBeGreaterThan(replies);
    await shot('landing-tour-chat-en');

    // Signing up keeps the answers: the home list recommends her first.
    await logIn(stack, page, 'landing.visitor@example.com', { from: 'settings' });
    await page.goto(`${stack.baseUrl}/`);
    await expect(page.getByTestId('character-card').first().getAttribute('aria-label')).resolves.toMatch(new RegExp(`^${name}, \\d+$`));
  }, 120_000);

  it('questionnaire pays +50 coins once; a second submission pays nothing', async () => {
    await page.goto(`${stack.baseUrl}/coins`);
    await page.getByTestId('questionnaire-entry').click();
    await answerQuiz('questionnaire-quiz', { step: 'kinks', name: 'questionnaire-en' });
    await page.getByTestId('questionnaire-done').waitFor();
    await expect(page.getByTestId('questionnaire-reward').textContent()).resolves.toBe('+50');
    await expect(page.getByTestId('questionnaire-balance').textContent()).resolves.toBe('Your balance: 50 coins');
    await shot('questionnaire-done-en');

    await page.goto(`${stack.baseUrl}/settings`);
    await expect(page.getByTestId('profile-coins').textContent()).resolves.toBe('50');

    await page.goto(`${stack.baseUrl}/questionnaire`);
    await answerQuiz('questionnaire-quiz');
    await page.getByTestId('questionnaire-already').waitFor();
    await page.goto(`${stack.baseUrl}/settings`);
    await expect(page.getByTestId('profile-coins').textContent()).resolves.toBe('50');
  }, 120_000);

  it('after logging out, a visitor who came from a landing goes to the character list (Roles)', async () => {
    await page.goto(`${stack.baseUrl}/settings`);
    await page.getByTestId('logout').click();
    await page.getByTestId('confirm-modal').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    await page.getByTestId('character-card').first().waitFor();
  }, 60_000);

  it('a visitor answers the questionnaire first, then signs in to collect the coins', async () => {
    await page.goto(`${stack.baseUrl}/questionnaire`);
    await page.getByTestId('questionnaire-quiz').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('login-popup').count()).toBe(0);
    await answerQuiz('questionnaire-quiz');
    expect(await page.getByTestId('questionnaire-sign-in').count()).toBe(1);
    await logIn(stack, page, 'questionnaire.visitor@example.com', { from: 'open' });
    await page.getByTestId('questionnaire-done').waitFor();
    await expect(page.getByTestId('questionnaire-reward').textContent()).resolves.toBe('+50');
    await expect(page.getByTestId('questionnaire-balance').textContent()).resolves.toBe('Your balance: 50 coins');
  }, 120_000);

  it('shows the quiz, the matches and the questionnaire in Arabic, right to left', async () => {
    await page.goto(`${stack.baseUrl}/ar/landing`);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await page.getByTestId('landing-start-quiz').click();
    await page.locator('[data-question="body"]').waitFor();
    await shot('landing-quiz-ar');
    await page.getByTestId('quiz-option-curvy').click();
    await page.getByTestId('quiz-option-arab').click();
    await shot('landing-quiz-hair-ar');
    for (const [, a] of answers.slice(2)) {
      if (Array.isArray(a)) {
        for (const x of a) await page.getByTestId(`quiz-option-${x}`).click();
        await page.getByTestId('quiz-next').click();
      } else await page.getByTestId(`quiz-option-${a}`).click();
    }
    await page.getByTestId('landing-match').first().waitFor();
    await page
      .locator('.match-card__img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    await shot('landing-matches-ar');
    await page.goto(`${stack.baseUrl}/ar/questionnaire`);
    await page.getByTestId('questionnaire-quiz').waitFor();
    await shot('questionnaire-ar');
  }, 60_000);
});
