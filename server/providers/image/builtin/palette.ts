import type { Appearance, Ethnicity, EyeColor, HairColor } from '../../../../shared/attributes.js';
import { hsl, mix } from './color.js';
import type { Random } from './random.js';

/** Skin tone ranges per ethnicity: the seed picks a point between the light and deep end. */
const skinRanges: Record<Ethnicity, [string, string]> = {
  american: ['#f6d6c2', '#9a6240'],
  asian: ['#f7dcc4', '#e2b48e'],
  arab: ['#e8bf98', '#c08a60'],
  latina: ['#e7b58e', '#b47a50'],
  german: ['#fae0d0', '#efc4a8'],
  japanese: ['#fae2cf', '#efc6a6'],
  indian: ['#c99068', '#8e5a3a'],
  italian: ['#f0caa8', '#d6a27a'],
  russian: ['#fce4d6', '#f2cdb6'],
};

const hairBase: Record<Exclude<HairColor, 'dyed'>, string> = {
  black: '#221a17',
  brown: '#5b3722',
  blonde: '#dcb56e',
  red: '#a8412a',
  gray: '#9c9a9c',
  white: '#ece8e2',
};

/** Pastel and jewel dyes; the seed keeps one per character. */
const dyes = ['#e87ab0', '#a98ae6', '#4fb8c4', '#5f86e0', '#e2506a', '#f0a0c8'];

const eyeBase: Record<EyeColor, string> = {
  brown: '#6b3f22',
  blue: '#3f7fc4',
  green: '#4e8f56',
  gray: '#7d8b98',
};

const lipShades = ['#c45a6a', '#b8475a', '#d4707a', '#a8404e', '#c8686a', '#b0505e'];
const shadowShades = ['#b07a8a', '#a0705a', '#9a7aa8', '#c08070', '#8a6a7a'];

export interface Palette {
  skin: string;
  skinShadow: string;
  skinLight: string;
  blush: string;
  hair: string;
  hairShadow: string;
  hairLight: string;
  brow: string;
  eye: string;
  eyeDark: string;
  lips: string;
  eyeshadow: string;
}

/** Colours of one character, drawn from her appearance and seed only (never the variant). */
export function paletteFor(a: Appearance, random: Random): Palette {
  const [light, deep] = skinRanges[a.ethnicity];
  // Most characters sit near the light-middle; american spans the widest range.
  const skin = mix(light, deep, a.ethnicity === 'american' ? random.next() ** 1.4 : random.range(0.1, 0.7));
  const hair = a.hairColor === 'dyed' ? random.pick(dyes) : mix(hairBase[a.hairColor], '#000000', random.range(-0.05, 0.12));
  const dark = mix(skin, '#2a0a12', 0.5);
  return {
    skin,
    skinShadow: mix(skin, '#7a2e2a', 0.32),
    skinLight: mix(skin, '#fff6ee', 0.4),
    blush: mix(skin, '#e0406a', 0.55),
    hair,
    hairShadow: mix(hair, '#0a0308', a.hairColor === 'white' || a.hairColor === 'gray' ? 0.35 : 0.5),
    hairLight: mix(hair, '#fff4e0', a.hairColor === 'black' ? 0.28 : 0.42),
    brow:
      a.hairColor === 'blonde' || a.hairColor === 'white' || a.hairColor === 'gray' || a.hairColor === 'dyed'
        ? mix(hair, '#4a3020', 0.55)
        : mix(hair, '#000000', 0.15),
    eye: mix(eyeBase[a.eyeColor], hsl(random.range(0, 360), 0.5, 0.5), 0.08),
    eyeDark: mix(eyeBase[a.eyeColor], '#000000', 0.6),
    lips: mix(random.pick(lipShades), dark, 0.15),
    eyeshadow: random.pick(shadowShades),
  };
}
