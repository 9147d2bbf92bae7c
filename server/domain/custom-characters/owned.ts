import type { Db } from '../../db/connect.js';
import { readList } from '../../db/json-text.js';
import type { CharacterRow, CustomCharacterTable, UserRow } from '../../db/database.js';
import type { CustomCharacter, CustomCharacterListItem } from '../../../shared/schemas/custom-character.js';
import { energy } from '../../../shared/constants.js';
import { notFound } from '../../errors.js';
import { mediaUrl } from '../catalogue.js';
import { newId } from '../ids.js';

export interface Owned {
  c: CharacterRow;
  extra: CustomCharacterTable;
}

/** The user's own custom character; anyone else's answers exactly like a missing one. */
export async function ownCharacter(db: Db, user: UserRow, id: string): Promise<Owned> {
  const c = await db.selectFrom('characters').selectAll().where('id', '=', id).where('owner_id', '=', user.id).executeTakeFirst();
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

/** Link tags by name; a custom tag becomes a tag of category `custom`. */
export async function setTags(trx: Db, characterId: string, names: readonly string[]): Promise<void> {
  await trx.deleteFrom('character_tags').where('character_id', '=', characterId).execute();
  for (const name of [...new Set(names.map((n) => n.trim()).filter(Boolean))]) {
    let tag = await trx.selectFrom('tags').select('id').where('name', '=', name).executeTakeFirst();
    if (!tag) {
      await trx
        .insertInto('tags')
        .values({ id: newId('t'), name, category: 'custom', recommended: 0, sort: 1000 })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      tag = await trx.selectFrom('tags').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    }
    await trx.insertInto('character_tags').values({ character_id: characterId, tag_id: tag.id }).execute();
  }
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
