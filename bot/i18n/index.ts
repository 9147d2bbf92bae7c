import { DEFAULT_LOCALE, extraLocales, findLocale, locales, matchLocale } from '../../shared/locales.js';
import type { Messages } from './messages.js';
import { en } from './locales/en.js';
import { ar } from './locales/ar.js';
import { zh } from './locales/zh.js';
import { zhHant } from './locales/zh-hant.js';
import { ru } from './locales/ru.js';
import { uk } from './locales/uk.js';
import { es } from './locales/es.js';
import { pt } from './locales/pt.js';
import { fr } from './locales/fr.js';
import { de } from './locales/de.js';
import { it } from './locales/it.js';
import { tr } from './locales/tr.js';
import { ja } from './locales/ja.js';
import { ko } from './locales/ko.js';
import { id } from './locales/id.js';
import { ms } from './locales/ms.js';
import { vi } from './locales/vi.js';
import { my } from './locales/my.js';
import { hi } from './locales/hi.js';
import { ta } from './locales/ta.js';
import { bn } from './locales/bn.js';
import { pl } from './locales/pl.js';
import { kk } from './locales/kk.js';

export type { Messages } from './messages.js';

/** Keyed by our locale codes; the type makes a missing language a compile error. */
const tables = {
  en,
  ar,
  zh,
  'zh-hant': zhHant,
  ru,
  uk,
  es,
  pt,
  fr,
  de,
  it,
  tr,
  ja,
  ko,
  id,
  ms,
  vi,
  my,
  hi,
  ta,
  bn,
  pl,
  kk,
} satisfies Record<string, Messages>;

export type BotLocale = keyof typeof tables;

/** Every language the bot speaks: the route locales plus the extra ones (uk, bn, pl, kk), in the registry's order. */
export const botLocales = [...locales, ...extraLocales].filter((l) => l.code in tables);

export const isBotLocale = (code: string): code is BotLocale => code in tables;

export function messagesFor(code: string): Messages {
  return isBotLocale(code) ? tables[code] : tables.en;
}

/** Our stored `users.lang` first, then Telegram's `language_code`, then English. */
export function resolveLocale(stored: string | null | undefined, telegramCode: string | undefined): BotLocale {
  if (stored && isBotLocale(stored)) return stored;
  const matched = matchLocale(telegramCode);
  return matched && isBotLocale(matched) ? matched : (DEFAULT_LOCALE as BotLocale);
}

/** A date as people of that language write it (`22 November 2026`, `2026年11月22日`). */
export function formatDate(code: string, at: number): string {
  const iso = findLocale(code)?.iso ?? 'en-US';
  return new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}
