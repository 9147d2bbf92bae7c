import { lighten, luminance, mix, shade } from './color.js';
import { path, r1, type Portrait } from './geometry.js';
import { outfits, type Detail, type Neckline, type OutfitSpec } from './outfits.js';

type Seg = (string | number)[];

/** The outfit in two parts: what sits behind the neck (a hood) and the garment itself. */
export function outfit(p: Portrait): { back: string; front: string } {
  const spec = outfits[p.appearance.clothing];
  // Colours come from the character seed, so she wears the same piece in every picture.
  const main = p.character.pick(spec.colors);
  const layerColor = spec.layer ? p.character.pick(spec.layer.colors) : main;
  const accent = luminance(main) > 0.85 && spec.accent === '#ffffff' ? '#c8a2b0' : spec.accent;
  const d = mainPath(p, spec);
  const ink = shade(main, 0.45);
  let front =
    `<defs><clipPath id="outfitClip"><path d="${d}"/></clipPath>${patterns(accent, main)}</defs>` +
    `<path d="${d}" fill="${main}"${p.anime ? ` stroke="${ink}" stroke-width="2.5"` : ''}/>` +
    `<g clip-path="url(#outfitClip)">${clothShading(p, main)}${spec.details.map((x) => fill(p, x, main, accent)).join('')}</g>` +
    spec.details.map((x) => detail(p, x, spec, main, accent)).join('');
  if (spec.neck === 'halter') front = bikini(p, main, accent);
  if (spec.layer) front += layer(p, spec, layerColor, accent);
  const back = spec.details.includes('hood')
    ? `<path d="${path('M', p.cx - 130, 700, 'C', p.cx - 150, 600, p.cx - 60, 560, p.cx, 580, 'C', p.cx + 60, 560, p.cx + 150, 600, p.cx + 130, 700, 'Z')}" fill="${shade(main, 0.25)}"/>`
    : '';
  return { back, front };
}

/** From the left end of the neckline to its right end. */
function neckline(p: Portrait, neck: Neckline): { start: [number, number]; seg: Seg } {
  const { cx } = p;
  const deep = 30 * p.bust;
  switch (neck) {
    case 'crew':
      return { start: [cx - 54, 626], seg: ['Q', cx, 682, cx + 54, 626] };
    case 'v':
      return { start: [cx - 58, 628], seg: ['Q', cx - 30, 700, cx, 760 + deep, 'Q', cx + 30, 700, cx + 58, 628] };
    case 'scoop':
      return { start: [cx - 84, 640], seg: ['C', cx - 76, 740 + deep, cx + 76, 740 + deep, cx + 84, 640] };
    case 'collar':
      return { start: [cx - 50, 622], seg: ['L', cx, 712, 'L', cx + 50, 622] };
    case 'mandarin':
      return { start: [cx - 42, 596], seg: ['Q', cx, 622, cx + 42, 596] };
    case 'wrap':
      return { start: [cx - 54, 626], seg: ['Q', cx - 20, 720, cx + 14, 800 + deep, 'L', cx + 54, 626] };
    default:
      return { start: [cx - 54, 626], seg: ['Q', cx, 682, cx + 54, 626] };
  }
}

