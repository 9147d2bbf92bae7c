import type { Hairstyle } from '../../../../shared/attributes.js';
import { path, r1, type Portrait } from './geometry.js';

type Hairline = 'side' | 'center' | 'bangs' | 'back';

/** How each hairstyle frames the face: hairline shape and how far the side locks fall. */
const front: Record<Hairstyle, { line: Hairline; lock: number }> = {
  long: { line: 'side', lock: 800 },
  straight: { line: 'center', lock: 820 },
  bangs: { line: 'bangs', lock: 780 },
  curly: { line: 'side', lock: 700 },
  short: { line: 'side', lock: 560 },
  bun: { line: 'back', lock: 0 },
  ponytail: { line: 'back', lock: 0 },
  pigtails: { line: 'bangs', lock: 0 },
  braids: { line: 'center', lock: 0 },
};

export function hairDefs(p: Portrait): string {
  const c = p.palette;
  return (
    `<defs><linearGradient id="hairFill" gradientUnits="userSpaceOnUse" x1="0" y1="230" x2="0" y2="860">` +
    `<stop offset="0" stop-color="${c.hairLight}"/><stop offset=".25" stop-color="${c.hair}"/>` +
    `<stop offset="1" stop-color="${c.hairShadow}"/></linearGradient></defs>`
  );
}

/** Hair behind the head and shoulders. */
export function hairBack(p: Portrait): string {
  const { cx, faceW: w } = p;
  const style = p.appearance.hairstyle;
  const fill = `fill="url(#hairFill)"`;
  const skull = `<ellipse cx="${cx}" cy="360" rx="${r1(w + 18)}" ry="128" ${fill}/>`;
  const sides = (half: number, bottom: number, flare: number) =>
    path(
      'M',
      cx - w - 18,
      360,
      'C',
      cx - w - 24,
      165,
      cx + w + 24,
      165,
      cx + w + 18,
      360,
      'C',
      cx + half,
      480,
      cx + half + flare,
      bottom - 80,
      cx + half + flare,
      bottom,
      'Q',
      cx,
      bottom + 30,
      cx - half - flare,
      bottom,
      'C',
      cx - half - flare,
      bottom - 80,
      cx - half,
      480,
      cx - w - 18,
      360,
      'Z',
    );
  switch (style) {
    case 'long':
      return `<path d="${sides(w + 34, 840, 26)}" ${fill}/>`;
    case 'straight':
    case 'bangs':
      return `<path d="${sides(w + 26, 860, 8)}" ${fill}/>`;
    case 'curly': {
      // Volume from overlapping curls around an oval envelope.
      const curls: string[] = [];
      for (let i = 0; i < 26; i++) {
        const a = (i / 26) * Math.PI * 2;
        const x = cx + Math.cos(a) * (w + 58);
        const y = 470 + Math.sin(a) * 250;
        if (y < 300 && Math.abs(x - cx) < w) continue;
        curls.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(52 + ((i * 37) % 17))}"/>`);
      }
      return `<g ${fill}><ellipse cx="${cx}" cy="480" rx="${r1(w + 60)}" ry="250"/>${curls.join('')}</g>`;
    }
    case 'short':
      return `<path d="${sides(w + 26, 560, 4)}" ${fill}/>`;
    case 'bun':
      return (
        `${skull}<circle cx="${cx}" cy="232" r="54" ${fill}/>` +
        `<path d="${path('M', cx - 40, 220, 'Q', cx, 190, cx + 42, 230, 'M', cx - 34, 250, 'Q', cx + 4, 214, cx + 40, 252)}" fill="none" stroke="${p.palette.hairLight}" stroke-width="3" opacity=".5"/>`
      );
    case 'ponytail':
      return `${skull}<path d="${path(
        'M',
        cx + w - 30,
        300,
        'C',
        cx + w + 90,
        320,
        cx + w + 70,
        560,
        cx + w + 40,
        760,
        'C',
        cx + w + 20,
        640,
        cx + w + 10,
        460,
        cx + w - 40,
        380,
        'Z',
      )}" ${fill}/>`;
    case 'pigtails':
      return (
        skull +
        [-1, 1]
          .map(
            (s) =>
              `<path d="${path(
                'M',
                cx + s * (w - 4),
                350,
                'C',
                cx + s * (w + 80),
                360,
                cx + s * (w + 90),
                560,
                cx + s * (w + 56),
                740,
                'C',
                cx + s * (w + 34),
                600,
                cx + s * (w + 20),
                470,
                cx + s * (w - 10),
                420,
                'Z',
              )}" ${fill}/>`,
          )
          .join('')
      );
    case 'braids':
      return `<path d="${sides(w + 22, 520, 0)}" ${fill}/>`;
  }
}

