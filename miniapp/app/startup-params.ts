import { rememberChannel } from '../api/channel.js';
import { safeStorage } from '../platform/storage.js';

/** The startup query parameters of spec §2, read once when the app starts. */
export interface StartupParams {
  channel?: string;
  pwa?: string;
  favorite?: string;
  d?: string;
  testB?: string;
  merchantParam?: { bizId?: string; bizType?: string };
  tmpToken?: string;
  l?: string;
  u?: string;
  shareDialog?: string;
  bp?: string;
  act?: string;
  from?: string;
  alert?: string;
  extraOrderParams?: string;
  token?: string;
}

const KEYS = ['pwa', 'favorite', 'd', 'testB', 'tmpToken', 'l', 'u', 'shareDialog', 'bp', 'act', 'from', 'alert', 'extraOrderParams', 'token'] as const;
const STORE_KEY = 'startup-params';

let params: Readonly<StartupParams> = {};

function parseMerchant(raw: string | null): StartupParams['merchantParam'] {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { bizId?: unknown; bizType?: unknown };
    return { bizId: value.bizId == null ? undefined : String(value.bizId), bizType: value.bizType == null ? undefined : String(value.bizType) };
  } catch {
    return undefined;
  }
}

/**
 * Reads the query once at startup. The channel (`c`, or `ch`) is stored only when it is non-empty
 * after trimming; everything else is kept for the session (and survives reloads of this tab).
 */
export function readStartupParams(search: string = window.location.search): Readonly<StartupParams> {
  const q = new URLSearchParams(search);
  const next: StartupParams = {};
  const channel = (q.get('c') ?? q.get('ch'))?.trim();
  if (channel) {
    next.channel = channel;
    rememberChannel(channel);
  }
  for (const key of KEYS) {
    const value = q.get(key);
    if (value !== null && value !== '') next[key] = value;
  }
  const merchant = parseMerchant(q.get('merchantParam'));
  if (merchant) next.merchantParam = merchant;

  let previous: StartupParams = {};
  try {
    previous = JSON.parse(window.sessionStorage.getItem(STORE_KEY) ?? '{}') as StartupParams;
  } catch {
    previous = {};
  }
  const { token: _token, tmpToken: _tmp, ...keep } = next;
  params = Object.freeze({ ...previous, ...next });
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...previous, ...keep }));
  } catch {
    safeStorage.remove(STORE_KEY);
  }
  return params;
}

export const startupParams = (): Readonly<StartupParams> => params;
