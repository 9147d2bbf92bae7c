import type { Appearance, Body, Size } from '../../../../shared/attributes.js';
import type { Palette } from './palette.js';
import type { Random } from './random.js';

/** Everything the layers share about one picture: who she is (seed) and how she poses (variant). */
export interface Portrait {
  appearance: Appearance;
  anime: boolean;
  palette: Palette;
  /** Centre line of the head and body in figure coordinates (the canvas is 768×1024). */
  cx: number;
  /** Half width of the face at the cheekbones. */
  faceW: number;
  /** Eye line. */
  eyeY: number;
  chinY: number;
  /** Half width across the shoulders, from the body type. */
  shoulderW: number;
  /** 0..1.3: how much the cloth curves over the bust. */
  bust: number;
  /** Where the eyes look (iris offset) and how much she smiles, per variant. */
  lookX: number;
  lookY: number;
  smile: number;
  /** Seeded per character; layers use it for stable details (earrings, patterns). */
  character: Random;
  /** Seeded per variant; layers use it for what may change between pictures. */
  variant: Random;
}

const shoulders: Record<Body, number> = {
  'super skinny': 138,
  skinny: 146,
  curvy: 156,
  voluptuous: 164,
  bbw: 178,
};

const busts: Record<Size, number> = { small: 0.35, medium: 0.65, large: 0.95, huge: 1.2 };

export function portraitFor(appearance: Appearance, palette: Palette, character: Random, variant: Random): Portrait {
  const anime = appearance.style === 'ANIMATE';
  const faceW = (anime ? 98 : 100) + character.range(-4, 4) + (appearance.body === 'bbw' ? 6 : 0);
  return {
    appearance,
    anime,
    palette,
    cx: 384,
    faceW,
    eyeY: anime ? 424 : 412,
    chinY: (anime ? 566 : 552) + character.range(-4, 4),
    shoulderW: shoulders[appearance.body],
    bust: busts[appearance.breast],
    lookX: variant.range(-4, 4),
    lookY: variant.range(-1.5, 1.5),
    smile: variant.range(0.2, 1),
    character,
    variant,
  };
}

/** Rounds for compact SVG numbers. */
export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A path from a list of [command, ...numbers] segments, rounding the numbers. */
export function path(...segments: (string | number)[]): string {
  return segments.map((s) => (typeof s === 'number' ? r1(s) : s)).join(' ');
}
