import { ar } from './ar.js';
import { en } from './en.js';
import type { LanguagePack } from './types.js';
import { zh } from './zh.js';

/** Every language the offline engine writes; English first as the fallback. */
export const allPacks: readonly LanguagePack[] = [en, ar, zh];

const byCode = new Map(allPacks.map((p) => [p.code, p]));

/** The pack for a locale code (`pt-BR` → pt, `zh-TW` → zh-hant), English when unknown. */
export function packFor(lang: string | undefined): LanguagePack {
  const code = (lang ?? 'en').toLowerCase().replace('_', '-');
  if (code === 'zh-hant' || code === 'zh-tw' || code === 'zh-hk' || code === 'zh-mo') return byCode.get('zh-hant') ?? byCode.get('zh')!;
  return byCode.get(code) ?? byCode.get(code.split('-')[0]!) ?? en;
}
