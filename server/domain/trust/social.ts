/** A creator's social links and verified mark, shown on their published characters' pages. */
import type { Db } from '../../db/connect.js';
import { jsonText, readJson } from '../../db/json-text.js';
import { Visibility } from '../../../shared/enums.js';
import { isVerified } from '../verification.js';

export async function linksOf(db: Db, userId: string): Promise<Record<string, string>> {
  const row = await db.selectFrom('social_links').select('links').where('user_id', '=', userId).executeTakeFirst();
  return row ? readJson(row.links, {}) : {};
}

/** Replaces the links: empty or absent networks are dropped. */
export async function saveLinks(
  db: Db,
  userId: string,
  links: Record<string, string | undefined>,
  now: number,
): Promise<Record<string, string>> {
  const kept = Object.fromEntries(Object.entries(links).filter((e): e is [string, string] => !!e[1]));
  await db
    .insertInto('social_links')
    .values({ user_id: userId, links: jsonText(kept), update_time: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ links: jsonText(kept), update_time: now }))
    .execute();
  return kept;
}

/** Of a published character's creator (nothing for the catalogue's own or a private one); else of `selfId`. */
export async function creatorCard(db: Db, characterId: string | undefined, selfId: string | undefined) {
  let owner: string | undefined = selfId;
  if (characterId) {
    const c = await db
      .selectFrom('characters')
      .select('owner_id')
      .where('id', '=', characterId)
      .where('visibility', '=', Visibility.open)
      .executeTakeFirst();
    owner = c?.owner_id ?? undefined;
  }
  if (!owner) return { links: {}, verified: false };
  const [links, verified] = await Promise.all([linksOf(db, owner), isVerified(db, owner)]);
  return { links, verified };
}
