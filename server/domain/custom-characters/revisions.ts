import type { Db } from '../../db/connect.js';
import { jsonText, readJson, readList, type JsonText } from '../../db/json-text.js';
import type { CharacterRow, RevisedPersona } from '../../db/database.js';
import type { CustomCharacter, CustomCharacterListItem } from '../../../shared/schemas/custom-character.js';
import { Release } from '../../../shared/enums.js';
import { setTags } from './owned.js';
import { introOf } from './create.js';
import { tagsByCharacter } from '../catalogue.js';

/**
 * Edits of a released character wait for review (docs/trust-and-safety.md): an operator approved
 * what the public sees, so a later edit is kept here, one per character (the latest save wins),
 * and the character stays as approved until an operator takes the edit. Its owner sees the edit
 * at once, marked as in review.
 */

export const tagsOf = async (db: Db, characterId: string) => (await tagsByCharacter(db, [characterId])).get(characterId) ?? [];

export const personaOf = (c: CharacterRow, tags: string[]): RevisedPersona => ({
  name: c.name,
  description: c.description,
  greeting: c.greeting,
  kinks: readList(c.kinks),
  occupation: c.occupation,
  personality: c.personality,
  relationship: c.relationship,
  tags,
});

/** Always written by keepRevision, so always a whole persona. */
const readPersona = (text: JsonText<RevisedPersona>) => readJson<unknown>(text, null) as RevisedPersona;

export async function pendingRevision(db: Db, characterId: string): Promise<RevisedPersona | undefined> {
  const row = await db.selectFrom('character_revisions').select('persona').where('character_id', '=', characterId).executeTakeFirst();
  return row && readPersona(row.persona);
}

/** The owner's edits of their released characters, by character (for their list). */
export async function pendingRevisions(db: Db, characterIds: string[]): Promise<Map<string, RevisedPersona>> {
  if (!characterIds.length) return new Map();
  const rows = await db
    .selectFrom('character_revisions')
    .select(['character_id', 'persona'])
    .where('character_id', 'in', characterIds)
    .execute();
  return new Map(rows.map((r) => [r.character_id, readPersona(r.persona)]));
}

/** Keep the owner's latest edit for review (replacing one still waiting). */
export async function keepRevision(db: Db, characterId: string, persona: RevisedPersona, now: number): Promise<void> {
  const row = { persona: jsonText(persona), create_time: now };
  await db
    .insertInto('character_revisions')
    .values({ character_id: characterId, ...row })
    .onConflict((oc) => oc.column('character_id').doUpdateSet(row))
    .execute();
}

/**
 * Take the waiting edit off the queue (in the caller's transaction); the one DELETE decides, so of
 * two operators deciding at once one gets it. With `apply`, the character becomes that edit.
 */
export async function settleRevision(trx: Db, characterId: string, apply: boolean, now: number): Promise<RevisedPersona | undefined> {
  const taken = await trx.deleteFrom('character_revisions').where('character_id', '=', characterId).returning('persona').executeTakeFirst();
  if (!taken) return undefined;
  const p = readPersona(taken.persona);
  if (apply) {
    await trx
      .updateTable('characters')
      .set({
        name: p.name,
        description: p.description,
        intro: introOf(p.description),
        greeting: p.greeting,
        kinks: jsonText(p.kinks),
        occupation: p.occupation,
        personality: p.personality,
        relationship: p.relationship,
        update_time: now,
      })
      .where('id', '=', characterId)
      .execute();
    await setTags(trx, characterId, p.tags);
  }
  return p;
}

/** The owner's list shows a character with an edit waiting as the edit, in review. */
export const listItemWithRevision = (item: CustomCharacterListItem, p: RevisedPersona | undefined): CustomCharacterListItem =>
  p ? { ...item, name: p.name, release: Release.test } : item;

/** The owner's view of a character with an edit waiting: every field as edited, in review. */
export const detailWithRevision = (d: CustomCharacter, p: RevisedPersona | undefined): CustomCharacter =>
  p ? { ...d, ...p, release: Release.test } : d;
