import { hsl, lighten, mix } from './color.js';
import { r1 } from './geometry.js';
import type { Random } from './random.js';

export type SceneKind = 'studio' | 'room' | 'bedroom' | 'beach' | 'city' | 'park' | 'cafe';
const kinds: readonly SceneKind[] = ['studio', 'room', 'bedroom', 'beach', 'city', 'park', 'cafe'];

const sceneWords: [RegExp, SceneKind][] = [
  [/beach|sea|ocean|pool|sand|island|summer|vacation|shore/i, 'beach'],
  [/city|street|night|club|bar|rooftop|balcony|terrace|skyline|sunset|downtown|neon|town/i, 'city'],
  [/park|garden|forest|nature|picnic|flower|field|outdoor/i, 'park'],
  [/caf[eé]|coffee|restaurant|dinner|kitchen|bakery/i, 'cafe'],
  [/bed|sleep|morning|pajama|hotel|night in/i, 'bedroom'],
  [/room|home|house|apartment|office|library|sofa|couch|window|mirror|selfie/i, 'room'],
  [/studio|photo|portrait/i, 'studio'],
];

/** Scene words win; otherwise the variant picks, leaning towards places that suit the outfit. */
export function sceneKind(scene: string | undefined, clothing: string, variant: Random): SceneKind {
  for (const [words, kind] of sceneWords) if (scene && words.test(scene)) return kind;
  const suits: Record<string, SceneKind> = {
    bikini: 'beach',
    swimsuit: 'beach',
    'summer dress': 'park',
    pajamas: 'bedroom',
    'silk robe': 'bedroom',
    lingerie: 'bedroom',
    'evening gown': 'city',
    'cocktail dress': 'city',
    'business suit': 'room',
    'office lady': 'room',
  };
  const suited = suits[clothing];
  return suited && variant.chance(0.6) ? suited : variant.pick(kinds);
}

/** A drawn place behind her; `hue` is the character's colour so her pictures feel like one set. */
export function background(kind: SceneKind, hue: number, random: Random): string {
  switch (kind) {
    case 'studio':
      return studio(hue, random);
    case 'room':
      return room(hue, random, false);
    case 'bedroom':
      return room(hue, random, true);
    case 'beach':
      return beach(random);
    case 'city':
      return city(hue, random);
    case 'park':
      return park(random);
    case 'cafe':
      return cafe(random);
  }
}

const full = 'x="0" y="0" width="768" height="1024"';

