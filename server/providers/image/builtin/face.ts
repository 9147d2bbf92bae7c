import { lighten, mix } from './color.js';
import { path, r1, type Portrait } from './geometry.js';

/** The face outline, shared by the skin fill and the clip of shading drawn over it. */
export function faceOutline(p: Portrait): string {
  const { cx, faceW: w, chinY } = p;
  const jaw = p.anime ? 0.3 : 0.42;
  const cheek = p.anime ? 0.74 : 0.86;
  return path(
    'M',
    cx - w,
    380,
    'C',
    cx - w,
    296,
    cx - 56,
    258,
    cx,
    258,
    'C',
    cx + 56,
    258,
    cx + w,
    296,
    cx + w,
    380,
    'C',
    cx + w,
    440,
    cx + w * cheek,
    500,
    cx + w * jaw,
    chinY - 20,
    'Q',
    cx,
    chinY + 12,
    cx - w * jaw,
    chinY - 20,
    'C',
    cx - w * cheek,
    500,
    cx - w,
    440,
    cx - w,
    380,
    'Z',
  );
}

/** The neck, under the head so a head tilt never shows a gap. */
export function neck(p: Portrait): string {
  const { cx, palette: c } = p;
  const d = path(
    'M',
    cx - 38,
    480,
    'L',
    cx - 40,
    600,
    'Q',
    cx - 44,
    640,
    cx - 80,
    660,
    'L',
    cx + 80,
    660,
    'Q',
    cx + 44,
    640,
    cx + 40,
    600,
    'L',
    cx + 38,
    480,
    'Z',
  );
  const shadow = p.anime
    ? `<path d="${path('M', cx - 40, 520, 'L', cx + 40, 520, 'L', cx + 40, 575, 'Q', cx, 600, cx - 40, 560, 'Z')}" fill="${c.skinShadow}"/>`
    : `<rect x="${cx - 42}" y="500" width="84" height="110" fill="url(#neckShade)"/>`;
  return (
    `<defs><linearGradient id="neckShade" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${c.skinShadow}" stop-opacity=".9"/><stop offset="1" stop-color="${c.skinShadow}" stop-opacity="0"/></linearGradient></defs>` +
    `<path d="${d}" fill="${c.skin}"/>${shadow}`
  );
}

/** Ears, with a small earring chosen by the character seed. */
export function ears(p: Portrait, earring: 'none' | 'stud' | 'hoop'): string {
  const { cx, palette: c, faceW: w } = p;
  return [-1, 1]
    .map((s) => {
      const x = cx + s * (w - 2);
      const jewel =
        earring === 'stud'
          ? `<circle cx="${r1(x + s * 6)}" cy="${p.eyeY + 42}" r="4" fill="#f4e6c0" stroke="#b89a5a" stroke-width="1"/>`
          : earring === 'hoop'
            ? `<circle cx="${r1(x + s * 6)}" cy="${p.eyeY + 58}" r="13" fill="none" stroke="#e0c274" stroke-width="2.5"/>`
            : '';
      const y = p.eyeY - 8;
      return (
        `<path d="${path('M', x - s * 4, y, 'C', x + s * 18, y - 12, x + s * 22, y + 40, x + s * 2, y + 56, 'Z')}" fill="${c.skin}"/>` +
        `<path d="${path('M', x + s * 3, y + 8, 'C', x + s * 13, y + 4, x + s * 13, y + 30, x + s * 5, y + 40)}" fill="none" stroke="${c.skinShadow}" stroke-width="3" opacity=".5"/>` +
        jewel
      );
    })
    .join('');
}

