import { useId } from 'react';
import type { Body, Ethnicity, EyeColor, HairColor, Hairstyle, Size } from '../../../../shared/attributes.js';

/** Illustrations of the choice tiles: drawn here so every option has a picture on any device. */

export const hairColors: Record<HairColor, [string, string]> = {
  black: ['#2b2630', '#121016'],
  brown: ['#8a5a36', '#4f2f1a'],
  blonde: ['#f6dc8e', '#c9a24e'],
  red: ['#d8623d', '#8c2c17'],
  gray: ['#b9bac4', '#7c7d88'],
  white: ['#ffffff', '#d4d6e0'],
  dyed: ['#ff7ac3', '#7d5cff'],
};

export const eyeColors: Record<EyeColor, [string, string]> = {
  brown: ['#a0673a', '#4a2a12'],
  blue: ['#7cc0ff', '#1f5fc4'],
  green: ['#8edb7a', '#2b7d3a'],
  gray: ['#c5ced8', '#66717e'],
};

const skins: Record<Ethnicity, string> = {
  american: '#f0c4a2',
  asian: '#f4d3b4',
  arab: '#d8a37c',
  latina: '#d29a72',
  german: '#f7d9c6',
  japanese: '#f6dcc6',
  indian: '#b67a52',
  italian: '#e6b58f',
  russian: '#f9e0d0',
};

const ethnicityHair: Record<Ethnicity, HairColor> = {
  american: 'brown',
  asian: 'black',
  arab: 'black',
  latina: 'brown',
  german: 'blonde',
  japanese: 'black',
  indian: 'black',
  italian: 'brown',
  russian: 'blonde',
};
const ethnicityStyle: Record<Ethnicity, Hairstyle> = {
  american: 'long',
  asian: 'bangs',
  arab: 'curly',
  latina: 'long',
  german: 'braids',
  japanese: 'short',
  indian: 'straight',
  italian: 'curly',
  russian: 'straight',
};

interface FaceProps {
  skin?: string;
  hair?: HairColor;
  hairstyle?: Hairstyle;
  eyes?: EyeColor;
  outfit?: string;
}

/** Hair behind the head, by style. */
function HairBack({ style, fill }: { style: Hairstyle; fill: string }) {
  switch (style) {
    case 'long':
      return <path d="M50 19C29 19 23 34 24 52L19 96h62l-5-44c1-18-5-33-26-33Z" fill={fill} />;
    case 'straight':
      return <path d="M50 19C30 19 26 34 27 50l-1 30h48l-1-30c1-16-3-31-23-31Z" fill={fill} />;
    case 'short':
      return <path d="M50 19C32 19 27 32 28 46c0 9 2 16 6 19h32c4-3 6-10 6-19 1-14-4-27-22-27Z" fill={fill} />;
    case 'bangs':
      return <path d="M50 19C31 19 27 33 28 49l-1 27h46l-1-27c1-16-3-30-22-30Z" fill={fill} />;
    case 'curly':
      return (
        <g fill={fill}>
          {[
            [30, 30],
            [50, 21],
            [70, 30],
            [25, 46],
            [75, 46],
            [24, 62],
            [76, 62],
            [28, 76],
            [72, 76],
            [38, 22],
            [62, 22],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={11} />
          ))}
        </g>
      );
    case 'bun':
      return <circle cx="50" cy="15" r="10" fill={fill} />;
    case 'ponytail':
      return <path d="M62 26c14 2 20 14 18 32-1 12-6 22-10 28-2-12 0-20-2-30-1-9-4-16-10-20Z" fill={fill} />;
    case 'pigtails':
      return (
        <g fill={fill}>
          <path d="M31 36c-10 4-14 16-12 30 1 9 4 16 8 20 1-12 4-20 6-30Z" />
          <path d="M69 36c10 4 14 16 12 30-1 9-4 16-8 20-1-12-4-20-6-30Z" />
        </g>
      );
    case 'braids':
      return (
        <g fill={fill}>
          {[58, 66, 74, 82].map((y) => (
            <g key={y}>
              <ellipse cx="33" cy={y} rx="5" ry="5" />
              <ellipse cx="67" cy={y} rx="5" ry="5" />
            </g>
          ))}
          <path d="M50 19C32 19 27 32 28 48l2 10h40l2-10c1-16-4-29-22-29Z" />
        </g>
      );
  }
}

