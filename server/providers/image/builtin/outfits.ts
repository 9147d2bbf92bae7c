import type { Clothing } from '../../../../shared/attributes.js';

export type Neckline = 'crew' | 'v' | 'scoop' | 'collar' | 'mandarin' | 'wrap' | 'offshoulder' | 'strap' | 'strapless' | 'halter';
export type Detail =
  | 'buttons'
  | 'stripes'
  | 'lace'
  | 'dots'
  | 'floral'
  | 'knit'
  | 'tie'
  | 'bow'
  | 'badge'
  | 'hood'
  | 'zip'
  | 'apron'
  | 'sash'
  | 'obi'
  | 'sequins'
  | 'satin'
  | 'piping'
  | 'lapels';

/** One garment as the renderer draws it: a cut, colours to pick from, an optional open layer over it. */
export interface OutfitSpec {
  neck: Neckline;
  colors: readonly string[];
  accent: string;
  details: readonly Detail[];
  /** A tank cut: the arms stay bare. */
  sleeveless?: boolean;
  /** An open jacket, shirt or robe over the main piece. */
  layer?: { colors: readonly string[]; details: readonly Detail[] };
}

const jewel = ['#7a1f3d', '#1f4f6e', '#1d5e4a', '#4a2a6e', '#8a1c24', '#1a1a22'];
const pastel = ['#f3c6d3', '#cfe3f5', '#f7e3b5', '#d9cdf2', '#c9ead9', '#fbd9c4'];

export const outfits: Record<Clothing, OutfitSpec> = {
  casual: {
    neck: 'crew',
    colors: pastel,
    accent: '#ffffff',
    details: [],
    layer: { colors: ['#a7c4de', '#e8dccb', '#c98f86'], details: ['buttons'] },
  },
  'summer dress': { neck: 'strap', colors: ['#f7d5dc', '#fff3d6', '#cfe7f7', '#f2b8a2'], accent: '#e9798f', details: ['floral'] },
  'evening gown': { neck: 'offshoulder', colors: jewel, accent: '#f2d38a', details: ['sequins', 'satin'] },
  'business suit': {
    neck: 'v',
    colors: ['#f6f3ef', '#e9eef5'],
    accent: '#b8b0a6',
    details: [],
    layer: { colors: ['#2b3140', '#3a3a40', '#5a4a44', '#1f2a44'], details: ['lapels', 'buttons'] },
  },
  'jeans and tee': { neck: 'crew', colors: ['#f6f6f4', '#2a2a2e', '#e8c7cf', '#b9cfe0'], accent: '#d94a6a', details: [] },
  sweater: { neck: 'crew', colors: ['#e9dcc7', '#c86f64', '#8fa7b8', '#b7a3cf', '#f0ece4'], accent: '#ffffff', details: ['knit'] },
  hoodie: { neck: 'crew', colors: ['#d7d2de', '#f2b5c6', '#5d6b82', '#2d2d35', '#b9d7c6'], accent: '#ffffff', details: ['hood'] },
  'leather jacket': {
    neck: 'crew',
    colors: ['#f2f0ec', '#d9d4cc', '#2a2a2e'],
    accent: '#c0c0c8',
    details: [],
    layer: { colors: ['#1c1a1c', '#3b2620'], details: ['lapels', 'zip'] },
  },
  sportswear: { neck: 'mandarin', colors: ['#2c3e74', '#e8456a', '#1f1f24', '#f4f4f6'], accent: '#ffffff', details: ['zip', 'stripes'] },
  'yoga outfit': {
    neck: 'scoop',
    sleeveless: true,
    colors: ['#6a8f8a', '#b48bb7', '#2b2b33', '#e39aa7'],
    accent: '#ffffff',
    details: ['stripes'],
  },
  bikini: {
    neck: 'halter',
    colors: ['#e4405f', '#f5b942', '#3aa6b9', '#ffffff', '#1d1d24'],
    accent: '#ffffff',
    details: [],
    layer: { colors: ['#fbf7f0', '#f4e0e6'], details: [] },
  },
  swimsuit: { neck: 'scoop', sleeveless: true, colors: ['#c8283e', '#1d1d24', '#2a7fa8', '#f2a33a'], accent: '#ffffff', details: [] },
  lingerie: {
    neck: 'strap',
    colors: ['#1a1418', '#7a1530', '#e8d6dc'],
    accent: '#d9b8c4',
    details: ['lace'],
    layer: { colors: ['#f2e6ea', '#2a1c24', '#8a2a44'], details: ['satin'] },
  },
  'silk robe': { neck: 'wrap', colors: ['#e9c9cf', '#7a1f3d', '#f2e8d8', '#2e3a5c'], accent: '#f4e2b0', details: ['satin', 'piping'] },
  pajamas: {
    neck: 'collar',
    colors: ['#cfe0f2', '#f6d4dc', '#e2d8f2', '#f3ead8'],
    accent: '#ffffff',
    details: ['piping', 'buttons', 'dots'],
  },
  kimono: { neck: 'wrap', colors: ['#b83a4a', '#2f4f86', '#e9b8c4', '#3f6e5a'], accent: '#f3e0a8', details: ['floral', 'obi'] },
  qipao: { neck: 'mandarin', colors: ['#b0182c', '#14334f', '#0f5a4a', '#e8c9a8'], accent: '#e8c36a', details: ['floral', 'piping'] },
  sari: { neck: 'scoop', colors: ['#c4245a', '#e08a1e', '#1f6e6a', '#6a2a8a'], accent: '#f0c75a', details: ['sash', 'piping'] },
  cheerleader: { neck: 'v', sleeveless: true, colors: ['#c8283e', '#1f3c8a', '#6a2a8a'], accent: '#ffffff', details: ['stripes'] },
  nurse: { neck: 'collar', colors: ['#f6f8fa', '#dbe9f4'], accent: '#d8344a', details: ['badge', 'buttons'] },
  maid: { neck: 'collar', colors: ['#1c1c22'], accent: '#ffffff', details: ['apron', 'bow'] },
  police: { neck: 'collar', colors: ['#23314f', '#2d3b52'], accent: '#d7b65a', details: ['badge', 'tie', 'buttons'] },
  'office lady': {
    neck: 'collar',
    colors: ['#f7f4f0', '#f2dfe4', '#dfe8f2'],
    accent: '#2a2a30',
    details: ['bow'],
    layer: { colors: ['#2b2b33', '#6b5a54', '#2a3346'], details: ['lapels'] },
  },
  'cocktail dress': {
    neck: 'strapless',
    colors: ['#d81f4a', '#1a1a22', '#e5b23a', '#2d6bd8', '#a01f8a'],
    accent: '#f6e2a0',
    details: ['sequins'],
  },
  // A fantasy knight's tunic with a sash: no sailor collar or neck bow, which read as a school uniform.
  cosplay: { neck: 'mandarin', colors: ['#2a2a7a', '#7a1f3d', '#1a1a22'], accent: '#ffd24a', details: ['sash', 'piping'] },
  boho: { neck: 'offshoulder', colors: ['#f1e4cf', '#c98a5a', '#e6d2b0'], accent: '#b5563a', details: ['floral', 'lace'] },
};
