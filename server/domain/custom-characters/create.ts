import type { Deps } from '../../deps.js';
import { jsonText } from '../../db/json-text.js';
import type { UserRow } from '../../db/database.js';
import type { CreateCustomCharacter } from '../../../shared/schemas/custom-character.js';
import { CustomCharacterState as State, CustomType, Release, Visibility, Cost } from '../../../shared/enums.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { assertAttributes, assertCharacterTexts } from '../moderation/index.js';
import { newId } from '../ids.js';
import { drawingProcess, launchGeneration, newSeed, settleStaleJobs, startGeneration } from './generation.js';
import { ownCharacter, setTags, textsOf } from './owned.js';
import { defaultNameIn, greetingIn } from './greetings.js';

/** The card's short text: the description, cut at 140 characters. */
export const introOf = (description: string) => (description.length > 140 ? `${description.slice(0, 137).trimEnd()}...` : description);

/**
 * Create a character from the wizard: content policy first (nothing saved on a refusal), then in
 * one transaction the pre-created character (onSubmit), its charge and the move to creating; the
 * pictures are drawn in the background. Answers the state the client polls from. `lang` is the
 * language the creator uses the app in: her greeting is written in it.
 */
export async function createCustomCharacter(deps: Deps, user: UserRow, p: CreateCustomCharacter, lang = user.lang) {
  const now = deps.clock();
  assertAttributes({ gender: p.gender, age: p.age, relationship: p.relationship, clothing: p.clothing, occupation: p.occupation });
  const description = p.description || p.prompt || '';
  // Her first words are in her creator's language, as everything else they read.
  const name = p.name || defaultNameIn(lang);
  const greeting = greetingIn(lang, name, p.relationship);
  const prompt = p.mode === 'prompt' ? (p.prompt ?? '') : '';
  assertCharacterTexts(
    textsOf({ name, description, greeting }, { prompt, personality_text: '', scenario: '', alternate_greetings: jsonText([]) }, p.tags),
  );
  await settleStaleJobs(deps, user.id);

  const id = newId('c');
  const processKey = await drawingProcess(deps);
  const jobId = await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('characters')
      .values({
        id,
        owner_id: user.id,
        name,
        style: p.style,
        gender: p.gender,
        age: p.age,
        ethnicity: p.ethnicity,
        eye_color: p.eyeColor,
        hairstyle: p.hairstyle,
        hair_color: p.hairColor,
        body: p.body,
        breast: p.breast,
        hip: p.hip,
        clothing: p.clothing,
        kinks: jsonText(p.kinks),
        occupation: p.occupation,
        personality: p.personality,
        relationship: p.relationship,
        intro: introOf(description),
        description,
        greeting,
        avatar: '',
        cover: '',
        seed: newSeed(),
        state: State.onSubmit,
        visibility: Visibility.private,
        release: Release.notRelease,
        cost: Cost.free,
        custom_type: CustomType.custom,
        rec_score: 0,
        chat_count: 0,
        like_count: 0,
        source: p.mode,
        create_time: now,
        update_time: now,
      })
      .execute();
    await trx
      .insertInto('custom_characters')
      .values({
        character_id: id,
        mode: p.mode,
        prompt,
        personality_text: '',
        scenario: '',
        alternate_greetings: jsonText([]),
        progress: 0,
        paid_coins: 0,
        fail_reason: '',
        confirmed: 0,
        create_time: now,
      })
      .execute();
    await setTags(trx, id, p.tags);
    return startGeneration(trx, user, { id, mode: p.mode }, now, { processKey });
  });
  launchGeneration(deps, id, jobId);
  return { id, state: State.creating };
}

export type AppearanceChange = Partial<
  Pick<
    CreateCustomCharacter,
    'style' | 'age' | 'ethnicity' | 'eyeColor' | 'hairstyle' | 'hairColor' | 'body' | 'breast' | 'hip' | 'clothing'
  >
>;

/** Draw the pictures again, with changed looks if given; charged like a creation. */
export async function rebuildCustomCharacter(deps: Deps, user: UserRow, id: string, change: AppearanceChange) {
  const now = deps.clock();
  await settleStaleJobs(deps, user.id);
  const { c, extra } = await ownCharacter(deps.db, user, id);
  if (c.state === State.creating) throw new AppError(ErrorCode.alreadyGenerating, ErrorText.alreadyGenerating);
  assertAttributes({
    gender: c.gender,
    age: change.age ?? c.age,
    relationship: c.relationship,
    clothing: change.clothing ?? c.clothing,
    occupation: c.occupation,
  });
  const processKey = await drawingProcess(deps);
  const jobId = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('characters')
      .set({
        style: change.style ?? c.style,
        age: change.age ?? c.age,
        ethnicity: change.ethnicity ?? c.ethnicity,
        eye_color: change.eyeColor ?? c.eye_color,
        hairstyle: change.hairstyle ?? c.hairstyle,
        hair_color: change.hairColor ?? c.hair_color,
        body: change.body ?? c.body,
        breast: change.breast ?? c.breast,
        hip: change.hip ?? c.hip,
        clothing: change.clothing ?? c.clothing,
        update_time: now,
      })
      .where('id', '=', id)
      .execute();
    return startGeneration(trx, user, { id, mode: extra.mode }, now, { processKey });
  });
  launchGeneration(deps, id, jobId);
  return { id, state: State.creating };
}