/** Hair over the forehead, by style. */
function HairFront({ style, fill }: { style: Hairstyle; fill: string }) {
  if (style === 'bangs') return <path d="M32 42c-1-14 6-21 18-21s19 7 18 21c-4-3-7-4-10-4h-16c-4 0-7 1-10 4Z" fill={fill} />;
  if (style === 'bun' || style === 'ponytail' || style === 'pigtails' || style === 'braids')
    return <path d="M33 41c0-13 7-19 17-19s17 6 17 19c-5-8-10-11-17-11s-12 3-17 11Z" fill={fill} />;
  if (style === 'curly') return <path d="M32 42c0-14 7-21 18-21s18 7 18 21c-3-6-7-10-12-11-3 4-9 6-15 5-4 1-7 3-9 6Z" fill={fill} />;
  if (style === 'straight') return <path d="M32 46c-1-16 6-25 18-25s19 9 18 25c-3-9-8-15-15-16l-3-1-3 1c-7 1-12 7-15 16Z" fill={fill} />;
  return <path d="M32 44c-1-15 6-23 18-23s19 8 18 23c-5-9-11-13-20-13-2 4-8 8-16 13Z" fill={fill} />;
}

/** A head-and-shoulders portrait: skin, hair colour and style, eye colour. */
export function FaceArt({ skin = '#f0c4a2', hair = 'brown', hairstyle = 'long', eyes = 'brown', outfit = '#ff3d7f' }: FaceProps) {
  const id = useId().replace(/:/g, '');
  const [h1, h2] = hairColors[hair];
  const [e1, e2] = eyeColors[eyes];
  const hairFill = `url(#${id}h)`;
  return (
    <svg viewBox="0 0 100 100" className="art" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}h`} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={h1} />
          <stop offset="1" stopColor={h2} />
        </linearGradient>
        <radialGradient id={`${id}e`} cx="0.5" cy="0.4" r="0.6">
          <stop offset="0" stopColor={e1} />
          <stop offset="1" stopColor={e2} />
        </radialGradient>
        <linearGradient id={`${id}o`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={outfit} />
          <stop offset="1" stopColor={outfit} stopOpacity="0.7" />
        </linearGradient>
      </defs>
      <HairBack style={hairstyle} fill={hairFill} />
      <path d="M44 60h12v20H44z" fill={skin} />
      <path d="M18 100c1-14 12-22 32-22s31 8 32 22Z" fill={`url(#${id}o)`} />
      <path d="M42 78c2 4 5 6 8 6s6-2 8-6" fill="none" stroke={skin} strokeWidth="3" />
      <ellipse cx="50" cy="46" rx="16.5" ry="19.5" fill={skin} />
      <ellipse cx="41" cy="54" rx="3" ry="2" fill="#ff7a8a" opacity="0.28" />
      <ellipse cx="59" cy="54" rx="3" ry="2" fill="#ff7a8a" opacity="0.28" />
      <g>
        <ellipse cx="43.5" cy="47" rx="3.4" ry="2.4" fill="#fff" />
        <ellipse cx="56.5" cy="47" rx="3.4" ry="2.4" fill="#fff" />
        <circle cx="43.7" cy="47" r="2" fill={`url(#${id}e)`} />
        <circle cx="56.7" cy="47" r="2" fill={`url(#${id}e)`} />
        <circle cx="43.9" cy="46.8" r="0.8" fill="#1a1014" />
        <circle cx="56.9" cy="46.8" r="0.8" fill="#1a1014" />
        <path
          d="M39.8 45.6c1.6-1.6 5.6-1.8 7.4-.2M52.8 45.4c1.8-1.6 5.8-1.4 7.4.2"
          fill="none"
          stroke="#2a1a1c"
          strokeWidth="0.9"
          strokeLinecap="round"
        />
        <path
          d="M40 42.2c1.8-1 4.6-1.2 6.4-.4M53.6 41.8c1.8-.8 4.6-.6 6.4.4"
          fill="none"
          stroke={h2}
          strokeWidth="1.1"
          strokeLinecap="round"
        />
      </g>
      <path d="M49.4 50.5l-.8 3.2h2.2" fill="none" stroke="#000" strokeOpacity="0.18" strokeWidth="0.8" strokeLinecap="round" />
      <path d="M46.2 57.4c2.2 1.6 5.4 1.6 7.6 0" fill="none" stroke="#c2536a" strokeWidth="1.6" strokeLinecap="round" />
      <HairFront style={hairstyle} fill={hairFill} />
    </svg>
  );
}

