import { rememberChannel } from '../api/channel.js';
import { routeLocaleCodes } from '../../shared/locales.js';

/**
 * The startup query parameters (docs/startup-params.md has one row per parameter), read once
 * when the app starts. A bad value (malformed JSON, an unknown language, an oversized id) is
 * dropped with a console warning: a link can never break the app.
 */
export interface StartupParams {
  /** `c`, or `ch`: where the visitor came from; also stored on the device. */
  channel?: string;
  /** Opened as the installed web app (the manifest's start URL carries `pwa=1`). */
  pwa?: boolean;
  /** Opened from a bookmark the energy gift asked for. */
  favorite?: boolean;
  /** An opaque campaign value, sent with the app-open report. */
  d?: string;
  /** QA switch: this tab is in the B group of A/B tests. */
  testB?: boolean;
  /** A partner's sale attribution, carried into orders. */
  merchantParam?: { bizId?: string; bizType?: string };
  /** A token for this tab only. */
  tmpToken?: string;
  /** A token handed over to this device. */
  token?: string;
  /** A UI language (route locale code). */
  l?: string;
  /** The uid of the friend whose link this is. */
  u?: string;
  /** Open the share/invite card. */
  shareDialog?: boolean;
  /** A page of this site to open first (a same-site path). */
  bp?: string;
  /** The activity (campaign) the link belongs to, reported with the app-open. */
  act?: string;
  /** The source tag analytics and orders carry. */
  from?: string;
  /** A known notice to show at start: `login` or `premium`. */
  alert?: Alert;
  /** Extra fields for the order a purchase creates (a flat JSON object). */
  extraOrderParams?: Record<string, string | number | boolean>;
  /** Facebook's click id, turned into `fbc` (state/device-values.ts). */
  fbclid?: string;
}

export const alerts = ['login', 'premium'] as const;
export type Alert = (typeof alerts)[number];

/** Kept for the tab's life (session storage): attribution that must reach a later order or report. */
const STICKY = [
  'channel',
  'd',
  'testB',
  'merchantParam',
  'u',
  'act',
  'from',
  'extraOrderParams',
] as const satisfies readonly (keyof StartupParams)[];
/** Acted on once, then taken out of the address bar, so a reload or a shared URL does not repeat them. */
export const ONE_SHOT_QUERY = ['token', 'tmpToken', 'l', 'shareDialog', 'alert', 'bp', 'favorite', 'fbclid'] as const;

const STORE_KEY = 'startup-params';
const ID_MAX = 128;

let params: Readonly<StartupParams> = {};

const warn = (name: string, raw: string, why: string) =>
  console.warn(`Startup parameter ${name}=${JSON.stringify(raw.slice(0, 80))} ignored: ${why}`);

function text(name: string, raw: string | null, max = ID_MAX): string | undefined {
  if (raw === null) return undefined;
  const value = raw.trim();
  if (!value) return undefined;
  if (value.length > max || [...value].some((ch) => ch.charCodeAt(0) < 0x20)) {
    warn(name, raw, `at most ${max} printable characters`);
    return undefined;
  }
  return value;
}

function flag(name: string, raw: string | null): boolean | undefined {
  if (raw === null) return undefined;
  const v = raw.trim().toLowerCase();
  if (v === '' || v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  warn(name, raw, 'expected 1 or 0');
  return undefined;
}

function json(name: string, raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  if (raw.length > 2000) {
    warn(name, raw, 'longer than 2000 characters');
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    warn(name, raw, 'not a JSON object');
  } catch {
    warn(name, raw, 'malformed JSON');
  }
  return undefined;
}

function parseMerchant(raw: string | null): StartupParams['merchantParam'] {
  const value = json('merchantParam', raw);
  if (!value) return undefined;
  const field = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, ID_MAX) : undefined);
  const merchant = { bizId: field(value.bizId), bizType: field(value.bizType) };
  if (!merchant.bizId && !merchant.bizType) {
    warn('merchantParam', raw ?? '', 'needs bizId or bizType');
    return undefined;
  }
  return merchant;
}

function parseExtra(raw: string | null): StartupParams['extraOrderParams'] {
  const value = json('extraOrderParams', raw);
  if (!value) return undefined;
  const flat: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(value).slice(0, 20)) {
    if (typeof v === 'string') flat[k.slice(0, 64)] = v.slice(0, 256);
    else if (typeof v === 'number' || typeof v === 'boolean') flat[k.slice(0, 64)] = v;
  }
  return Object.keys(flat).length ? flat : undefined;
}

