import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { CharacterRow, UserRow } from '../../db/database.js';
import type { Style } from '../../../shared/enums.js';
import type { MeetCard } from '../../../shared/schemas/meet.js';
import { coversFor, mediaUrl } from '../catalogue.js';
import { inLocaleCharacters } from '../content-texts.js';

/** Meet cards of these characters, in their order and the viewer's language. `likesYou` only for Premium eyes. */
export async function meetCards(
  db: Db,
  rows: (CharacterRow & { likes_you?: unknown })[],
  viewer: UserRow,
  premium: boolean,
  locale: string,
  now: number,
): Promise<MeetCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [texts, covers, tagRows] = await Promise.all([
    inLocaleCharacters(db, rows, locale),
    coversFor(db, rows, viewer, now),
    db
      .selectFrom('character_tags')
      .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
      .select(['character_tags.character_id as cid', 'tags.name as name'])
      .where('character_tags.character_id', 'in', ids)
      .orderBy('tags.sort')
      .execute(),
  ]);
  const tags = new Map<string, string[]>();
  for (const t of tagRows) tags.set(t.cid, [...(tags.get(t.cid) ?? []), t.name]);
  return texts.map((r) => ({
    id: r.id,
    name: r.name,
    age: r.age,
    style: r.style as Style,
    avatar: mediaUrl(r.avatar),
    cover: mediaUrl(covers.get(r.id) ?? ''),
    tags: tags.get(r.id) ?? [],
    intro: r.intro,
    chatCount: r.chat_count,
    likeCount: r.like_count,
    createTime: r.create_time,
    occupation: r.occupation,
    personality: r.personality,
    ethnicity: r.ethnicity,
    likesYou: premium && truthy(r.likes_you),
  }));
}

/** A boolean read back from SQL: 1/0 on SQLite, true/false on PostgreSQL. */
export const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't';

/** Characters the user has not liked or passed (`decided`: 'none'), or has passed ('passed'). */
export const notDecidedBy = (userId: string) =>
  sql<boolean>`not exists (select 1 from meet_likes ml where ml.user_id = ${userId} and ml.target_id = characters.id)`;
/** Not someone the user already talks with (has written to in a chat): she is no stranger to meet. */
export const notChattingWith = (userId: string) =>
  sql<boolean>`not exists (select 1 from sessions cs join messages cm on cm.session_id = cs.id where cs.user_id = ${userId} and cs.character_id = characters.id and cm.role = 'user')`;
export const passedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from meet_likes ml where ml.user_id = ${userId} and ml.target_id = characters.id and ml.value = -1)`;
