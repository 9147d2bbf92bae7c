import {
  bodies,
  clothings,
  ethnicities,
  eyeColors,
  hairColors,
  hairstyles,
  kinks,
  occupations,
  personalities,
  relationships,
  sizes,
} from '../../../../shared/attributes.js';
import type { Draft } from '../atoms/draft.js';
import type { ChoiceStep } from '../steps.js';
import { clothingEmoji, kinkEmoji, occupationEmoji, personalityEmoji, relationshipEmoji } from '../emoji.js';
import {
  bodyLabel,
  clothingLabel,
  ethnicityLabel,
  eyeColorLabel,
  hairColorLabel,
  hairstyleLabel,
  kinkLabel,
  occupationLabel,
  personalityHint,
  personalityLabel,
  relationshipLabel,
  sizeLabel,
} from '../../../i18n/attribute-labels.js';
import type { ChoiceOption } from './choice-grid.js';
import { EthnicityArt, EyeArt, FigureArt, HairColorArt, HairstyleArt, skinOf } from './option-art.js';

export interface StepOptions {
  options: ChoiceOption<string>[];
  columns: 2 | 3 | 4;
  look: 'art' | 'emoji' | 'row';
}

/**
 * The tiles of each attribute step. Pictures follow earlier choices where it helps: the
 * hairstyle faces take her skin tone, the hair colour faces her hairstyle.
 */
export function attributeOptions(step: ChoiceStep, d: Draft): StepOptions {
  const skin = skinOf(d.ethnicity);
  switch (step) {
    case 'ethnicity':
      return {
        columns: 3,
        look: 'art',
        options: ethnicities.map((v) => ({ value: v, label: ethnicityLabel(v), art: <EthnicityArt value={v} /> })),
      };
    case 'eyeColor':
      return { columns: 2, look: 'art', options: eyeColors.map((v) => ({ value: v, label: eyeColorLabel(v), art: <EyeArt value={v} /> })) };
    case 'hairstyle':
      return {
        columns: 3,
        look: 'art',
        options: hairstyles.map((v) => ({
          value: v,
          label: hairstyleLabel(v),
          art: <HairstyleArt value={v} hair={d.hairColor ?? 'brown'} skin={skin} />,
        })),
      };
    case 'hairColor':
      return {
        columns: 3,
        look: 'art',
        options: hairColors.map((v) => ({
          value: v,
          label: hairColorLabel(v),
          art: <HairColorArt value={v} hairstyle={d.hairstyle ?? 'long'} skin={skin} />,
        })),
      };
    case 'body':
      return { columns: 3, look: 'art', options: bodies.map((v) => ({ value: v, label: bodyLabel(v), art: <FigureArt body={v} /> })) };
    case 'breast':
      return {
        columns: 2,
        look: 'art',
        options: sizes.map((v) => ({
          value: v,
          label: sizeLabel(v),
          art: <FigureArt body={d.body ?? 'curvy'} breast={v} focus="breast" />,
        })),
      };
    case 'hip':
      return {
        columns: 2,
        look: 'art',
        options: sizes.map((v) => ({
          value: v,
          label: sizeLabel(v),
          art: <FigureArt body={d.body ?? 'curvy'} breast={d.breast ?? undefined} hip={v} focus="hip" />,
        })),
      };
    case 'clothing':
      return { columns: 3, look: 'emoji', options: clothings.map((v) => ({ value: v, label: clothingLabel(v), emoji: clothingEmoji[v] })) };
    case 'occupation':
      return {
        columns: 3,
        look: 'emoji',
        options: occupations.map((v) => ({ value: v, label: occupationLabel(v), emoji: occupationEmoji[v] })),
      };
    case 'personality':
      return {
        columns: 2,
        look: 'row',
        options: personalities.map((v) => ({ value: v, label: personalityLabel(v), hint: personalityHint(v), emoji: personalityEmoji[v] })),
      };
    case 'relationship':
      return {
        columns: 3,
        look: 'emoji',
        options: relationships.map((v) => ({ value: v, label: relationshipLabel(v), emoji: relationshipEmoji[v] })),
      };
  }
}

export const kinkOptions = (): ChoiceOption<string>[] => kinks.map((v) => ({ value: v, label: kinkLabel(v), emoji: kinkEmoji[v] }));