export const EthnicityArt = ({ value }: { value: Ethnicity }) => (
  <FaceArt
    skin={skins[value]}
    hair={ethnicityHair[value]}
    hairstyle={ethnicityStyle[value]}
    eyes={value === 'german' || value === 'russian' ? 'blue' : 'brown'}
  />
);

export const HairstyleArt = ({ value, hair = 'brown', skin }: { value: Hairstyle; hair?: HairColor; skin?: string }) => (
  <FaceArt hairstyle={value} hair={hair} skin={skin} outfit="#8b5cf6" />
);

export const HairColorArt = ({ value, hairstyle = 'long', skin }: { value: HairColor; hairstyle?: Hairstyle; skin?: string }) => (
  <FaceArt hair={value} hairstyle={hairstyle} skin={skin} outfit="#3d8bff" />
);

export const skinOf = (e: Ethnicity | null) => (e ? skins[e] : undefined);

/** A close-up of one eye: the iris in the chosen colour. */
export function EyeArt({ value }: { value: EyeColor }) {
  const id = useId().replace(/:/g, '');
  const [c1, c2] = eyeColors[value];
  return (
    <svg viewBox="0 0 100 100" className="art" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}i`} cx="0.5" cy="0.45" r="0.55">
          <stop offset="0" stopColor={c1} />
          <stop offset="0.75" stopColor={c2} />
          <stop offset="1" stopColor="#111" />
        </radialGradient>
        <clipPath id={`${id}c`}>
          <path d="M12 52C26 30 74 30 88 52 74 72 26 72 12 52Z" />
        </clipPath>
      </defs>
      <path d="M12 52C26 30 74 30 88 52 74 72 26 72 12 52Z" fill="#f7f3f4" />
      <g clipPath={`url(#${id}c)`}>
        <circle cx="50" cy="51" r="17" fill={`url(#${id}i)`} />
        <circle cx="50" cy="51" r="7" fill="#0d0a0c" />
        <circle cx="56" cy="45" r="3.4" fill="#fff" opacity="0.9" />
        <path d="M12 52C26 30 74 30 88 52" fill="none" stroke="#000" strokeOpacity="0.25" strokeWidth="6" />
      </g>
      <path d="M12 52C26 30 74 30 88 52" fill="none" stroke="#2a1a1c" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 40l-5-7M34 34l-3-8M46 31l-1-8M58 31l1-8M70 35l4-7M80 41l6-6" stroke="#2a1a1c" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M20 28C34 16 66 14 84 24" fill="none" stroke="#6b4a3a" strokeWidth="3.4" strokeLinecap="round" opacity="0.8" />
    </svg>
  );
}

interface Figure {
  shoulder: number;
  bust: number;
  waist: number;
  hip: number;
}

const figures: Record<Body, Figure> = {
  'super skinny': { shoulder: 9.5, bust: 8.5, waist: 6, hip: 9.5 },
  skinny: { shoulder: 10.5, bust: 10, waist: 7, hip: 11.5 },
  curvy: { shoulder: 11.5, bust: 12.5, waist: 8, hip: 15 },
  voluptuous: { shoulder: 12.5, bust: 14.5, waist: 9.5, hip: 17 },
  bbw: { shoulder: 14.5, bust: 16.5, waist: 14.5, hip: 19 },
};

const sizeScale: Record<Size, number> = { small: 0, medium: 1, large: 2, huge: 3 };

