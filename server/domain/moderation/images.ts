/**
 * Pictures follow the policy too: nothing drawn may look like a minor. A request is refused (2004)
 * for an age under 18, an outfit retired for reading as a school uniform, or a scene that names a
 * minor or a school; every prompt sent to an image service carries the adult constraints.
 */
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { findViolation, reasons } from './index.js';
import { plainView } from './normalize.js';
import { readSentence } from './chat-policy.js';
import { compileFast, word } from './rules.js';

/** Said in every image prompt, whatever the character and scene. */
export const adultConstraints =
  'adult woman clearly over 21, mature adult face and adult body proportions, no childlike features, no school uniform, no school or classroom setting';

/** The youngest age an image prompt names: "18-year-old" draws teenagers too often. */
export const PROMPT_MIN_AGE = 21;

/** Outfits no longer offered because they read as a school uniform; a stored one is refused. */
export const retiredClothing: ReadonlySet<string> = new Set(['school-style uniform']);

const schoolScene = compileFast(
  word(
    'school\\w*',
    'classroom',
    'class ?room',
    'playground',
    'kindergarten',
    'nursery',
    'sailor (?:uniform|collar|suit)',
    'seifuku',
    'randoseru',
    'school ?bag',
    'pigtails? and (?:bows?|ribbons?)',
    'gym class',
    'locker',
    'homework',
    'teddy bear',
    'toys?',
  ),
);

export interface ImageAsk {
  age: number;
  clothing: string;
  scene?: string;
}

export function assertImageAllowed(a: ImageAsk): void {
  const refuse = (what: string) => {
    throw new AppError(ErrorCode.contentNotAllowed, `${reasons.minor} (image: "${what}")`);
  };
  if (!(a.age >= 18)) refuse(`age ${a.age}`);
  if (retiredClothing.has(a.clothing)) refuse(a.clothing);
  const scene = a.scene?.trim();
  if (!scene) return;
  const found = findViolation(scene, new Set(['minor']));
  if (found) refuse(found.match);
  if (schoolScene.test(plainView(scene)) || readSentence(scene).minor === 'strong') refuse(scene.slice(0, 60));
}