/** The hair over the forehead and along the cheeks, drawn over the face. */
export function hairFrontPath(p: Portrait): string {
  const { cx, faceW: w } = p;
  const { line, lock } = front[p.appearance.hairstyle];
  const bottom = lock || 430;
  const longLock = bottom > 600;
  // Outer edge: up the left side, over the crown, down the right side.
  const outerLeft = longLock
    ? ['M', cx - w + 2, bottom - 40, 'C', cx - w - 40, bottom - 120, cx - w - 40, 600, cx - w - 20, 470]
    : ['M', cx - w + 6, bottom - 10, 'C', cx - w - 18, bottom - 40, cx - w - 22, 470, cx - w - 20, 420];
  const crown = ['C', cx - w - 26, 172, cx + w + 26, 172, cx + w + 20, 420];
  const outerRight = longLock
    ? ['C', cx + w + 40, 600, cx + w + 40, bottom - 120, cx + w + 10, bottom]
    : ['C', cx + w + 22, 470, cx + w + 18, bottom - 40, cx + w - 6, bottom];
  // Inner edge back up the right cheek, the hairline across the forehead, down the left cheek.
  const innerRight = longLock
    ? ['C', cx + w - 4, bottom - 140, cx + w - 22, 620, cx + w - 16, 520, 'C', cx + w - 4, 460, cx + w - 4, 420, cx + w - 8, 380]
    : ['C', cx + w - 14, bottom - 60, cx + w - 2, 440, cx + w - 8, 380];
  const innerLeft = longLock
    ? [
        'C',
        cx - w + 4,
        420,
        cx - w + 4,
        460,
        cx - w + 16,
        520,
        'C',
        cx - w + 22,
        620,
        cx - w + 4,
        bottom - 140,
        cx - w + 2,
        bottom - 40,
        'Z',
      ]
    : ['C', cx - w + 2, 440, cx - w + 14, bottom - 60, cx - w + 6, bottom - 10, 'Z'];
  const eyeTop = p.eyeY - (p.anime ? 58 : 52);
  let hairline: (string | number)[];
  switch (line) {
    case 'side':
      hairline = ['C', cx + w - 20, 330, cx + 10, 300, cx - 34, 282, 'C', cx - 50, 300, cx - w + 10, 320, cx - w + 6, 380];
      break;
    case 'center':
      hairline = ['C', cx + w - 16, 320, cx + 30, 296, cx, 284, 'C', cx - 30, 296, cx - w + 16, 320, cx - w + 8, 380];
      break;
    case 'bangs':
      hairline = [
        'C',
        cx + w - 10,
        eyeTop - 10,
        cx + w - 24,
        eyeTop,
        cx + 60,
        eyeTop + 2,
        'L',
        cx + 40,
        eyeTop - 8,
        'L',
        cx + 20,
        eyeTop + 4,
        'L',
        cx,
        eyeTop - 6,
        'L',
        cx - 22,
        eyeTop + 4,
        'L',
        cx - 42,
        eyeTop - 6,
        'L',
        cx - 62,
        eyeTop + 2,
        'C',
        cx - w + 24,
        eyeTop,
        cx - w + 10,
        eyeTop - 10,
        cx - w + 8,
        380,
      ];
      break;
    case 'back':
      hairline = ['C', cx + w - 12, 320, cx + 40, 290, cx, 292, 'C', cx - 40, 290, cx - w + 12, 320, cx - w + 8, 380];
      break;
  }
  return path(...outerLeft, ...crown, ...outerRight, ...innerRight, ...hairline, ...innerLeft);
}