/** Skin of the face with its shading: soft gradients when realistic, hard cel shapes in anime. */
export function faceSkin(p: Portrait): string {
  const { cx, palette: c, faceW: w } = p;
  const outline = faceOutline(p);
  const defs =
    `<defs><clipPath id="faceClip"><path d="${outline}"/></clipPath>` +
    `<radialGradient id="faceLight" cx="46%" cy="38%" r="70%">` +
    `<stop offset="0" stop-color="${c.skinLight}"/><stop offset=".55" stop-color="${c.skin}"/><stop offset="1" stop-color="${c.skinShadow}"/></radialGradient>` +
    `<radialGradient id="blush"><stop offset="0" stop-color="${c.blush}" stop-opacity=".55"/><stop offset="1" stop-color="${c.blush}" stop-opacity="0"/></radialGradient></defs>`;
  const base = `<path d="${outline}" fill="${p.anime ? c.skin : 'url(#faceLight)'}"${p.anime ? ` stroke="${mix(c.skinShadow, '#3a1a14', 0.3)}" stroke-width="2.5"` : ''}/>`;
  const blushY = p.eyeY + (p.anime ? 44 : 48);
  const blush = [-1, 1]
    .map(
      (s) =>
        `<ellipse cx="${r1(cx + s * w * 0.56)}" cy="${blushY}" rx="${p.anime ? 26 : 34}" ry="${p.anime ? 13 : 22}" fill="url(#blush)"/>`,
    )
    .join('');
  const shading = p.anime
    ? // Cel shading: one hard-edged shadow along the lit side's opposite jaw.
      `<path d="${path('M', cx + w * 0.62, 300, 'C', cx + w * 0.8, 420, cx + w * 0.7, 500, cx + w * 0.2, 560, 'L', cx + w + 10, 560, 'L', cx + w + 10, 300, 'Z')}" fill="${c.skinShadow}" opacity=".45"/>`
    : `<ellipse cx="${r1(cx - w * 0.9)}" cy="440" rx="${r1(w * 0.5)}" ry="120" fill="${c.skinShadow}" opacity=".18"/>` +
      `<ellipse cx="${r1(cx + w * 0.95)}" cy="440" rx="${r1(w * 0.45)}" ry="120" fill="${c.skinShadow}" opacity=".14"/>`;
  return `${defs}${base}<g clip-path="url(#faceClip)">${shading}${blush}</g>`;
}

/** Eyes, brows, nose and mouth. */
export function features(p: Portrait): string {
  return `${eyes(p)}${brows(p)}${nose(p)}${mouth(p)}`;
}

function eyes(p: Portrait): string {
  const { cx, eyeY, palette: c } = p;
  const gap = p.anime ? 48 : 44;
  const defs = p.anime
    ? `<linearGradient id="iris" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.eyeDark}"/>` +
      `<stop offset=".45" stop-color="${c.eye}"/><stop offset="1" stop-color="${lighten(c.eye, 0.45)}"/></linearGradient>`
    : `<radialGradient id="iris"><stop offset="0" stop-color="${lighten(c.eye, 0.25)}"/><stop offset=".7" stop-color="${c.eye}"/>` +
      `<stop offset="1" stop-color="${c.eyeDark}"/></radialGradient>` +
      `<radialGradient id="eyeshadow"><stop offset="0" stop-color="${c.eyeshadow}" stop-opacity=".5"/><stop offset="1" stop-color="${c.eyeshadow}" stop-opacity="0"/></radialGradient>`;
  const one = (s: number) => (p.anime ? animeEye(p, cx + s * gap, eyeY, s) : realEye(p, cx + s * gap, eyeY, s));
  return `<defs>${defs}</defs>${one(-1)}${one(1)}`;
}

/** Local eye coordinates: x grows toward the outer corner, so one shape serves both eyes. */
function localPath(ex: number, ey: number, s: number, segments: (string | number)[], k = 1): string {
  const out: (string | number)[] = [];
  let isX = true;
  for (const seg of segments) {
    if (typeof seg === 'string') {
      out.push(seg);
      isX = true;
      continue;
    }
    out.push(isX ? ex + s * seg * k : ey + seg * k);
    isX = !isX;
  }
  return path(...out);
}

/** Realistic eyes are drawn a little larger than life, as portrait retouching does. */
const K = 1.14;