function mainPath(p: Portrait, spec: OutfitSpec): string {
  const { cx } = p;
  const sw = p.shoulderW;
  const bustTop = 770 - 10 * p.bust;
  if (spec.neck === 'strap' || spec.neck === 'strapless' || spec.neck === 'halter') {
    return path(
      'M',
      cx - sw + 12,
      1600,
      'L',
      cx - sw + 16,
      800,
      'C',
      cx - sw + 30,
      bustTop,
      cx - 110,
      bustTop - 18,
      cx - 62,
      bustTop - 12,
      'C',
      cx - 30,
      bustTop - 8,
      cx - 10,
      bustTop + 8,
      cx,
      bustTop + 24,
      'C',
      cx + 10,
      bustTop + 8,
      cx + 30,
      bustTop - 8,
      cx + 62,
      bustTop - 12,
      'C',
      cx + 110,
      bustTop - 18,
      cx + sw - 30,
      bustTop,
      cx + sw - 16,
      800,
      'L',
      cx + sw - 12,
      1600,
      'Z',
    );
  }
  if (spec.neck === 'offshoulder') {
    return path(
      'M',
      cx - sw - 48,
      1600,
      'L',
      cx - sw - 46,
      748,
      'C',
      cx - sw + 20,
      722,
      cx - 90,
      742,
      cx,
      776,
      'C',
      cx + 90,
      742,
      cx + sw - 20,
      722,
      cx + sw + 46,
      748,
      'L',
      cx + sw + 48,
      1600,
      'Z',
    );
  }
  const { start, seg } = neckline(p, spec.neck);
  if (spec.sleeveless) {
    return path(
      'M',
      cx - sw + 12,
      1600,
      'L',
      cx - sw + 16,
      790,
      'C',
      cx - sw + 20,
      730,
      cx - sw + 36,
      690,
      cx - sw + 52,
      660,
      'L',
      start[0] - 8,
      start[1] + 8,
      ...seg,
      'L',
      cx + sw - 52,
      660,
      'C',
      cx + sw - 36,
      690,
      cx + sw - 20,
      730,
      cx + sw - 16,
      790,
      'L',
      cx + sw - 12,
      1600,
      'Z',
    );
  }
  const right = cx + (cx - start[0]);
  return path(
    'M',
    cx - sw - 48,
    1600,
    'L',
    cx - sw - 46,
    820,
    'C',
    cx - sw - 44,
    726,
    cx - sw - 30,
    670,
    cx - sw + 8,
    656,
    'C',
    cx - sw + 50,
    640,
    start[0] - 24,
    start[1] + 4,
    start[0],
    start[1],
    ...seg,
    'C',
    right + 24,
    start[1] + 4,
    cx + sw - 50,
    640,
    cx + sw - 8,
    656,
    'C',
    cx + sw + 30,
    670,
    cx + sw + 44,
    726,
    cx + sw + 46,
    820,
    'L',
    cx + sw + 48,
    1600,
    'Z',
  );
}

/** Folds and light: a soft gradient when realistic, one hard shadow side in anime. */
function clothShading(p: Portrait, main: string): string {
  const { cx } = p;
  const sw = p.shoulderW;
  const dark = shade(main, 0.35);
  const b = p.bust;
  const under = path(
    'M',
    cx - sw + 40,
    820 + b * 10,
    'Q',
    cx - 80,
    870 + b * 34,
    cx - 14,
    836 + b * 10,
    'M',
    cx + 14,
    836 + b * 10,
    'Q',
    cx + 80,
    870 + b * 34,
    cx + sw - 40,
    820 + b * 10,
  );
  if (p.anime) {
    return (
      `<path d="${path('M', cx + sw - 70, 660, 'C', cx + sw - 40, 800, cx + sw - 60, 1000, cx + sw - 40, 1600, 'L', cx + sw + 80, 1600, 'L', cx + sw + 80, 660, 'Z')}" fill="${dark}" opacity=".45"/>` +
      `<path d="${under}" fill="none" stroke="${dark}" stroke-width="3" opacity=".8" stroke-linecap="round"/>`
    );
  }
  return (
    `<rect x="${cx - sw - 60}" y="600" width="${2 * sw + 120}" height="1000" fill="url(#clothLight)"/>` +
    `<path d="${under}" fill="none" stroke="${dark}" stroke-width="14" opacity=".16" stroke-linecap="round"/>` +
    `<path d="${under}" fill="none" stroke="${dark}" stroke-width="4" opacity=".22" stroke-linecap="round"/>` +
    [-1, 1]
      .map(
        (s) =>
          `<ellipse cx="${r1(cx + s * 72)}" cy="${r1(800 + b * 10)}" rx="${r1(30 + b * 22)}" ry="${r1(24 + b * 16)}" fill="#fff" opacity=".07"/>`,
      )
      .join('')
  );
}

function patterns(accent: string, main: string): string {
  const soft = mix(accent, main, 0.25);
  return (
    `<linearGradient id="clothLight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".35"/>` +
    `<stop offset=".35" stop-color="#000" stop-opacity="0"/><stop offset=".6" stop-color="#fff" stop-opacity=".06"/><stop offset="1" stop-color="#000" stop-opacity=".4"/></linearGradient>` +
    `<pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="4" fill="${soft}"/><circle cx="30" cy="30" r="4" fill="${soft}"/></pattern>` +
    `<pattern id="floral" width="64" height="64" patternUnits="userSpaceOnUse"><g fill="${soft}">` +
    [0, 72, 144, 216, 288].map((a) => `<ellipse cx="16" cy="10" rx="4" ry="6" transform="rotate(${a} 16 16)"/>`).join('') +
    `</g><circle cx="16" cy="16" r="3" fill="${lighten(soft, 0.5)}"/><circle cx="48" cy="46" r="5" fill="${soft}" opacity=".6"/></pattern>` +
    // Large tiles: librsvg pays per tile, and a fine knit of small tiles doubled the render time.
    `<pattern id="knit" width="56" height="40" patternUnits="userSpaceOnUse"><path d="${[3, 17, 31, 45].map((x) => `M${x} 0 Q${x + 4} 10 ${x} 20 T${x} 40 M${x + 7} 0 Q${x + 3} 10 ${x + 7} 20 T${x + 7} 40`).join(' ')}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2"/></pattern>`
  );
}