/** A path of this site (`/premium`, `/chat?x=1`), never another origin (`//evil`, `/\evil`, `https:`). */
export const samePath = (raw: string | undefined): string | undefined =>
  raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : undefined;

/** Parse a query string; pure apart from the console warnings. */
export function parseStartupQuery(search: string): StartupParams {
  const q = new URLSearchParams(search);
  const next: StartupParams = {};
  const set = <K extends keyof StartupParams>(key: K, value: StartupParams[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  set('channel', text('c', q.get('c')) ?? text('ch', q.get('ch')));
  set('pwa', flag('pwa', q.get('pwa')));
  set('favorite', flag('favorite', q.get('favorite')));
  set('d', text('d', q.get('d'), 256));
  set('testB', flag('testB', q.get('testB')));
  set('merchantParam', parseMerchant(q.get('merchantParam')));
  set('tmpToken', text('tmpToken', q.get('tmpToken'), 256));
  set('token', text('token', q.get('token'), 256));
  const l = q.get('l');
  if (l !== null) {
    const code = l.trim().toLowerCase();
    if (routeLocaleCodes.includes(code)) next.l = code;
    else warn('l', l, `not one of ${routeLocaleCodes.join(', ')}`);
  }
  const u = text('u', q.get('u'), 64);
  if (u && /^[A-Za-z0-9_-]+$/.test(u)) next.u = u;
  else if (u) warn('u', u, 'not a user id');
  set('shareDialog', flag('shareDialog', q.get('shareDialog')));
  const bp = text('bp', q.get('bp'), 512);
  if (bp && samePath(bp)) next.bp = bp;
  else if (bp) warn('bp', bp, 'not a path of this site');
  set('act', text('act', q.get('act')));
  set('from', text('from', q.get('from'), 64));
  const alert = q.get('alert');
  if (alert !== null) {
    if ((alerts as readonly string[]).includes(alert)) next.alert = alert as Alert;
    else warn('alert', alert, `not one of ${alerts.join(', ')}`);
  }
  set('extraOrderParams', parseExtra(q.get('extraOrderParams')));
  set('fbclid', text('fbclid', q.get('fbclid'), 256));
  // A friend's link without a channel of its own is attributed like the invite card's (`ref_<uid>`).
  if (!next.channel && next.u) next.channel = `ref_${next.u}`;
  return next;
}

function readStored(): StartupParams {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as StartupParams) : {};
  } catch {
    return {};
  }
}

/**
 * Reads the query once at startup. The channel is stored on the device only when non-empty after
 * trimming; the attribution values are kept for the tab (and survive its reloads); the one-shot
 * values (tokens, language, notices) are acted on by startup-effects.ts and leave the address bar.
 */
export function readStartupParams(search: string = window.location.search): Readonly<StartupParams> {
  const next = parseStartupQuery(search);
  if (next.channel) rememberChannel(next.channel);
  const previous = readStored();
  params = Object.freeze({ ...previous, ...next });
  const keep: StartupParams = {};
  for (const key of STICKY) if (params[key] !== undefined) Object.assign(keep, { [key]: params[key] });
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify(keep));
  } catch {
    // Storage refused: the values last as long as this page.
  }
  return params;
}

export const startupParams = (): Readonly<StartupParams> => params;

/** The query without the one-shot parameters (for history.replaceState once they are acted on). */
export function withoutOneShots(search: string): string {
  const q = new URLSearchParams(search);
  for (const key of ONE_SHOT_QUERY) q.delete(key);
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}

/** What an order carries from the link that brought the buyer: the partner, the source, extra fields. */
export function orderExtraJson(): string | undefined {
  const { merchantParam, extraOrderParams, from } = params;
  if (!merchantParam && !extraOrderParams && !from) return undefined;
  return JSON.stringify({ ...extraOrderParams, ...(from && { from }), ...(merchantParam && { merchant: merchantParam }) });
}

/** The A/B group this tab sees: B when the link said `testB`, else the account's own. */
export const abGroup = (accountGroup: string | undefined): string | undefined => (params.testB ? 'B' : accountGroup);
