import type { Db } from '../../db/connect.js';
import { readList } from '../../db/json-text.js';
import type { CharacterRow, CustomCharacterTable, UserRow } from '../../db/database.js';
import type { CustomCharacter, CustomCharacterListItem } from '../../../shared/schemas/custom-character.js';
import { energy } from '../../../shared/constants.js';
import { badParams, notFound } from '../../errors.js';
import { mediaUrl } from '../catalogue.js';
import { newId } from '../ids.js';

export interface Owned {
  c: CharacterRow;
  extra: CustomCharacterTable;
}

/** The user's own custom character; anyone else's answers exactly like a missing one. */
export async function ownCharacter(db: Db, user: UserRow, id: string): Promise<Owned> {
  // A character she deleted that is kept for its buyers is not hers any more (delete.ts).
  const c = await db
    .selectFrom('characters')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', user.id)
    .where('delete_time', 'is', null)
    .executeTakeFirst();
  const extra = c && (await db.selectFrom('custom_characters').selectAll().where('character_id', '=', id).executeTakeFirst());
  if (!c || !extra) throw notFound('Character');
  return { c, extra };
}

export function toListItem({ c, extra }: Owned): CustomCharacterListItem {
  return {
    id: c.id,
    name: c.name,
    style: c.style,
    avatar: mediaUrl(c.avatar),
    cover: mediaUrl(c.cover),
    state: c.state,
    visibility: c.visibility,
    release: c.release,
    progress: extra.progress,
    failReason: extra.fail_reason,
    createTime: c.create_time,
  };
}

/** The owner's view: every field, and the owner's own pictures in the clear. */
export async function toDetail(db: Db, owned: Owned): Promise<CustomCharacter> {
  const { c, extra } = owned;
  const [tags, photos] = await Promise.all([
    db
      .selectFrom('character_tags')
      .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
      .select('tags.name')
      .where('character_tags.character_id', '=', c.id)
      .orderBy('tags.sort')
      .execute(),
    db.selectFrom('photos').selectAll().where('character_id', '=', c.id).where('in_chat', '=', 0).orderBy('sort').execute(),
  ]);
  return {
    ...toListItem(owned),
    mode: extra.mode,
    prompt: extra.prompt,
    gender: c.gender,
    age: c.age,
    ethnicity: c.ethnicity,
    eyeColor: c.eye_color,
    hairstyle: c.hairstyle,
    hairColor: c.hair_color,
    body: c.body,
    breast: c.breast,
    hip: c.hip,
    clothing: c.clothing,
    kinks: readList(c.kinks),
    occupation: c.occupation,
    personality: c.personality,
    relationship: c.relationship,
    description: c.description,
    greeting: c.greeting,
    alternateGreetings: readList(extra.alternate_greetings),
    scenario: extra.scenario,
    tags: tags.map((t) => t.name),
    cost: c.cost,
    customType: c.custom_type,
    updateTime: c.update_time,
    photos: photos.map((p) => ({
      id: p.id,
      characterId: c.id,
      url: mediaUrl(p.file),
      blurred: false,
      locked: false,
      unlockPrice: energy.unlockCoinCost,
      width: p.width,
      height: p.height,
      likeCount: p.like_count,
    })),
  };
}

/** Tags one character has at most (the create and edit calls refuse more: docs/api.md). */
export const TAGS_MAX = 10;

/** The tag's id by name, made as a `custom` tag when new; the row stays locked to this transaction. */
async function lockedTag(trx: Db, name: string): Promise<string> {
  const row = await trx
    .insertInto('tags')
    .values({ id: newId('t'), name, category: 'custom', recommended: 0, sort: 1000 })
    // Touching the row locks it: a concurrent drop of the word waits for this link (dropUnusedTags).
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The character's tags become exactly `names` (in the caller's transaction): the links it had are
 * replaced, and a user's own word (category `custom`) that no character has any more is deleted,
 * so the tag table holds only words in use. More than TAGS_MAX distinct tags is refused before
 * anything is written. Every word involved is locked in name order, so two edits sharing a word
 * neither deadlock nor drop a word the other just linked.
 */
export async function setTags(trx: Db, characterId: string, names: readonly string[]): Promise<void> {
  const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (wanted.length > TAGS_MAX) throw badParams(`At most ${TAGS_MAX} tags`);
  const had = await trx
    .selectFrom('character_tags')
    .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
    .select('tags.name')
    .where('character_tags.character_id', '=', characterId)
    .execute();
  const ids = new Map<string, string>();
  for (const name of [...new Set([...wanted, ...had.map((h) => h.name)])].sort()) ids.set(name, await lockedTag(trx, name));
  await trx.deleteFrom('character_tags').where('character_id', '=', characterId).execute();
  if (wanted.length)
    await trx
      .insertInto('character_tags')
      .values(wanted.map((name) => ({ character_id: characterId, tag_id: ids.get(name)! })))
      .execute();
  await dropUnusedTags(
    trx,
    had.filter((h) => !wanted.includes(h.name)).map((h) => ids.get(h.name)!),
  );
}

/** Deletes those of `tagIds` that are users' own words no character has (the catalogue's own tags stay). */
export async function dropUnusedTags(trx: Db, tagIds: readonly string[]): Promise<void> {
  if (!tagIds.length) return;
  await trx
    .deleteFrom('tags')
    .where('id', 'in', [...tagIds])
    .where('category', '=', 'custom')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('character_tags').select('tag_id').whereRef('character_tags.tag_id', '=', 'tags.id'))))
    .execute();
}

/** Every free text of a character, as the content policy reads it. */
export function textsOf(
  c: Pick<CharacterRow, 'name' | 'description' | 'greeting'>,
  extra: Pick<CustomCharacterTable, 'prompt' | 'personality_text' | 'scenario' | 'alternate_greetings'>,
  tags: readonly string[],
) {
  return {
    name: c.name,
    description: c.description,
    greeting: c.greeting,
    prompt: extra.prompt,
    personality: extra.personality_text,
    scenario: extra.scenario,
    alternateGreetings: readList(extra.alternate_greetings),
    tags,
  };
}
