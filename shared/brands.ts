import { LoginType } from './enums.js';

export interface Brand {
  id: string;
  title: string;
  /** Path of the logo under the mini-app's public folder. */
  logo: string;
  liveHost: string;
  testHost?: string;
  supportEmail: string;
  /** Link to the installed app, when the brand ships one. */
  installLink?: string;
  loginTypes: readonly LoginType[];
  /** Accent colour of the brand's palette. */
  accent: string;
}

const webLogins = [LoginType.email, LoginType.google] as const;

/** The seven brand variants of the spec. Only the default brand allows Telegram login. */
export const brands: readonly Brand[] = [
  {
    id: 'lustory',
    title: 'Lustory',
    logo: '/brand/lustory.svg',
    liveHost: 'lustory.ai',
    testHost: 'test.lustory.ai',
    supportEmail: 'support@lustory.ai',
    installLink: 'https://t.me/LustoryBot',
    loginTypes: [LoginType.email, LoginType.google, LoginType.telegram],
    accent: '#ff3d7f',
  },
  { id: 'official', title: 'Companion', logo: '/brand/official.svg', liveHost: 'companion.chat', supportEmail: 'support@companion.chat', loginTypes: webLogins, accent: '#ff3d7f' },
  { id: 'fiztok', title: 'FizTok', logo: '/brand/fiztok.svg', liveHost: 'fiztok.ai', testHost: 'test.fiztok.ai', supportEmail: 'help@fiztok.ai', loginTypes: webLogins, accent: '#ff5c39' },
  { id: 'lynplay', title: 'LynPlay', logo: '/brand/lynplay.svg', liveHost: 'lynplay.com', supportEmail: 'support@lynplay.com', installLink: 'https://lynplay.com/app', loginTypes: webLogins, accent: '#9b5cff' },
  { id: 'mylux', title: 'MyLux', logo: '/brand/mylux.svg', liveHost: 'mylux.ai', supportEmail: 'care@mylux.ai', loginTypes: webLogins, accent: '#f5b84a' },
  { id: 'buzzyin', title: 'Buzzyin', logo: '/brand/buzzyin.svg', liveHost: 'buzzyin.com', testHost: 'test.buzzyin.com', supportEmail: 'support@buzzyin.com', loginTypes: webLogins, accent: '#ff3d9a' },
  { id: 'cardric', title: 'Cardric', logo: '/brand/cardric.svg', liveHost: 'cardric.ai', supportEmail: 'support@cardric.ai', loginTypes: webLogins, accent: '#3d8bff' },
];

export const DEFAULT_BRAND = 'lustory';

export function getBrand(id: string | undefined): Brand {
  return brands.find((b) => b.id === id) ?? brands.find((b) => b.id === DEFAULT_BRAND)!;
}

export const brandAllows = (brand: Brand, type: LoginType) => brand.loginTypes.includes(type);
