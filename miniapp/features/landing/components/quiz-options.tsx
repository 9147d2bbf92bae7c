import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import type { Body, Ethnicity, EyeColor, HairColor, Kink, Personality, Relationship } from '../../../../shared/attributes.js';
import type { OnboardingKey } from '../../../../shared/onboarding.js';
import {
  bodyLabel,
  ethnicityLabel,
  eyeColorLabel,
  hairColorLabel,
  kinkLabel,
  personalityLabel,
  relationshipLabel,
} from '../../../i18n/attribute-labels.js';
import { EthnicityArt, EyeArt, FigureArt, HairColorArt, HairstyleArt } from '../../create-character/components/option-art.js';
import { kinkEmoji, personalityEmoji, relationshipEmoji } from '../../create-character/emoji.js';

/**
 * What the onboarding questions (shared/onboarding.ts) show: the question, each option's label in
 * the UI language and its picture. Called during render so a language switch re-labels them.
 */

export const questionTitle = (key: OnboardingKey): string =>
  ({
    body: t`Which body type do you like?`,
    ethnicity: t`Which ethnicity attracts you?`,
    hair: t`Her hair colour?`,
    eyes: t`Her eye colour?`,
    specifics: t`Any details you love?`,
    personality: t`Which personality suits you?`,
    kinks: t`What turns you on?`,
    scenarios: t`Which scenarios do you want to play?`,
    libidoLevel: t`How high is your libido?`,
    kinkOpenness: t`How open are you to kinks?`,
    nudityComfort: t`How much nudity are you comfortable with?`,
    goal: t`What are you looking for?`,
  })[key];

const specificLabel = (v: string) =>
  ({
    'big breasts': t`Big breasts`,
    'petite breasts': t`Petite breasts`,
    'wide hips': t`Wide hips`,
    'slim hips': t`Slim hips`,
    'long hair': t`Long hair`,
    'short hair': t`Short hair`,
  })[v];

const libidoLabel = (v: string) => ({ gentle: t`Gentle`, balanced: t`Balanced`, passionate: t`Passionate`, insatiable: t`Insatiable` })[v];
// The user's own answer: "Adventurous" apart from the character tag, which many languages write
// in the feminine (Spanish "Aventurera", Arabic "مُغامِرة").
const opennessLabel = (v: string) =>
  ({
    vanilla: t`Vanilla`,
    curious: t`Curious`,
    adventurous: t({ message: 'Adventurous', context: 'the user, answering how open they are to kinks' }),
    'anything goes': t`Anything goes`,
  })[v];
const nudityLabel = (v: string) =>
  ({ none: t`No nudity`, suggestive: t`Suggestive`, tasteful: t`Tasteful nudity`, explicit: t`Explicit` })[v];
const goalLabel = (v: string) =>
  ({
    romance: t`Romance`,
    companionship: t`Companionship`,
    flirting: t`Flirting`,
    roleplay: t`Roleplay`,
    fantasy: t`Fantasy`,
    relaxation: t`Relaxation`,
  })[v];

export function optionLabel(key: OnboardingKey, v: string): string {
  const label =
    key === 'body'
      ? bodyLabel(v as Body)
      : key === 'ethnicity'
        ? ethnicityLabel(v as Ethnicity)
        : key === 'hair'
          ? hairColorLabel(v as HairColor)
          : key === 'eyes'
            ? eyeColorLabel(v as EyeColor)
            : key === 'specifics'
              ? specificLabel(v)
              : key === 'personality'
                ? personalityLabel(v as Personality)
                : key === 'kinks'
                  ? kinkLabel(v as Kink)
                  : key === 'scenarios'
                    ? relationshipLabel(v as Relationship)
                    : key === 'libidoLevel'
                      ? libidoLabel(v)
                      : key === 'kinkOpenness'
                        ? opennessLabel(v)
                        : key === 'nudityComfort'
                          ? nudityLabel(v)
                          : goalLabel(v);
  return label ?? v;
}

const levelEmoji: Record<string, string> = {
  gentle: '🌙',
  balanced: '☀️',
  passionate: '🔥',
  insatiable: '🌋',
  vanilla: '🍦',
  curious: '🔍',
  adventurous: '🧭',
  'anything goes': '🎢',
  none: '🙈',
  suggestive: '😉',
  tasteful: '🎨',
  explicit: '🔞',
  romance: '💕',
  companionship: '🤝',
  flirting: '😘',
  roleplay: '🎭',
  fantasy: '🦄',
  relaxation: '🛁',
};

const specificArt = (v: string): ReactNode =>
  v === 'big breasts' ? (
    <FigureArt breast="huge" focus="breast" />
  ) : v === 'petite breasts' ? (
    <FigureArt breast="small" focus="breast" />
  ) : v === 'wide hips' ? (
    <FigureArt hip="huge" focus="hip" />
  ) : v === 'slim hips' ? (
    <FigureArt hip="small" focus="hip" />
  ) : (
    <HairstyleArt value={v === 'short hair' ? 'short' : 'long'} />
  );

/** A drawn picture for looks, an emoji for the rest. */
export function optionPicture(key: OnboardingKey, v: string): { art?: ReactNode; emoji?: string } {
  switch (key) {
    case 'body':
      return { art: <FigureArt body={v as Body} /> };
    case 'ethnicity':
      return { art: <EthnicityArt value={v as Ethnicity} /> };
    case 'hair':
      return { art: <HairColorArt value={v as HairColor} /> };
    case 'eyes':
      return { art: <EyeArt value={v as EyeColor} /> };
    case 'specifics':
      return { art: specificArt(v) };
    case 'personality':
      return { emoji: personalityEmoji[v as Personality] };
    case 'kinks':
      return { emoji: kinkEmoji[v as Kink] };
    case 'scenarios':
      return { emoji: relationshipEmoji[v as Relationship] };
    default:
      return { emoji: levelEmoji[v] };
  }
}
