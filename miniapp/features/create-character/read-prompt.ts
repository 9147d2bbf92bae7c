import { asciiDigits } from '../../../shared/digits.js';
import {
  bodies,
  clothings,
  ethnicities,
  eyeColors,
  hairColors,
  hairstyles,
  occupations,
  personalities,
  relationships,
  type Body,
  type Clothing,
  type Ethnicity,
  type EyeColor,
  type HairColor,
  type Hairstyle,
  type Occupation,
  type Personality,
  type Relationship,
  type Size,
} from '../../../shared/attributes.js';
import { limits } from '../../../shared/constants.js';
import type { Draft } from './atoms/draft.js';
import {
  bodyLabel,
  clothingLabel,
  ethnicityLabel,
  eyeColorLabel,
  hairColorLabel,
  hairstyleLabel,
  occupationLabel,
  personalityLabel,
  relationshipLabel,
} from '../../i18n/attribute-labels.js';

/** The looks and persona a free-text idea implies; the overview shows each as an editable card. */
export type PromptReading = Pick<
  Draft,
  | 'ethnicity'
  | 'eyeColor'
  | 'hairstyle'
  | 'hairColor'
  | 'body'
  | 'breast'
  | 'hip'
  | 'clothing'
  | 'occupation'
  | 'personality'
  | 'relationship'
  | 'age'
>;

const fallback = {
  ethnicity: 'american',
  eyeColor: 'brown',
  hairstyle: 'long',
  hairColor: 'brown',
  body: 'curvy',
  breast: 'medium',
  hip: 'medium',
  clothing: 'casual',
  occupation: 'model',
  personality: 'lover',
  relationship: 'girlfriend',
} as const satisfies Omit<PromptReading, 'age'>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first value whose English word or UI-language label the text names; a word boundary where the script has one. */
function find<T extends string>(text: string, values: readonly T[], label: (v: T) => string, extra: [RegExp, T][] = []): T | null {
  for (const [re, v] of extra) if (re.test(text)) return v;
  for (const v of values) {
    // Labels may carry soft hyphens (German compounds) that a typed idea never has.
    const words = [
      v,
      label(v)
        .toLowerCase()
        .replace(/\u00ad/g, ''),
    ].filter((w) => w.length > 1);
    for (const w of words) {
      const re = /^[a-z]/.test(w) ? new RegExp(`\\b${escape(w)}\\b`) : new RegExp(escape(w));
      if (re.test(text)) return v;
    }
  }
  return null;
}

/** Read what the idea says (in English or the UI language); anything it does not say gets a sensible default. */
export function readPrompt(prompt: string): PromptReading {
  // "عمرها ٢٧ سنة" says 27 as plainly as "27 years".
  const text = asciiDigits(prompt.normalize('NFKC').toLowerCase());
  const ageMatch = /(\d{2})\s*(?:-|\s)?(?:years?|yo\b|y\.o\.|岁|سنة|عام)/.exec(text);
  const age = ageMatch ? Number(ageMatch[1]) : null;
  const hairColor = find<HairColor>(text, hairColors, hairColorLabel, [
    [/blonde?\b|golden hair/, 'blonde'],
    [/red(?:-| )?hair|redhead|ginger/, 'red'],
    [/(?:pink|blue|purple|green) hair|dyed/, 'dyed'],
    [/black hair|raven/, 'black'],
    [/silver hair|white hair/, 'white'],
    [/gr[ae]y hair/, 'gray'],
    [/brunette|brown hair/, 'brown'],
  ]);
  const eyeColor = find<EyeColor>(text, eyeColors, eyeColorLabel, [
    [/blue eyes?/, 'blue'],
    [/green eyes?/, 'green'],
    [/gr[ae]y eyes?/, 'gray'],
    [/brown eyes?/, 'brown'],
  ]);
  return {
    age: age !== null && age >= limits.adultAge && age <= limits.maxAge ? age : null,
    ethnicity:
      find<Ethnicity>(text, ethnicities, ethnicityLabel, [
        [/latin[ao]|mexican|brazilian|spanish/, 'latina'],
        [/chinese|korean|thai|vietnamese/, 'asian'],
      ]) ?? fallback.ethnicity,
    eyeColor: eyeColor ?? fallback.eyeColor,
    hairstyle:
      find<Hairstyle>(text, hairstyles, hairstyleLabel, [
        [/twin ?tails/, 'pigtails'],
        [/braid/, 'braids'],
        [/\bbob\b|short hair/, 'short'],
        [/curls/, 'curly'],
      ]) ?? fallback.hairstyle,
    hairColor: hairColor ?? fallback.hairColor,
    body:
      find<Body>(text, bodies, bodyLabel, [
        [/petite|slim|slender/, 'skinny'],
        [/athletic|fit\b/, 'skinny'],
        [/thick|chubby/, 'voluptuous'],
      ]) ?? fallback.body,
    breast: fallback.breast as Size,
    hip: fallback.hip as Size,
    clothing:
      find<Clothing>(text, clothings, clothingLabel, [
        [/\bdress\b/, 'summer dress'],
        [/jeans/, 'jeans and tee'],
        [/uniform/, 'office lady'],
        [/gown/, 'evening gown'],
      ]) ?? fallback.clothing,
    occupation:
      find<Occupation>(text, occupations, occupationLabel, [
        [/barista|waitress|bartender/, 'chef'],
        [/nurse/, 'nurse'],
        [/gamer|twitch/, 'streamer'],
        [/painter|photographer|writer/, 'artist'],
        [/librarian|professor/, 'teacher'],
        [/stewardess/, 'flight attendant'],
        [/\bcop\b|officer/, 'police officer'],
        [/yoga|trainer|gym/, 'fitness coach'],
      ]) ?? fallback.occupation,
    personality:
      find<Personality>(text, personalities, personalityLabel, [
        [/shy|sweet/, 'innocent'],
        [/playful|flirt|tease|teasing/, 'seductress'],
        [/bossy|strict/, 'dominant'],
        [/caring|kind/, 'caregiver'],
        [/wise|calm/, 'sage'],
        [/cold|aloof/, 'apathetic'],
      ]) ?? fallback.personality,
    relationship:
      find<Relationship>(text, relationships, relationshipLabel, [
        [/neighbou?r/, 'friend'],
        [/boss|coworker|co-worker/, 'colleague'],
      ]) ?? fallback.relationship,
  };
}