function realEye(p: Portrait, ex: number, ey: number, s: number): string {
  const { palette: c } = p;
  const id = `eye${s < 0 ? 'L' : 'R'}`;
  const white = localPath(ex, ey, s, ['M', -22, 2, 'C', -12, -13, 10, -15, 23, -3, 'C', 13, 8, -9, 10, -22, 2, 'Z'], K);
  const lid = localPath(ex, ey, s, ['M', -22, 1, 'C', -12, -14, 10, -16, 23, -3, 'L', 28, -7], K);
  const crease = localPath(ex, ey, s, ['M', -16, -14, 'Q', 2, -25, 22, -12], K);
  const lower = localPath(ex, ey, s, ['M', -14, 8, 'Q', 4, 12, 21, 1], K);
  const lashes = [6, 11, 16, 20, 24]
    .map((x, i) => localPath(ex, ey, s, ['M', x, -11 + i * 2, 'L', x + 3 + i, -17 + i * 2.6], K))
    .map((d) => `<path d="${d}" stroke-width="1.6"/>`)
    .join('');
  const ix = ex + p.lookX;
  const iy = ey + 0.5 + p.lookY;
  return (
    `<ellipse cx="${r1(ex + s * 2)}" cy="${ey - 10}" rx="32" ry="17" fill="url(#eyeshadow)"/>` +
    `<clipPath id="${id}"><path d="${white}"/></clipPath>` +
    `<path d="${white}" fill="#f6efec"/>` +
    `<g clip-path="url(#${id})"><circle cx="${r1(ix)}" cy="${r1(iy)}" r="12.5" fill="url(#iris)"/>` +
    `<circle cx="${r1(ix)}" cy="${r1(iy)}" r="5" fill="#140c0a"/>` +
    `<path d="${white}" fill="none" stroke="${c.skinShadow}" stroke-width="5" opacity=".35"/></g>` +
    `<circle cx="${r1(ix + 4)}" cy="${r1(iy - 4.5)}" r="2.6" fill="#fff" opacity=".9"/>` +
    `<g fill="none" stroke="#24150f" stroke-linecap="round"><path d="${lid}" stroke-width="3"/>${lashes}` +
    `<path d="${lower}" stroke-width="1" opacity=".35"/></g>` +
    `<path d="${crease}" fill="none" stroke="${c.skinShadow}" stroke-width="1.6" opacity=".5"/>`
  );
}

function animeEye(p: Portrait, ex: number, ey: number, s: number): string {
  const { palette: c } = p;
  const id = `eye${s < 0 ? 'L' : 'R'}`;
  const white = localPath(ex, ey, s, ['M', -27, 4, 'C', -24, -20, 14, -28, 29, -10, 'L', 28, 10, 'C', 19, 24, -14, 26, -25, 13, 'Z']);
  const lash = localPath(ex, ey, s, [
    'M',
    -31,
    4,
    'C',
    -27,
    -25,
    16,
    -35,
    33,
    -13,
    'L',
    40,
    -19,
    'L',
    34,
    -5,
    'C',
    18,
    -27,
    -20,
    -22,
    -26,
    6,
    'Z',
  ]);
  const lower = localPath(ex, ey, s, ['M', -16, 23, 'Q', 6, 29, 25, 14]);
  const ix = ex + p.lookX * 1.2;
  const iy = ey + 3 + p.lookY;
  return (
    `<clipPath id="${id}"><path d="${white}"/></clipPath>` +
    `<path d="${white}" fill="#fbf8f8"/>` +
    `<g clip-path="url(#${id})"><ellipse cx="${r1(ix)}" cy="${r1(iy)}" rx="17" ry="22" fill="url(#iris)" stroke="${c.eyeDark}" stroke-width="2"/>` +
    `<ellipse cx="${r1(ix)}" cy="${r1(iy + 1)}" rx="7" ry="10" fill="${mix(c.eyeDark, '#000', 0.5)}"/>` +
    `<path d="${localPath(ex, ey, s, ['M', -30, -30, 'L', 32, -30, 'L', 32, -6, 'C', 14, -20, -16, -16, -30, 0, 'Z'])}" fill="${c.skinShadow}" opacity=".35"/></g>` +
    `<ellipse cx="${r1(ix - 6)}" cy="${r1(iy - 9)}" rx="6" ry="7" fill="#fff"/>` +
    `<circle cx="${r1(ix + 7)}" cy="${r1(iy + 9)}" r="3" fill="#fff" opacity=".9"/>` +
    `<path d="${lash}" fill="#1e120e"/>` +
    `<path d="${lower}" fill="none" stroke="#3a2218" stroke-width="2" stroke-linecap="round" opacity=".6"/>`
  );
}

function brows(p: Portrait): string {
  const { cx, eyeY, palette: c } = p;
  const by = eyeY - (p.anime ? 50 : 36);
  const one = (s: number) =>
    p.anime
      ? `<path d="${path('M', cx + s * 24, by + 2, 'Q', cx + s * 50, by - 10, cx + s * 76, by, 'L', cx + s * 74, by + 3, 'Q', cx + s * 50, by - 6, cx + s * 24, by + 5, 'Z')}" fill="${c.brow}"/>`
      : `<path d="${path(
          'M',
          cx + s * 20,
          by + 6,
          'C',
          cx + s * 34,
          by - 6,
          cx + s * 56,
          by - 9,
          cx + s * 74,
          by + 2,
          'C',
          cx + s * 56,
          by - 3,
          cx + s * 36,
          by - 1,
          cx + s * 21,
          by + 11,
          'Z',
        )}" fill="${c.brow}" opacity=".9"/>`;
  return one(-1) + one(1);
}

