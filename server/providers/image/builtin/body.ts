import { path, type Portrait } from './geometry.js';

/** Shoulders, arms and chest in skin; the outfit is drawn over it. */
export function torsoPath(p: Portrait, grow = 0): string {
  const { cx } = p;
  const sw = p.shoulderW + grow;
  return path(
    'M',
    cx - 40,
    600,
    'C',
    cx - 46,
    640,
    cx - sw + 50,
    646,
    cx - sw + 8,
    662,
    'C',
    cx - sw - 26,
    674,
    cx - sw - 40,
    730,
    cx - sw - 42,
    820,
    'L',
    cx - sw - 52,
    1600,
    'L',
    cx + sw + 52,
    1600,
    'L',
    cx + sw + 42,
    820,
    'C',
    cx + sw + 40,
    730,
    cx + sw + 26,
    674,
    cx + sw - 8,
    662,
    'C',
    cx + sw - 50,
    646,
    cx + 46,
    640,
    cx + 40,
    600,
    'Z',
  );
}

export function torso(p: Portrait): string {
  const { cx, palette: c } = p;
  const sw = p.shoulderW;
  const defs =
    `<defs><linearGradient id="skinBody" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${c.skinShadow}"/><stop offset=".22" stop-color="${c.skin}"/>` +
    `<stop offset=".7" stop-color="${c.skinLight}"/><stop offset="1" stop-color="${c.skinShadow}"/></linearGradient></defs>`;
  // The inner arm lines separate arms from the body; collarbones only in the realistic style.
  const arms = path(
    'M',
    cx - sw + 14,
    780,
    'Q',
    cx - sw + 4,
    1000,
    cx - sw + 2,
    1600,
    'M',
    cx + sw - 14,
    780,
    'Q',
    cx + sw - 4,
    1000,
    cx + sw - 2,
    1600,
  );
  const collar = path('M', cx - 22, 672, 'Q', cx - 60, 664, cx - sw + 36, 676, 'M', cx + 22, 672, 'Q', cx + 60, 664, cx + sw - 36, 676);
  // The outline is stroked along the sides only, so no line shows across the base of the neck.
  const sides = path(
    'M',
    cx - sw + 8,
    662,
    'C',
    cx - sw - 26,
    674,
    cx - sw - 40,
    730,
    cx - sw - 42,
    820,
    'L',
    cx - sw - 52,
    1600,
    'M',
    cx + sw - 8,
    662,
    'C',
    cx + sw + 26,
    674,
    cx + sw + 40,
    730,
    cx + sw + 42,
    820,
    'L',
    cx + sw + 52,
    1600,
  );
  return (
    defs +
    `<path d="${torsoPath(p)}" fill="${p.anime ? c.skin : 'url(#skinBody)'}"/>` +
    (p.anime ? `<path d="${sides}" fill="none" stroke="${c.skinShadow}" stroke-width="2.5"/>` : '') +
    `<path d="${arms}" fill="none" stroke="${c.skinShadow}" stroke-width="${p.anime ? 2.5 : 5}" opacity="${p.anime ? 0.9 : 0.35}"/>` +
    (p.anime ? '' : `<path d="${collar}" fill="none" stroke="${c.skinShadow}" stroke-width="3" opacity=".3" stroke-linecap="round"/>`)
  );
}