function vertical(id: string, stops: [number, string][]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

function glow(id: string, color: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Out-of-focus lights: soft discs in a few warm colours. */
function bokeh(random: Random, colors: string[], count: number, yMin: number, yMax: number): string {
  const defs = colors
    .map(
      (c, i) =>
        `<radialGradient id="bk${i}"><stop offset="0" stop-color="${c}" stop-opacity=".55"/>` +
        `<stop offset=".8" stop-color="${c}" stop-opacity=".35"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const discs: string[] = [];
  for (let i = 0; i < count; i++) {
    discs.push(
      `<circle cx="${r1(random.range(0, 768))}" cy="${r1(random.range(yMin, yMax))}" r="${r1(random.range(14, 46))}" fill="url(#bk${random.int(0, colors.length - 1)})"/>`,
    );
  }
  return `<defs>${defs}</defs>${discs.join('')}`;
}

function studio(hue: number, random: Random): string {
  const base = hsl(hue, 0.35, 0.22);
  return (
    `<defs><radialGradient id="studioBg" cx="${r1(random.range(0.3, 0.7))}" cy=".35" r=".85">` +
    `<stop offset="0" stop-color="${hsl(hue, 0.45, 0.55)}"/><stop offset=".6" stop-color="${base}"/><stop offset="1" stop-color="${hsl(hue, 0.3, 0.08)}"/></radialGradient></defs>` +
    `<rect ${full} fill="url(#studioBg)"/>` +
    bokeh(random, [hsl(hue + 20, 0.7, 0.75), '#fff2d8'], 14, 60, 700)
  );
}

function room(hue: number, random: Random, bedroom: boolean): string {
  const wall = bedroom ? hsl(hue, 0.25, 0.32) : hsl(30 + random.range(-10, 10), 0.22, 0.45);
  const left = random.chance(0.5);
  const wx = left ? 40 : 468;
  const lampX = left ? 640 : 110;
  const furniture = bedroom
    ? // Headboard and pillows behind her.
      `<rect x="60" y="640" width="648" height="260" rx="40" fill="${mix(wall, '#1a0a10', 0.35)}"/>` +
      `<ellipse cx="220" cy="760" rx="140" ry="60" fill="${lighten(wall, 0.55)}"/><ellipse cx="560" cy="760" rx="140" ry="60" fill="${lighten(wall, 0.5)}"/>` +
      `<rect x="0" y="820" width="768" height="204" fill="${lighten(wall, 0.65)}"/>`
    : // A sofa back and a plant.
      `<rect x="0" y="700" width="768" height="324" fill="${mix(wall, '#2a1a10', 0.45)}"/>` +
      `<rect x="40" y="660" width="688" height="160" rx="50" fill="${hsl(hue, 0.3, 0.35)}"/>` +
      `<g fill="#3f6b45"><ellipse cx="${left ? 700 : 70}" cy="520" rx="40" ry="90"/><ellipse cx="${left ? 660 : 110}" cy="560" rx="34" ry="80" transform="rotate(-20 ${left ? 660 : 110} 560)"/></g>`;
  return (
    `<defs>${vertical('wall', [
      [0, lighten(wall, 0.12)],
      [1, mix(wall, '#000', 0.35)],
    ])}${vertical('window', [
      [0, '#fff4dc'],
      [1, '#f6c98a'],
    ])}` +
    `${glow('lamp', '#ffd9a0', 0.8)}</defs><rect ${full} fill="url(#wall)"/>` +
    `<rect x="${wx}" y="120" width="260" height="420" rx="6" fill="url(#window)"/>` +
    `<path d="M${wx + 130} 120V540M${wx} 330H${wx + 260}" stroke="${mix(wall, '#000', 0.3)}" stroke-width="10"/>` +
    `<rect x="${wx - 30}" y="100" width="50" height="480" fill="${hsl(hue, 0.35, 0.4)}" opacity=".85"/><rect x="${wx + 240}" y="100" width="50" height="480" fill="${hsl(hue, 0.35, 0.4)}" opacity=".85"/>` +
    `<circle cx="${lampX}" cy="380" r="190" fill="url(#lamp)"/>` +
    furniture +
    bokeh(random, ['#ffe2b0', '#ffc98a'], bedroom ? 12 : 5, 80, 420)
  );
}

function beach(random: Random): string {
  const sunset = random.chance(0.5);
  const sky: [number, string][] = sunset
    ? [
        [0, '#3b3a7a'],
        [0.45, '#e46f7a'],
        [0.62, '#f7b26a'],
      ]
    : [
        [0, '#4a9fd8'],
        [0.5, '#9fd4ef'],
        [0.62, '#d8f0f7'],
      ];
  const sunX = r1(random.range(160, 600));
  const palmX = random.chance(0.5) ? 60 : 700;
  const dir = palmX < 384 ? 1 : -1;
  const fronds = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = (-150 + i * 40) * (Math.PI / 180);
      const ex = palmX + dir * 40 + Math.cos(a) * 150 * dir;
      const ey = 180 + Math.sin(a) * 90 + 60;
      return `M${palmX + dir * 40} 180 Q${r1((palmX + dir * 40 + ex) / 2)} ${r1(ey - 60)} ${r1(ex)} ${r1(ey)}`;
    })
    .join(' ');
  return (
    `<defs>${vertical('sky', sky)}${vertical('sea', [
      [0, sunset ? '#5a6ea8' : '#2f8fc0'],
      [1, sunset ? '#e49a8a' : '#7fd0d8'],
    ])}` +
    `${vertical('sand', [
      [0, '#f1d9b0'],
      [1, '#d9b88a'],
    ])}${glow('sun', sunset ? '#ffd08a' : '#ffffff', 0.9)}</defs>` +
    `<rect ${full} fill="url(#sky)"/><circle cx="${sunX}" cy="520" r="160" fill="url(#sun)"/><circle cx="${sunX}" cy="520" r="40" fill="${sunset ? '#ffe6b0' : '#fffbe8'}"/>` +
    `<rect x="0" y="560" width="768" height="200" fill="url(#sea)"/>` +
    `<path d="M0 600H768M60 640H700M0 690H768" stroke="#fff" stroke-width="3" opacity=".3"/>` +
    `<path d="M0 760 Q384 720 768 760V1024H0Z" fill="url(#sand)"/>` +
    `<path d="M${palmX} 1024 Q${palmX + dir * 10} 600 ${palmX + dir * 40} 180" stroke="#4a3526" stroke-width="18" fill="none"/>` +
    `<path d="${fronds}" stroke="#2f5a34" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    bokeh(random, ['#ffffff', '#fff0c0'], 6, 560, 720)
  );
}

function city(hue: number, random: Random): string {
  const buildings: string[] = [];
  const windows: string[] = [];
  let x = -20;
  while (x < 768) {
    const w = random.range(70, 140);
    const h = random.range(260, 620);
    const top = 760 - h;
    buildings.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w - 6)}" height="${r1(h + 300)}"/>`);
    for (let wy = top + 20; wy < 740; wy += 34) {
      for (let wx = x + 12; wx < x + w - 24; wx += 26) {
        if (random.chance(0.35)) windows.push(`<rect x="${r1(wx)}" y="${r1(wy)}" width="12" height="16"/>`);
      }
    }
    x += w;
  }
  return (
    `<defs>${vertical('night', [
      [0, hsl(hue + 220, 0.5, 0.1)],
      [0.6, hsl(hue + 250, 0.45, 0.25)],
      [1, hsl(hue + 300, 0.5, 0.35)],
    ])}</defs>` +
    `<rect ${full} fill="url(#night)"/><g fill="${hsl(hue + 230, 0.3, 0.12)}">${buildings.join('')}</g>` +
    `<g fill="#ffd58a" opacity=".75">${windows.join('')}</g>` +
    bokeh(random, ['#ffcf7a', hsl(hue, 0.8, 0.65), '#ff7aa8', '#8ad0ff'], 22, 500, 1000)
  );
}