/** Surface details, clipped to the garment. */
function fill(p: Portrait, d: Detail, main: string, accent: string): string {
  const box = `x="0" y="560" width="768" height="1040"`;
  switch (d) {
    case 'dots':
      return `<rect ${box} fill="url(#dots)"/>`;
    case 'floral':
      return `<rect ${box} fill="url(#floral)" opacity=".9"/>`;
    case 'knit':
      return `<rect ${box} fill="url(#knit)"/>`;
    case 'sequins': {
      const dots: string[] = [];
      for (let i = 0; i < 70; i++) {
        dots.push(
          `<circle cx="${r1(p.cx + p.character.range(-200, 200))}" cy="${r1(p.character.range(700, 1300))}" r="${r1(p.character.range(1.2, 3))}"/>`,
        );
      }
      return `<g fill="${lighten(main, 0.7)}" opacity=".6">${dots.join('')}</g><g fill="${accent}" opacity=".25">${dots.slice(0, 20).join('')}</g>`;
    }
    case 'satin':
      return (
        `<path d="${path('M', p.cx - 150, 700, 'C', p.cx - 60, 820, p.cx - 120, 1000, p.cx - 60, 1300)}" fill="none" stroke="#fff" stroke-width="26" opacity=".12" stroke-linecap="round"/>` +
        `<path d="${path('M', p.cx + 110, 720, 'C', p.cx + 160, 860, p.cx + 90, 1000, p.cx + 140, 1300)}" fill="none" stroke="#fff" stroke-width="18" opacity=".1" stroke-linecap="round"/>`
      );
    case 'stripes':
      return `<path d="${path('M', p.cx - p.shoulderW - 30, 1600, 'L', p.cx - p.shoulderW - 24, 700, 'M', p.cx + p.shoulderW + 30, 1600, 'L', p.cx + p.shoulderW + 24, 700)}" stroke="${accent}" stroke-width="10" fill="none"/>`;
    default:
      return '';
  }
}