function nose(p: Portrait): string {
  const { cx, eyeY, palette: c } = p;
  const ny = eyeY + (p.anime ? 52 : 58);
  if (p.anime) {
    return `<path d="${path('M', cx + 3, ny - 8, 'L', cx - 2, ny, 'L', cx + 4, ny + 1)}" fill="none" stroke="${c.skinShadow}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return (
    `<path d="${path('M', cx - 9, eyeY + 8, 'C', cx - 11, eyeY + 30, cx - 16, ny - 14, cx - 13, ny - 2)}" fill="none" stroke="${c.skinShadow}" stroke-width="4" opacity=".22" stroke-linecap="round"/>` +
    `<ellipse cx="${cx}" cy="${ny - 2}" rx="15" ry="9" fill="${c.skinShadow}" opacity=".18"/>` +
    `<path d="${path('M', cx - 13, ny + 1, 'Q', cx - 8, ny + 6, cx - 3, ny + 3, 'M', cx + 3, ny + 3, 'Q', cx + 8, ny + 6, cx + 13, ny + 1)}" fill="none" stroke="${mix(c.skinShadow, '#2a0a0a', 0.3)}" stroke-width="2" opacity=".55" stroke-linecap="round"/>` +
    `<ellipse cx="${cx + 1}" cy="${ny - 7}" rx="5" ry="3.5" fill="#fff" opacity=".22"/>`
  );
}

function mouth(p: Portrait): string {
  const { cx, eyeY, palette: c, smile } = p;
  const my = eyeY + (p.anime ? 88 : 98);
  if (p.anime) {
    const open = smile > 0.7;
    return open
      ? `<path d="${path('M', cx - 13, my - 2, 'Q', cx, my + 3, cx + 13, my - 2, 'Q', cx, my + 14, cx - 13, my - 2, 'Z')}" fill="${mix(c.lips, '#5a1020', 0.4)}"/>` +
          `<path d="${path('M', cx - 7, my + 6, 'Q', cx, my + 3, cx + 7, my + 6, 'Q', cx, my + 10, cx - 7, my + 6)}" fill="#e88a96"/>`
      : `<path d="${path('M', cx - 12, my, 'Q', cx, my + 4 + smile * 4, cx + 12, my)}" fill="none" stroke="${mix(c.lips, '#3a0a10', 0.4)}" stroke-width="2.4" stroke-linecap="round"/>`;
  }
  const lw = 25;
  const up = smile * 3.5;
  const upper = path(
    'M',
    cx - lw,
    my - up,
    'C',
    cx - lw * 0.6,
    my - 7,
    cx - 9,
    my - 12,
    cx,
    my - 7,
    'C',
    cx + 9,
    my - 12,
    cx + lw * 0.6,
    my - 7,
    cx + lw,
    my - up,
    'Q',
    cx,
    my + 3,
    cx - lw,
    my - up,
    'Z',
  );
  const lower = path(
    'M',
    cx - lw,
    my - up,
    'Q',
    cx,
    my + 3,
    cx + lw,
    my - up,
    'C',
    cx + lw * 0.55,
    my + 16,
    cx - lw * 0.55,
    my + 16,
    cx - lw,
    my - up,
    'Z',
  );
  return (
    `<defs><linearGradient id="lips" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c.lips, '#3a0a14', 0.25)}"/>` +
    `<stop offset="1" stop-color="${c.lips}"/></linearGradient></defs>` +
    `<ellipse cx="${cx}" cy="${my + 22}" rx="18" ry="5" fill="${c.skinShadow}" opacity=".2"/>` +
    `<path d="${lower}" fill="${c.lips}"/><path d="${upper}" fill="url(#lips)"/>` +
    `<path d="${path('M', cx - lw + 1, my - up, 'Q', cx, my + 3, cx + lw - 1, my - up)}" fill="none" stroke="${mix(c.lips, '#2a0508', 0.55)}" stroke-width="1.6" stroke-linecap="round"/>` +
    `<ellipse cx="${cx + 2}" cy="${my + 7}" rx="9" ry="2.6" fill="#fff" opacity=".3"/>`
  );
}