/** A full-figure silhouette; the breast and hip steps reuse it with one measure changed. */
export function FigureArt({ body = 'curvy', breast, hip, focus }: { body?: Body; breast?: Size; hip?: Size; focus?: 'breast' | 'hip' }) {
  const id = useId().replace(/:/g, '');
  const f = { ...figures[body] };
  if (breast) f.bust = 9 + sizeScale[breast] * 2.8;
  if (hip) f.hip = 11 + sizeScale[hip] * 3.2;
  const bustR = breast ? 3 + sizeScale[breast] * 1.25 : f.bust * 0.3;
  const x = (d: number) => (50 - d).toFixed(1);
  const X = (d: number) => (50 + d).toFixed(1);
  const leg = Math.max(5.5, f.hip * 0.45);
  const d = [
    `M${x(3)} 27`,
    `C${x(4)} 29 ${x(f.shoulder - 2)} 29 ${x(f.shoulder)} 31`,
    `C${x(f.shoulder + 1)} 33 ${x(f.bust)} 37 ${x(f.bust)} 41`,
    `C${x(f.bust)} 45 ${x(f.waist)} 47 ${x(f.waist)} 52`,
    `C${x(f.waist)} 56 ${x(f.hip)} 59 ${x(f.hip)} 64`,
    `C${x(f.hip)} 70 ${x(leg + 1.5)} 78 ${x(leg)} 94`,
    `L${x(1.2)} 94 L${x(0.6)} 70 L${X(0.6)} 70 L${X(1.2)} 94 L${X(leg)} 94`,
    `C${X(leg + 1.5)} 78 ${X(f.hip)} 70 ${X(f.hip)} 64`,
    `C${X(f.hip)} 59 ${X(f.waist)} 56 ${X(f.waist)} 52`,
    `C${X(f.waist)} 47 ${X(f.bust)} 45 ${X(f.bust)} 41`,
    `C${X(f.bust)} 37 ${X(f.shoulder + 1)} 33 ${X(f.shoulder)} 31`,
    `C${X(f.shoulder - 2)} 29 ${X(4)} 29 ${X(3)} 27Z`,
  ].join(' ');
  // The breast and hip steps zoom in on the part that changes.
  const viewBox = focus === 'breast' ? '14 6 72 54' : focus === 'hip' ? '18 42 64 48' : '10 4 80 92';
  return (
    <svg viewBox={viewBox} className="art" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}b`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8fb5" />
          <stop offset="1" stopColor="#ff3d7f" />
        </linearGradient>
        <radialGradient id={`${id}g`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      {focus && (
        <ellipse cx="50" cy={focus === 'breast' ? 41 : 64} rx={(focus === 'breast' ? f.bust : f.hip) + 9} ry="9" fill={`url(#${id}g)`} />
      )}
      <circle cx="50" cy="15" r="7.5" fill={`url(#${id}b)`} />
      <path d="M47.5 21.5h5v6h-5z" fill={`url(#${id}b)`} />
      <path d={d} fill={`url(#${id}b)`} />
      {[-1, 1].map((side) => (
        <ellipse
          key={side}
          cx={50 + side * (bustR * 0.95)}
          cy={38.5 + bustR * 0.35}
          rx={bustR}
          ry={bustR * 0.88}
          fill="#ffc6da"
          opacity="0.5"
        />
      ))}
      <path
        d={`M${x(f.shoulder)} 31 C${x(f.shoulder + 2)} 40 ${x(f.shoulder + 3)} 50 ${x(f.waist + 6)} 60`}
        stroke="#ff6b9d"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d={`M${X(f.shoulder)} 31 C${X(f.shoulder + 2)} 40 ${X(f.shoulder + 3)} 50 ${X(f.waist + 6)} 60`}
        stroke="#ff6b9d"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The two modes of the first step. */
export function TemplateArt() {
  return (
    <svg viewBox="0 0 48 48" className="art art--icon" aria-hidden="true" focusable="false">
      <rect x="6" y="8" width="36" height="32" rx="8" fill="currentColor" opacity="0.16" />
      <path d="M14 18h20M14 24h20M14 30h20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" opacity="0.55" />
      <circle cx="20" cy="18" r="3.4" fill="currentColor" />
      <circle cx="30" cy="24" r="3.4" fill="currentColor" />
      <circle cx="17" cy="30" r="3.4" fill="currentColor" />
    </svg>
  );
}

export function PromptArt() {
  return (
    <svg viewBox="0 0 48 48" className="art art--icon" aria-hidden="true" focusable="false">
      <rect x="6" y="8" width="36" height="32" rx="8" fill="currentColor" opacity="0.16" />
      <path d="M13 31l16-16 4 4-16 16h-4z" fill="currentColor" />
      <path d="M31 13l2-2 4 4-2 2z" fill="currentColor" opacity="0.7" />
      <path
        d="M34 28l1.2 2.6 2.6 1.2-2.6 1.2L34 35.6l-1.2-2.6-2.6-1.2 2.6-1.2zM17 13l.9 1.9 1.9.9-1.9.9-.9 1.9-.9-1.9-1.9-.9 1.9-.9z"
        fill="currentColor"
      />
    </svg>
  );
}