/** Details drawn on top: collars, ties, buttons, straps, badges. */
function detail(p: Portrait, d: Detail, spec: OutfitSpec, main: string, accent: string): string {
  const { cx } = p;
  const sw = p.shoulderW;
  const ink = shade(main, 0.45);
  const { start, seg } = neckline(p, spec.neck);
  const neckD = path('M', start[0], start[1], ...seg);
  switch (d) {
    case 'buttons': {
      const top = spec.neck === 'collar' ? 740 : 720;
      return [0, 1, 2, 3]
        .map((i) => `<circle cx="${cx}" cy="${top + i * 70}" r="5" fill="${lighten(main, 0.5)}" stroke="${ink}" stroke-width="1.5"/>`)
        .join('');
    }
    case 'piping':
      return `<path d="${neckD}" fill="none" stroke="${accent}" stroke-width="${spec.neck === 'wrap' ? 18 : 5}" stroke-linejoin="round"/>`;
    case 'lace': {
      const top =
        spec.neck === 'offshoulder'
          ? path(
              'M',
              cx - sw - 44,
              748,
              'C',
              cx - sw + 20,
              722,
              cx - 90,
              742,
              cx,
              776,
              'C',
              cx + 90,
              742,
              cx + sw - 20,
              722,
              cx + sw + 44,
              748,
            )
          : path(
              'M',
              cx - sw + 18,
              796,
              'C',
              cx - sw + 30,
              760,
              cx - 110,
              742,
              cx - 62,
              748,
              'C',
              cx - 30,
              752,
              cx - 10,
              768,
              cx,
              784,
              'C',
              cx + 10,
              768,
              cx + 30,
              752,
              cx + 62,
              748,
              'C',
              cx + 110,
              742,
              cx + sw - 30,
              760,
              cx + sw - 18,
              796,
            );
      return (
        `<path d="${top}" fill="none" stroke="${accent}" stroke-width="9" stroke-dasharray="0.1 11" stroke-linecap="round"/>` +
        `<path d="${top}" fill="none" stroke="${accent}" stroke-width="2.5"/>` +
        (spec.neck === 'strap' ? straps(p, accent) : '')
      );
    }
    case 'floral':
      return spec.neck === 'strap' ? straps(p, mix(main, '#000', 0.1)) : '';
    case 'tie':
      return (
        `<path d="${path('M', cx - 9, 712, 'L', cx + 9, 712, 'L', cx + 14, 900, 'L', cx, 930, 'L', cx - 14, 900, 'Z')}" fill="${accent}"/>` +
        `<path d="${path('M', cx - 11, 700, 'L', cx + 11, 700, 'L', cx + 8, 720, 'L', cx - 8, 720, 'Z')}" fill="${shade(accent, 0.25)}"/>` +
        collar(p, main)
      );
    case 'bow':
      return (
        `${spec.neck === 'collar' ? collar(p, main) : ''}<g fill="${accent}"><path d="${path('M', cx, 712, 'L', cx - 38, 690, 'L', cx - 34, 738, 'Z', 'M', cx, 712, 'L', cx + 38, 690, 'L', cx + 34, 738, 'Z')}"/>` +
        `<circle cx="${cx}" cy="712" r="9"/><path d="${path('M', cx - 6, 716, 'L', cx - 20, 790, 'L', cx - 6, 784, 'Z', 'M', cx + 6, 716, 'L', cx + 20, 790, 'L', cx + 6, 784, 'Z')}"/></g>`
      );
    case 'badge':
      return `<path d="${path('M', cx + sw - 76, 800, 'L', cx + sw - 52, 792, 'L', cx + sw - 28, 800, 'L', cx + sw - 32, 830, 'L', cx + sw - 52, 846, 'L', cx + sw - 72, 830, 'Z')}" fill="${accent}" stroke="${shade(accent, 0.4)}" stroke-width="2"/>`;
    case 'hood':
      return (
        `<path d="${path('M', cx - 30, 660, 'L', cx - 34, 790, 'M', cx + 30, 660, 'L', cx + 34, 790)}" stroke="${lighten(main, 0.6)}" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="${neckD}" fill="none" stroke="${shade(main, 0.2)}" stroke-width="16"/>`
      );
    case 'zip':
      return (
        `<path d="${path('M', cx, spec.neck === 'mandarin' ? 612 : 690, 'L', cx, 1600)}" stroke="${accent}" stroke-width="3"/>` +
        `<rect x="${cx - 5}" y="${spec.neck === 'mandarin' ? 640 : 700}" width="10" height="20" rx="3" fill="${accent}"/>` +
        (spec.neck === 'mandarin'
          ? `<path d="${path('M', cx - 46, 598, 'Q', cx, 626, cx + 46, 598)}" fill="none" stroke="${shade(main, 0.2)}" stroke-width="14"/>`
          : '')
      );
    case 'apron':
      return (
        `<path d="${path('M', cx - sw + 56, 662, 'L', cx - 72, 800, 'M', cx + sw - 56, 662, 'L', cx + 72, 800)}" stroke="#fff" stroke-width="16"/>` +
        `<path d="${path('M', cx - 84, 800, 'Q', cx, 780, cx + 84, 800, 'L', cx + 92, 1600, 'L', cx - 92, 1600, 'Z')}" fill="#fbfbfb" stroke="#d9d9de" stroke-width="2"/>` +
        `<path d="${path('M', cx - 84, 800, 'Q', cx, 780, cx + 84, 800)}" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="0.1 12" stroke-linecap="round"/>` +
        collar(p, '#ffffff')
      );
    case 'sash':
      return (
        `<path d="${path('M', cx + sw - 40, 650, 'C', cx + sw + 10, 680, cx + sw + 30, 760, cx + sw + 40, 840, 'L', cx - sw, 1300, 'L', cx - sw - 30, 1100, 'Z')}" fill="${lighten(main, 0.15)}" stroke="${accent}" stroke-width="8"/>` +
        `<path d="${path('M', cx + sw + 20, 820, 'L', cx - sw - 10, 1180)}" stroke="${accent}" stroke-width="3" stroke-dasharray="6 6"/>`
      );
    case 'obi':
      return `<rect x="${cx - sw - 50}" y="980" width="${2 * sw + 100}" height="90" fill="${accent}"/><rect x="${cx - sw - 50}" y="1018" width="${2 * sw + 100}" height="8" fill="${shade(accent, 0.3)}"/>`;
    case 'lapels':
      return '';
    default:
      return '';
  }
}

