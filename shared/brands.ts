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
  /** PNG home-screen icons (192 and 512 px); without them the logo SVG stands in. */
  pngIcons?: { icon192: string; icon512: string; maskable512?: string };
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
    pngIcons: { icon192: '/icons/icon-192.png', icon512: '/icons/icon-512.png', maskable512: '/icons/icon-512-maskable.png' },
  },
  {
    id: 'official',
    title: 'Companion',
    logo: '/brand/official.svg',
    liveHost: 'companion.chat',
    supportEmail: 'support@companion.chat',
    loginTypes: webLogins,
    accent: '#ff3d7f',
  },
  {
    id: 'fiztok',
    title: 'FizTok',
    logo: '/brand/fiztok.svg',
    liveHost: 'fiztok.ai',
    testHost: 'test.fiztok.ai',
    supportEmail: 'help@fiztok.ai',
    loginTypes: webLogins,
    accent: '#ff5c39',
  },
  {
    id: 'lynplay',
    title: 'LynPlay',
    logo: '/brand/lynplay.svg',
    liveHost: 'lynplay.com',
    supportEmail: 'support@lynplay.com',
    installLink: 'https://lynplay.com/app',
    loginTypes: webLogins,
    accent: '#9b5cff',
  },
  {
    id: 'mylux',
    title: 'MyLux',
    logo: '/brand/mylux.svg',
    liveHost: 'mylux.ai',
    supportEmail: 'care@mylux.ai',
    loginTypes: webLogins,
    accent: '#f5b84a',
  },
  {
    id: 'buzzyin',
    title: 'Buzzyin',
    logo: '/brand/buzzyin.svg',
    liveHost: 'buzzyin.com',
    testHost: 'test.buzzyin.com',
    supportEmail: 'support@buzzyin.com',
    loginTypes: webLogins,
    accent: '#ff3d9a',
  },
  {
    id: 'cardric',
    title: 'Cardric',
    logo: '/brand/cardric.svg',
    liveHost: 'cardric.ai',
    supportEmail: 'support@cardric.ai',
    loginTypes: webLogins,
    accent: '#3d8bff',
  },
];

export const DEFAULT_BRAND = 'lustory';

export function getBrand(id: string | undefined): Brand {
  return brands.find((b) => b.id === id) ?? brands.find((b) => b.id === DEFAULT_BRAND)!;
}

export const brandAllows = (brand: Brand, type: LoginType) => brand.loginTypes.includes(type);

/** A Host header's host name: lower case, without port or trailing dot. */
export function hostName(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * The brand one build serves on a host: its live host, its test host, or `www.` before the live
 * host. Undefined for any other host (localhost, an IP, a preview deployment).
 */
export function brandForHost(host: string | undefined): Brand | undefined {
  const name = hostName(host);
  if (!name) return undefined;
  return brands.find((b) => name === b.liveHost || name === b.testHost || name === `www.${b.liveHost}`);
}

/** The brand of a deployment URL (PUBLIC_URL), else the configured default brand. */
export function brandForUrl(url: string, fallbackId: string | undefined): Brand {
  let host: string | undefined;
  try {
    host = new URL(url).host;
  } catch {
    host = undefined;
  }
  return brandForHost(host) ?? getBrand(fallbackId);
}
