/** A creator's social links and verified mark, shown on their published characters' pages. */
import type { Db } from '../../db/connect.js';
import { jsonText, readJson } from '../../db/json-text.js';
import { isVerified } from '../verification.js';
import { isPublished } from '../catalogue.js';

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

/**
 * Of a published character's creator (nothing for the catalogue's own); else of `selfId`. A
 * character under review, refused or private answers like a missing one (nothing) to everyone but
 * its owner: its creator's card must not tell that it exists.
 */
export async function creatorCard(db: Db, characterId: string | undefined, viewerId: string | undefined) {
  let owner: string | undefined = characterId ? undefined : viewerId;
  if (characterId) {
    const c = await db
      .selectFrom('characters')
      .select(['owner_id', 'release', 'visibility'])
      .where('id', '=', characterId)
      .executeTakeFirst();
    if (c?.owner_id && (isPublished(c) || (viewerId !== undefined && c.owner_id === viewerId))) owner = c.owner_id;
  }
  if (!owner) return { links: {}, verified: false };
  const [links, verified] = await Promise.all([linksOf(db, owner), isVerified(db, owner)]);
  return { links, verified };
}
