import type { Db } from '../db/connect.js';
import { DEFAULT_LOCALE } from '../../shared/locales.js';

/**
 * Catalogue texts in the viewer's language: rows of `character_texts` / `script_texts` laid over
 * the English ones, field by field, so a missing translation shows the English text.
 */
export async function inLocaleCharacters<T extends { id: string; intro: string; description: string; greeting: string }>(
  db: Db,
  rows: T[],
  locale: string,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const texts = await db
    .selectFrom('character_texts')
    .selectAll()
    .where('locale', '=', locale)
    .where('character_id', 'in', rows.map((r) => r.id))
    .execute();
  const byId = new Map(texts.map((t) => [t.character_id, t]));
  return rows.map((r) => {
    const t = byId.get(r.id);
    return t ? { ...r, intro: t.intro || r.intro, description: t.description || r.description, greeting: t.greeting || r.greeting } : r;
  });
}

export async function inLocaleScripts<T extends { id: string; title: string; description: string; opening: string }>(
  db: Db,
  rows: T[],
  locale: string,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const texts = await db
    .selectFrom('script_texts')
    .selectAll()
    .where('locale', '=', locale)
    .where('script_id', 'in', rows.map((r) => r.id))
    .execute();
  const byId = new Map(texts.map((t) => [t.script_id, t]));
  return rows.map((r) => {
    const t = byId.get(r.id);
    return t ? { ...r, title: t.title || r.title, description: t.description || r.description, opening: t.opening || r.opening } : r;
  });
}

/** Story titles by id in the viewer's language, for lists that show only the title. */
export async function scriptTitles(db: Db, ids: string[], locale: string): Promise<Map<string, string>> {
  if (locale === DEFAULT_LOCALE || ids.length === 0) return new Map();
  const rows = await db.selectFrom('script_texts').select(['script_id', 'title']).where('locale', '=', locale).where('script_id', 'in', ids).execute();
  return new Map(rows.filter((r) => r.title).map((r) => [r.script_id, r.title]));
}
