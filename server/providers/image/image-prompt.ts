import type { Appearance, Body, Clothing, Ethnicity, Hairstyle, Size } from '../../../shared/attributes.js';
import type { ImageRequest } from './types.js';
import { adultConstraints, assertImageAllowed, PROMPT_MIN_AGE } from '../../domain/moderation/images.js';

/**
 * The text prompt for an image service. The identity part depends only on the appearance (and the
 * seed, for a dyed colour), always in the same words and order, so every picture of a character
 * describes the same woman; only the shot and place change with the variant and scene. A request
 * the content policy refuses (an age under 18, a school look or scene) throws 2004, and every
 * prompt ends with the adult constraints.
 */
export function buildImagePrompt(req: ImageRequest): string {
  const a = req.appearance;
  assertImageAllowed({ age: a.age, clothing: a.clothing, scene: req.scene });
  const style =
    a.style === 'ANIMATE'
      ? 'anime illustration, clean line art, cel shading, vibrant colours, detailed eyes'
      : 'photorealistic photograph, natural skin texture, 85mm lens, shallow depth of field, soft flattering light';
  const setting = req.scene?.trim() || settings[req.variant % settings.length];
  return [
    style,
    identity(a, req.seed),
    `wearing ${clothingWords[a.clothing]}`,
    shots[req.variant % shots.length],
    setting,
    'tasteful, non-explicit, single person',
    adultConstraints,
  ].join(', ');
}

/** Who she is: the part that must read the same in every picture. */
export function identity(a: Appearance, seed: number): string {
  const age = Math.max(PROMPT_MIN_AGE, Math.round(a.age));
  const hairColor = a.hairColor === 'dyed' ? `dyed ${dyes[Math.abs(seed) % dyes.length]}` : a.hairColor;
  return (
    `${age}-year-old ${ethnicityWords[a.ethnicity]} woman, ${hairWords[a.hairstyle](hairColor)}, ${a.eyeColor} eyes, ` +
    `${bodyWords[a.body]}, ${bustWords[a.breast]}, ${hipWords[a.hip]}`
  );
}

const dyes = ['pastel pink', 'lavender', 'teal', 'electric blue', 'cherry red'];

const ethnicityWords: Record<Ethnicity, string> = {
  american: 'American',
  asian: 'East Asian',
  arab: 'Arab',
  latina: 'Latina',
  german: 'German',
  japanese: 'Japanese',
  indian: 'Indian',
  italian: 'Italian',
  russian: 'Russian',
};

const hairWords: Record<Hairstyle, (color: string) => string> = {
  straight: (c) => `long straight ${c} hair`,
  braids: (c) => `${c} hair in two braids`,
  bangs: (c) => `${c} hair with blunt bangs`,
  curly: (c) => `voluminous curly ${c} hair`,
  bun: (c) => `${c} hair in a high bun`,
  short: (c) => `short ${c} bob`,
  long: (c) => `long flowing ${c} hair`,
  ponytail: (c) => `${c} hair in a ponytail`,
  pigtails: (c) => `long ${c} hair in two low loose tails`,
};

const bodyWords: Record<Body, string> = {
  'super skinny': 'very slender build',
  skinny: 'slim build',
  curvy: 'curvy figure',
  voluptuous: 'voluptuous hourglass figure',
  bbw: 'full-figured plus-size build',
};
const bustWords: Record<Size, string> = { small: 'petite bust', medium: 'medium bust', large: 'full bust', huge: 'very full bust' };
const hipWords: Record<Size, string> = { small: 'narrow hips', medium: 'medium hips', large: 'wide hips', huge: 'very wide hips' };

const clothingWords: Record<Clothing, string> = {
  casual: 'a casual top and light cardigan',
  'summer dress': 'a light summer dress',
  'evening gown': 'an elegant evening gown',
  'business suit': 'a tailored business suit',
  'jeans and tee': 'jeans and a fitted t-shirt',
  sweater: 'a cosy knit sweater',
  hoodie: 'a soft hoodie',
  'leather jacket': 'a leather jacket over a t-shirt',
  sportswear: 'sporty athletic wear',
  'yoga outfit': 'a yoga outfit',
  bikini: 'a bikini with an open beach shirt',
  swimsuit: 'a one-piece swimsuit',
  lingerie: 'elegant lace lingerie under a silk robe',
  'silk robe': 'a silk robe',
  pajamas: 'cute button-up pajamas',
  kimono: 'a traditional kimono',
  qipao: 'an elegant qipao',
  sari: 'a colourful sari',
  cheerleader: 'a professional sports-team dance outfit',
  nurse: 'a nurse uniform',
  maid: 'a classic maid outfit',
  police: 'a police uniform',
  'office lady': 'an office blouse and blazer',
  'cocktail dress': 'a cocktail dress',
  cosplay: 'a colourful cosplay costume',
  boho: 'a boho off-shoulder dress',
};

/** Framing and pose per picture of the set. */
const shots = [
  'head-and-shoulders portrait, looking at the camera, warm smile',
  'close-up portrait, head slightly tilted, playful smile',
  'half-length portrait, relaxed natural pose',
  'three-quarter view, glancing over her shoulder',
  'candid portrait, laughing, looking away from the camera',
  'half-length portrait, leaning on one hand, soft gaze',
];

/** Places used when no scene is given, cycled by variant. */
const settings = [
  'soft studio backdrop with bokeh lights',
  'cosy living room with warm window light',
  'sunny beach at golden hour',
  'city street at night with neon bokeh',
  'green park in summer',
  'warm café interior',
];
