import sharp from 'sharp';
import { jsonText } from '../../db/json-text.js';
import type { Deps } from '../../deps.js';
import type { UserRow } from '../../db/database.js';
import type { EyeColor, HairColor, Hairstyle } from '../../../shared/attributes.js';
import type { Style } from '../../../shared/enums.js';
import { Cost, CustomCharacterState as State, CustomType, Release, Visibility } from '../../../shared/enums.js';
import { limits } from '../../../shared/constants.js';
import { badParams } from '../../errors.js';
import { assertCharacterTexts } from '../moderation/index.js';
import { readAges } from '../moderation/ages.js';
import { plainView } from '../moderation/normalize.js';
import { newId } from '../ids.js';
import { readCard, type CardFields } from './card-file.js';
import { drawingProcess, launchGeneration, newSeed, settleStaleJobs, startGeneration } from './generation.js';
import { setTags } from './owned.js';
import { introIn } from './greetings.js';

const firstOf = <T extends string>(text: string, table: [RegExp, T][], fallback: T): T =>
  table.find(([re]) => re.test(text))?.[1] ?? fallback;

/** Looks the card does not state as attributes, read from its words where it says them. */
function appearanceFrom(f: CardFields) {
  const text = plainView(`${f.description} ${f.personality}`);
  const adult = readAges(text).ages.find((a) => a >= limits.adultAge && a <= limits.maxAge);
  return {
    age: adult ?? 25,
    hairColor: firstOf<HairColor>(
      text,
      [
        [/blonde?/, 'blonde'],
        [/red(?:-| )?hair|redhead|ginger/, 'red'],
        [/black hair|raven/, 'black'],
        [/white hair|silver hair/, 'white'],
        [/(?:pink|blue|purple|green) hair/, 'dyed'],
        [/grey hair|gray hair/, 'gray'],
      ],
      'brown',
    ),
    eyeColor: firstOf<EyeColor>(
      text,
      [
        [/blue eyes/, 'blue'],
        [/green eyes/, 'green'],
        [/gr[ae]y eyes/, 'gray'],
      ],
      'brown',
    ),
    hairstyle: firstOf<Hairstyle>(
      text,
      [
        [/ponytail/, 'ponytail'],
        [/twin ?tails|pigtails/, 'pigtails'],
        [/braid/, 'braids'],
        [/\bbun\b/, 'bun'],
        [/short hair|\bbob\b/, 'short'],
        [/curly|curls/, 'curly'],
        [/bangs|fringe/, 'bangs'],
      ],
      'long',
    ),
  };
}

/**
 * A private character from a SillyTavern card, through the same content policy as the wizard.
 * Its PNG becomes the portrait; a JSON card gets drawn pictures. Import costs nothing.
 */
export async function importCard(deps: Deps, user: UserRow, file: string, style?: Style, lang = user.lang) {
  const now = deps.clock();
  const { fields: f, png } = readCard(file);
  if (png) {
    // A picture sharp cannot read is not used, rather than failing the job later.
    await sharp(png)
      .metadata()
      .catch(() => {
        throw badParams('The card picture cannot be read');
      });
  }
  // A card without a first message: she introduces herself in the importer's language.
  const greeting = f.first_mes || introIn(lang, f.name);
  assertCharacterTexts({
    name: f.name,
    description: f.description,
    personality: f.personality,
    scenario: f.scenario,
    greeting,
    alternateGreetings: f.alternate_greetings,
    tags: f.tags,
  });
  await settleStaleJobs(deps, user.id);
  const looks = appearanceFrom(f);
  // The chat reads the description: personality and scenario ride along in it.
  const description = [f.description, f.personality && `Personality: ${f.personality}`, f.scenario && `Scenario: ${f.scenario}`]
    .filter(Boolean)
    .join('\n\n');

  const id = newId('c');
  const processKey = await drawingProcess(deps);
  const jobId = await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('characters')
      .values({
        id,
        owner_id: user.id,
        name: f.name,
        style: style ?? 'ANIMATE',
        gender: 'woman',
        age: looks.age,
        ethnicity: 'american',
        eye_color: looks.eyeColor,
        hairstyle: looks.hairstyle,
        hair_color: looks.hairColor,
        body: 'curvy',
        breast: 'medium',
        hip: 'medium',
        clothing: 'casual',
        kinks: jsonText([]),
        occupation: 'artist',
        personality: 'confidant',
        relationship: 'friend',
        intro: f.description.slice(0, 140),
        description: description || greeting.replaceAll('{{user}}', 'you'),
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
        source: 'card',
        create_time: now,
        update_time: now,
      })
      .execute();
    await trx
      .insertInto('custom_characters')
      .values({
        character_id: id,
        mode: 'card',
        prompt: '',
        personality_text: f.personality,
        scenario: f.scenario,
        alternate_greetings: jsonText(f.alternate_greetings),
        progress: 0,
        paid_coins: 0,
        fail_reason: '',
        // The owner made it already: it lands in My Roles as done and private, publishable by edit.
        confirmed: 1,
        create_time: now,
      })
      .execute();
    await setTags(trx, id, f.tags);
    return startGeneration(trx, user, { id, mode: 'card' }, now, { free: true, processKey });
  });
  launchGeneration(deps, id, jobId, png ?? undefined);
  return { id, state: State.creating };
}
