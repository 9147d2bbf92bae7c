import pofile from 'pofile';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messagesFor } from '../bot/i18n/index.js';
import { starsTexts } from '../bot/i18n/stars-texts.js';
import { checkoutTexts } from '../server/providers/payment/checkout-texts.js';
import { errorTexts } from '../server/http/error-texts.js';
import { noticeTexts } from '../server/domain/admin/notice-texts.js';
import { orderNoticeTexts } from '../server/domain/service-orders/notice-texts.js';
import { reviewTranslations } from '../server/domain/orders/carousel-translations.js';
import { refundNoticeTexts } from '../server/domain/orders/refund-notice.js';
import { mailTranslations } from '../server/domain/accounts/mail-translations.js';
import { inCharacterRefusal, pausedText, refusedText } from '../server/domain/moderation/messages.js';

/** Sample arguments for the texts written as functions: any field reads as a number. */
const args = new Proxy({}, { get: (_t, key) => (key === Symbol.toPrimitive ? () => 7 : 7) });

/** Every string a table holds, its functions called with the sample arguments. */
function strings(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === 'string') return [[where, value]];
  if (typeof value === 'function') return strings((value as (a: unknown, b: unknown) => unknown)(args, args), where);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => strings(v, `${where}.${key}`));
  return [];
}

/**
 * Every text a user reads in one language, each with where it lives: the mini-app's catalogue,
 * the bot, the server's checkout, error, notice, refund-notice and moderation texts, the login
 * mail, the Premium reviews. The
 * glossary tests (ta-terms, ar-terms) look through them for a rejected word.
 */
export function localeTexts(code: string): Array<[string, string]> {
  const table = (tables: object) => (tables as Record<string, unknown>)[code];
  const po = pofile.parse(readFileSync(join(import.meta.dirname, '..', 'locales', code, 'messages.po'), 'utf8'));
  return [
    // Obsolete entries (#~) are kept for a later extract but never shown.
    ...po.items
      .filter((item) => !item.obsolete)
      .flatMap((item) => item.msgstr.map((s): [string, string] => [`messages.po "${item.msgid.slice(0, 50)}"`, s])),
    ...strings(messagesFor(code), 'bot'),
    ...strings(starsTexts(code), 'bot stars'),
    ...strings(table(checkoutTexts), 'checkout'),
    ...strings(table(errorTexts), 'errors'),
    ...strings(table(noticeTexts), 'notices'),
    ...strings(table(orderNoticeTexts), 'order notices'),
    ...strings(table(reviewTranslations), 'reviews'),
    ...strings(table(refundNoticeTexts), 'refund notice'),
    ...strings(table(mailTranslations), 'login mail'),
    ['moderation', refusedText(code)],
    ['moderation', pausedText(code, 3)],
    ['moderation', pausedText(code, 3, true)],
    ['moderation', inCharacterRefusal(code)],
  ];
}