/** Front hair with the shadow it casts on the forehead, its sheen and the braids. */
export function hairFront(p: Portrait): string {
  const d = hairFrontPath(p);
  const c = p.palette;
  const castShadow = `<g clip-path="url(#faceClip)"><path d="${d}" transform="translate(${p.anime ? '0 7' : '2 9'})" fill="${c.skinShadow}" opacity="${p.anime ? '.55' : '.35'}"/></g>`;
  const sheen = p.anime ? animeSheen(p, d) : strands(p, d);
  const braids = p.appearance.hairstyle === 'braids' ? [-1, 1].map((s) => braid(p, s)).join('') : '';
  const ties =
    p.appearance.hairstyle === 'pigtails'
      ? [-1, 1]
          .map((s) => `<ellipse cx="${r1(p.cx + s * (p.faceW + 30))}" cy="392" rx="12" ry="9" fill="${p.palette.eyeshadow}"/>`)
          .join('')
      : '';
  return `${castShadow}<path d="${d}" fill="url(#hairFill)"/>${sheen}${braids}${ties}`;
}

function animeSheen(p: Portrait, d: string): string {
  const { cx, faceW: w } = p;
  // A hard-edged highlight band across the crown, the classic cel hair shine, kept on the hair.
  const y = 262;
  const band = path(
    'M',
    cx - w - 30,
    y + 10,
    'C',
    cx - 40,
    y - 30,
    cx + 40,
    y - 30,
    cx + w + 30,
    y + 10,
    'L',
    cx + w + 30,
    y + 22,
    'L',
    cx + 60,
    y - 2,
    'L',
    cx + 34,
    y + 16,
    'L',
    cx + 8,
    y - 4,
    'L',
    cx - 18,
    y + 14,
    'L',
    cx - 44,
    y - 2,
    'L',
    cx - w - 30,
    y + 24,
    'Z',
  );
  return `<clipPath id="hairClip"><path d="${d}"/></clipPath><path d="${band}" fill="${p.palette.hairLight}" opacity=".8" clip-path="url(#hairClip)"/>`;
}

/** Fine strands following the fall of the hair, clipped to it, for a painted look. */
function strands(p: Portrait, d: string): string {
  const { cx, faceW: w } = p;
  const lines: string[] = [];
  for (let i = 0; i < 14; i++) {
    const k = -1 + (2 * i) / 13;
    const x0 = cx + k * w * 0.5;
    const x1 = cx + k * (w + 30);
    lines.push(path('M', x0, 222, 'C', x0 + k * 30, 260, x1, 300, x1 + k * 6, 420 + Math.abs(k) * 300));
  }
  const all = lines.join(' ');
  return (
    `<clipPath id="hairClip"><path d="${d}"/></clipPath><g fill="none" stroke-linecap="round" clip-path="url(#hairClip)">` +
    `<path d="${all}" stroke="${p.palette.hairLight}" stroke-width="2.4" opacity=".3"/>` +
    `<path d="${all}" transform="translate(8 2)" stroke="${p.palette.hairShadow}" stroke-width="1.8" opacity=".3"/></g>`
  );
}

function braid(p: Portrait, s: number): string {
  const { cx, faceW: w } = p;
  const parts: string[] = [];
  for (let i = 0; i < 8; i++) {
    const t = i / 7;
    const x = cx + s * (w + 10 - t * 20);
    const y = 470 + i * 50;
    const rx = 26 - t * 8;
    parts.push(
      `<ellipse cx="${r1(x + s * (i % 2 ? 4 : -4))}" cy="${y}" rx="${r1(rx)}" ry="30" transform="rotate(${s * (i % 2 ? 18 : -18)} ${r1(x)} ${y})"/>`,
    );
  }
  return (
    `<g fill="url(#hairFill)" stroke="${p.palette.hairShadow}" stroke-width="2" stroke-opacity=".5">${parts.join('')}</g>` +
    `<ellipse cx="${r1(cx + s * (w - 10))}" cy="840" rx="10" ry="7" fill="${p.palette.eyeshadow}"/>`
  );
}