function straps(p: Portrait, color: string): string {
  const { cx } = p;
  const sw = p.shoulderW;
  return `<path d="${path('M', cx - 78, 752, 'L', cx - sw + 50, 656, 'M', cx + 78, 752, 'L', cx + sw - 50, 656)}" stroke="${color}" stroke-width="7" stroke-linecap="round"/>`;
}

/** Shirt collar points either side of the neck. */
function collar(p: Portrait, color: string): string {
  const { cx } = p;
  const ink = shade(color, 0.35);
  return [-1, 1]
    .map(
      (s) =>
        `<path d="${path('M', cx + s * 4, 714, 'L', cx + s * 52, 616, 'L', cx + s * 72, 648, 'L', cx + s * 50, 724, 'Z')}" fill="${lighten(color, 0.08)}" stroke="${ink}" stroke-width="2"/>`,
    )
    .join('');
}

function bikini(p: Portrait, main: string, accent: string): string {
  const { cx } = p;
  const b = 0.62 + p.bust * 0.3;
  const cup = (s: number) =>
    path(
      'M',
      cx + s * 8,
      860,
      'C',
      cx + s * 40,
      876,
      cx + s * 120 * b,
      868,
      cx + s * 124 * b,
      846,
      'C',
      cx + s * 110 * b,
      800,
      cx + s * 80,
      760,
      cx + s * 50,
      740,
      'C',
      cx + s * 36,
      780,
      cx + s * 14,
      820,
      cx + s * 8,
      860,
      'Z',
    );
  return (
    [-1, 1]
      .map(
        (s) =>
          `<path d="${path('M', cx + s * 50, 742, 'L', cx + s * 36, 612)}" stroke="${main}" stroke-width="5"/>` +
          `<path d="${cup(s)}" fill="${main}" stroke="${shade(main, 0.4)}" stroke-width="2"/>`,
      )
      .join('') + `<path d="${path('M', cx - 10, 858, 'Q', cx, 864, cx + 10, 858)}" stroke="${accent}" stroke-width="4" fill="none"/>`
  );
}

/** An open jacket, shirt or robe over the main piece. */
function layer(p: Portrait, spec: OutfitSpec, color: string, accent: string): string {
  const { cx } = p;
  const sw = p.shoulderW;
  const wide = spec.neck === 'halter' || spec.neck === 'strap' ? 1.45 : 1;
  const ink = shade(color, 0.5);
  const panel = (s: number) =>
    path(
      'M',
      cx + s * (sw + 50),
      1600,
      'L',
      cx + s * (sw + 48),
      820,
      'C',
      cx + s * (sw + 46),
      724,
      cx + s * (sw + 32),
      666,
      cx + s * (sw - 10),
      652,
      'C',
      cx + s * (sw - 52),
      636,
      cx + s * 70,
      624,
      cx + s * 48,
      610,
      'C',
      cx + s * 60 * wide,
      700,
      cx + s * 74 * wide,
      900,
      cx + s * 80 * wide,
      1600,
      'Z',
    );
  const lapel = (s: number) =>
    path(
      'M',
      cx + s * 48,
      612,
      'L',
      cx + s * 62,
      700,
      'L',
      cx + s * 92,
      690,
      'L',
      cx + s * 82,
      730,
      'L',
      cx + s * 76,
      900,
      'C',
      cx + s * 70,
      800,
      cx + s * 60,
      720,
      cx + s * 48,
      612,
      'Z',
    );
  const lapels = spec.layer?.details.includes('lapels') ?? false;
  const sheen = p.anime
    ? ''
    : `<path d="${path('M', cx - sw - 20, 760, 'L', cx - sw - 24, 1600, 'M', cx + sw + 20, 760, 'L', cx + sw + 24, 1600)}" stroke="#fff" stroke-width="10" opacity=".08"/>`;
  return (
    [-1, 1]
      .map(
        (s) =>
          `<path d="${panel(s)}" fill="${color}" stroke="${ink}" stroke-width="${p.anime ? 2.5 : 1.5}"/>` +
          (lapels ? `<path d="${lapel(s)}" fill="${shade(color, 0.18)}" stroke="${ink}" stroke-width="1.5"/>` : ''),
      )
      .join('') +
    sheen +
    (spec.layer?.details.includes('badge')
      ? `<path d="${path('M', cx + sw - 30, 840, 'l', 30, 0, 'l', 0, 30, 'l', -15, 10, 'l', -15, -10, 'Z')}" fill="${accent}"/>`
      : '') +
    (spec.layer?.details.includes('zip')
      ? `<path d="${path('M', cx - 78, 760, 'L', cx - 84, 1600)}" stroke="#b8b8c0" stroke-width="3"/>`
      : '')
  );
}
