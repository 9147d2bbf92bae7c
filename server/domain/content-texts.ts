import type { Db } from '../db/connect.js';
import { DEFAULT_LOCALE } from '../../shared/locales.js';

/**
 * Catalogue texts in the viewer's language: rows of `character_texts` / `script_texts` laid over
 * the English ones, field by field, so a missing translation shows the English text.
 */
function laidOver<T extends { id: string }, F extends keyof T & string>(
  rows: T[],
  texts: Array<{ id: string } & Record<F, string>>,
  fields: readonly F[],
): T[] {
  const byId = new Map(texts.map((t) => [t.id, t]));
  return rows.map((r) => {
    const t = byId.get(r.id);
    if (!t) return r;
    const out = { ...r };
    for (const f of fields) if (t[f]) (out as Record<F, unknown>)[f] = t[f];
    return out;
  });
}

export async function inLocaleCharacters<T extends { id: string; intro: string; description: string; greeting: string }>(
  db: Db,
  rows: T[],
  locale: string,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const texts = await db
    .selectFrom('character_texts')
    .select(['character_id as id', 'intro', 'description', 'greeting'])
    .where('locale', '=', locale)
    .where(
      'character_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return laidOver(rows, texts, ['intro', 'description', 'greeting'] as const);
}

export async function inLocaleScripts<T extends { id: string; title: string; description: string; opening: string }>(
  db: Db,
  rows: T[],
  locale: string,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const texts = await db
    .selectFrom('script_texts')
    .select(['script_id as id', 'title', 'description', 'opening'])
    .where('locale', '=', locale)
    .where(
      'script_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return laidOver(rows, texts, ['title', 'description', 'opening'] as const);
}

/** One character's texts in the language (a page, a bot card). */
export const inLocaleCharacter = async <T extends { id: string; intro: string; description: string; greeting: string }>(
  db: Db,
  row: T,
  locale: string,
): Promise<T> => (await inLocaleCharacters(db, [row], locale))[0]!;

/** One story's texts in the language. */
export const inLocaleScript = async <T extends { id: string; title: string; description: string; opening: string }>(
  db: Db,
  row: T,
  locale: string,
): Promise<T> => (await inLocaleScripts(db, [row], locale))[0]!;

/** Story titles by id in the viewer's language, for lists that show only the title. */
export async function scriptTitles(db: Db, ids: string[], locale: string): Promise<Map<string, string>> {
  if (locale === DEFAULT_LOCALE || ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('script_texts')
    .select(['script_id', 'title'])
    .where('locale', '=', locale)
    .where('script_id', 'in', ids)
    .execute();
  return new Map(rows.filter((r) => r.title).map((r) => [r.script_id, r.title]));
}
