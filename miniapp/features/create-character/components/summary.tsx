import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { Draft } from '../atoms/draft.js';
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
  personalityLabel,
  relationshipLabel,
  sizeLabel,
  styleLabel,
} from '../../../i18n/attribute-labels.js';
import type { InputStep } from '../steps.js';
import { EthnicityArt, EyeArt, FigureArt, HairColorArt, HairstyleArt, skinOf } from './option-art.js';

export interface Summary {
  value: string;
  art: ReactNode;
}

/** "a, b and c" in the language shown: Arabic joins with و, Japanese with 、. */
function listOf(items: string[]): string {
  try {
    return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

const emoji = (e: string) => (
  <span className="cc-card__emoji" aria-hidden="true">
    {e}
  </span>
);

/** What one step chose, as the overview card shows it; null when nothing is chosen. */
export function summaryOf(step: InputStep, d: Draft): Summary | null {
  const skin = skinOf(d.ethnicity);
  switch (step) {
    case 'mode':
      return d.mode === 'prompt' ? { value: d.prompt, art: emoji('✍️') } : null;
    case 'style':
      return d.style && { value: styleLabel(d.style), art: emoji(d.style === 'REALITY' ? '📸' : '🎨') };
    case 'age':
      return d.age === null ? null : { value: t`${d.age} years`, art: <span className="cc-card__num num">{d.age}</span> };
    case 'ethnicity':
      return d.ethnicity && { value: ethnicityLabel(d.ethnicity), art: <EthnicityArt value={d.ethnicity} /> };
    case 'eyeColor':
      return d.eyeColor && { value: eyeColorLabel(d.eyeColor), art: <EyeArt value={d.eyeColor} /> };
    case 'hairstyle':
      return (
        d.hairstyle && {
          value: hairstyleLabel(d.hairstyle),
          art: <HairstyleArt value={d.hairstyle} hair={d.hairColor ?? 'brown'} skin={skin} />,
        }
      );
    case 'hairColor':
      return (
        d.hairColor && {
          value: hairColorLabel(d.hairColor),
          art: <HairColorArt value={d.hairColor} hairstyle={d.hairstyle ?? 'long'} skin={skin} />,
        }
      );
    case 'body':
      return d.body && { value: bodyLabel(d.body), art: <FigureArt body={d.body} /> };
    case 'breast':
      return d.breast && { value: sizeLabel(d.breast), art: <FigureArt body={d.body ?? 'curvy'} breast={d.breast} focus="breast" /> };
    case 'hip':
      return d.hip && { value: sizeLabel(d.hip), art: <FigureArt body={d.body ?? 'curvy'} hip={d.hip} focus="hip" /> };
    case 'clothing':
      return d.clothing && { value: clothingLabel(d.clothing), art: emoji(clothingEmoji[d.clothing]) };
    case 'kinks':
      return {
        value: d.kinks.length ? listOf(d.kinks.map(kinkLabel)) : t`None chosen`,
        art: emoji(d.kinks.length ? d.kinks.map((k) => kinkEmoji[k]).join('') : '✨'),
      };
    case 'occupation':
      return d.occupation && { value: occupationLabel(d.occupation), art: emoji(occupationEmoji[d.occupation]) };
    case 'personality':
      return d.personality && { value: personalityLabel(d.personality), art: emoji(personalityEmoji[d.personality]) };
    case 'relationship':
      return d.relationship && { value: relationshipLabel(d.relationship), art: emoji(relationshipEmoji[d.relationship]) };
    case 'overview':
      return null;
  }
}
