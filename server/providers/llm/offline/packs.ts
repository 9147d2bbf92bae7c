import { ar } from './ar.js';
import { bn } from './bn.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { kk } from './kk.js';
import { ko } from './ko.js';
import { ms } from './ms.js';
import { my } from './my.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { ta } from './ta.js';
import { tr } from './tr.js';
import type { LanguagePack } from './types.js';
import { uk } from './uk.js';
import { vi } from './vi.js';
import { zhHant } from './zh-hant.js';
import { zh } from './zh.js';

/**
 * Every language the offline engine writes; English first as the fallback. A locale without a
 * pack here (shared/locales.ts may list one before its pack exists) is answered in English.
 */
export const allPacks: readonly LanguagePack[] = [
  en,
  zh,
  zhHant,
  ru,
  pt,
  id,
  es,
  ms,
  vi,
  my,
  it,
  fr,
  tr,
  ar,
  de,
  hi,
  ta,
  ja,
  ko,
  uk,
  bn,
  pl,
  kk,
];

const byCode = new Map(allPacks.map((p) => [p.code, p]));

/** The pack for a locale code (`pt-BR` → pt, `zh-TW` → zh-hant), English when unknown. */
export function packFor(lang: string | undefined): LanguagePack {
  const code = (lang ?? 'en').toLowerCase().replace('_', '-');
  if (code === 'zh-tw' || code === 'zh-hk' || code === 'zh-mo') return zhHant;
  return byCode.get(code) ?? byCode.get(code.split('-')[0]!) ?? en;
}