function park(random: Random): string {
  const trees: string[] = [];
  for (let i = 0; i < 9; i++) {
    const tx = random.range(-40, 800);
    const ty = random.range(380, 560);
    trees.push(
      `<circle cx="${r1(tx)}" cy="${r1(ty)}" r="${r1(random.range(80, 150))}" fill="${mix('#4f8a4a', '#2a5a34', random.next())}"/>`,
    );
  }
  return (
    `<defs>${vertical('sky', [
      [0, '#8cc6ea'],
      [0.6, '#e6f3f4'],
    ])}${vertical('grass', [
      [0, '#8ab865'],
      [1, '#4f7d3f'],
    ])}` +
    `${glow('sunflare', '#fff6d0', 0.9)}</defs><rect ${full} fill="url(#sky)"/>` +
    `<path d="M0 620 Q200 540 420 600 T768 580V1024H0Z" fill="#7aa86a"/>${trees.join('')}` +
    `<path d="M0 700 Q384 650 768 700V1024H0Z" fill="url(#grass)"/>` +
    `<circle cx="${r1(random.range(80, 688))}" cy="160" r="260" fill="url(#sunflare)"/>` +
    bokeh(random, ['#fffbe0', '#e8ffd0'], 12, 200, 700)
  );
}

function cafe(random: Random): string {
  const lamps = [150, 384, 618]
    .map((lx) => {
      const x = lx + random.range(-40, 40);
      const y = random.range(140, 260);
      return (
        `<path d="M${r1(x)} 0V${r1(y - 40)}" stroke="#1a1210" stroke-width="3"/>` +
        `<path d="M${r1(x - 40)} ${r1(y)} L${r1(x - 18)} ${r1(y - 44)} H${r1(x + 18)} L${r1(x + 40)} ${r1(y)}Z" fill="#2a1c16"/>` +
        `<circle cx="${r1(x)}" cy="${r1(y + 10)}" r="120" fill="url(#lampGlow)"/><circle cx="${r1(x)}" cy="${r1(y + 2)}" r="12" fill="#fff2c8"/>`
      );
    })
    .join('');
  return (
    `<defs>${vertical('cafeWall', [
      [0, '#5a3a2a'],
      [1, '#2a1a14'],
    ])}${glow('lampGlow', '#ffc870', 0.7)}</defs>` +
    `<rect ${full} fill="url(#cafeWall)"/>` +
    `<rect x="0" y="430" width="768" height="14" fill="#3a2418"/><g fill="#7a5236">${[40, 120, 200, 520, 600, 680].map((bx) => `<rect x="${bx}" y="${380 + (bx % 3) * 8}" width="40" height="${50 - (bx % 3) * 8}" rx="6"/>`).join('')}</g>` +
    lamps +
    `<rect x="0" y="780" width="768" height="244" fill="#3a2418"/>` +
    bokeh(random, ['#ffd08a', '#ffb070'], 10, 300, 800)
  );
}
