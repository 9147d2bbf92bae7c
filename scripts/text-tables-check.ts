import { allLocaleCodes } from '../shared/locales.js';
import { isBotLocale, messagesFor } from '../bot/i18n/index.js';
import { starsTexts } from '../bot/i18n/stars-texts.js';
import { mailTranslations, type MailTexts } from '../server/domain/accounts/mail-translations.js';
import { premiumReviews } from '../server/domain/orders/carousel.js';
import { reviewTranslations } from '../server/domain/orders/carousel-translations.js';
import { errorTranslationProblems } from '../server/http/error-translations.js';

export interface TextProblem {
  locale: string;
  where: string;
  problem: string;
}

/**
 * Sample arguments for the texts written as functions: distinctive values, so a translation that
 * drops one (a name, a code, a number) is caught by looking for it in the output.
 */
const sample = {
  name: 'Zoë',
  brand: 'Brandix',
  email: 'help@brandix.test',
  title: 'Moonlit',
  text: 'Hi there',
  date: '2031-07-09',
  coins: 7,
  balance: 13,
  cost: 29,
  stars: 31,
  days: 7,
  energy: 17,
};

const shown = (locale: string, n: number) => [String(n), n.toLocaleString(locale), new Intl.NumberFormat(locale).format(n)];

/** Which sample values a function-text of English shows; a translation must show the same ones. */
function lostArguments(locale: string, en: (p: typeof sample) => string, tr: (p: typeof sample) => string): string[] {
  const english = en(sample);
  const out = tr(sample);
  const lost: string[] = [];
  for (const [key, value] of Object.entries(sample)) {
    if (!english.includes(String(value))) continue;
    const forms = typeof value === 'number' ? shown(locale, value) : [value];
    if (!forms.some((f) => out.includes(f))) lost.push(key);
  }
  return lost;
}

/** The bot's table of every language: present, nothing empty, every argument kept. */
function botProblems(): TextProblem[] {
  const problems: TextProblem[] = [];
  const en = messagesFor('en');
  for (const locale of allLocaleCodes) {
    if (!isBotLocale(locale)) {
      problems.push({ locale, where: 'bot', problem: 'no bot table (bot/i18n/locales)' });
      continue;
    }
    const m = messagesFor(locale);
    // The Stars texts (bot/i18n/stars-texts.ts) are held to the same rule.
    const tables: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ['bot', en as unknown as Record<string, unknown>, m as unknown as Record<string, unknown>],
      ['bot stars', starsTexts('en') as unknown as Record<string, unknown>, starsTexts(locale) as unknown as Record<string, unknown>],
      // The bot chat's texts (messages.dm) too.
      ['bot dm', en.dm as unknown as Record<string, unknown>, m.dm as unknown as Record<string, unknown>],
    ];
    for (const [where, enTable, table] of tables)
      for (const key of Object.keys(enTable)) {
        const [a, b] = [enTable[key], table[key]];
        if (key === 'dm') continue; // a table of its own, checked as 'bot dm'
        if (typeof b === 'string' ? !b.trim() : typeof b !== 'function')
          problems.push({ locale, where: `${where} ${key}`, problem: 'missing or empty' });
        else if (typeof a === 'function' && typeof b === 'function') {
          const lost = lostArguments(locale, a as (p: typeof sample) => string, b as (p: typeof sample) => string);
          if (lost.length) problems.push({ locale, where: `${where} ${key}`, problem: `loses ${lost.join(', ')}` });
        }
      }
  }
  return problems;
}

/** The login mail of every language: present, brand and code kept. */
function mailProblems(): TextProblem[] {
  const problems: TextProblem[] = [];
  const tables = mailTranslations as Record<string, MailTexts>;
  for (const locale of allLocaleCodes) {
    const m = tables[locale];
    if (!m) {
      problems.push({ locale, where: 'mail', problem: 'no login mail texts (server/domain/accounts/mail-translations.ts)' });
      continue;
    }
    if (!m.linkSubject('Brandix').includes('Brandix')) problems.push({ locale, where: 'mail linkSubject', problem: 'loses the brand' });
    const subject = m.codeSubject('Brandix', '482913');
    if (!subject.includes('Brandix') || !subject.includes('482913'))
      problems.push({ locale, where: 'mail codeSubject', problem: 'loses the brand or the code' });
    for (const key of ['linkIntro', 'codeIntro'] as const) {
      if (!m[key]('Brandix').includes('Brandix')) problems.push({ locale, where: `mail ${key}`, problem: 'loses the brand' });
    }
    for (const key of ['logIn', 'orCode', 'linkExpiry', 'codeExpiry'] as const) {
      if (!m[key].trim()) problems.push({ locale, where: `mail ${key}`, problem: 'empty' });
    }
  }
  return problems;
}

/** The Premium page's reviews: all ten in every language. */
function reviewProblems(): TextProblem[] {
  const problems: TextProblem[] = [];
  for (const locale of allLocaleCodes.filter((l) => l !== 'en')) {
    const texts = reviewTranslations[locale];
    const filled = texts?.filter((t) => t.trim()).length ?? 0;
    if (filled !== premiumReviews.length) {
      problems.push({
        locale,
        where: 'reviews',
        problem: `${filled} of ${premiumReviews.length} reviews translated (server/domain/orders/carousel-translations.ts)`,
      });
    }
  }
  return problems;
}

/** Every text table outside the mini-app's catalogs: bot, login mail, reviews, server error messages. */
export function textTableProblems(): TextProblem[] {
  return [...botProblems(), ...mailProblems(), ...reviewProblems(), ...errorTranslationProblems()];
}
