import { limits } from '../../shared/constants.js';
import { safeStorage } from '../platform/storage.js';

/**
 * Values this device keeps in localStorage besides the token, channel and uuid (docs/startup-params.md):
 * each read never throws, and a damaged value reads as absent.
 */
const KEYS = {
  pwaClient: 'pwaClient',
  multiFbc: 'multiFbc',
  profileUpdatedAt: 'profileUpdatedAt',
  hiddenNotices: 'hiddenNotices',
} as const;

function readJson<T>(key: string, valid: (v: unknown) => v is T): T | undefined {
  const raw = safeStorage.get(key);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (valid(value)) return value;
  } catch {
    // fall through
  }
  console.warn(`Stored ${key} is damaged; it is ignored`);
  safeStorage.remove(key);
  return undefined;
}

/** The app was opened as the installed web app on this device (`?pwa=1`, the manifest's start URL). */
export const isPwaClient = () => safeStorage.get(KEYS.pwaClient) === '1';
export const rememberPwaClient = () => safeStorage.set(KEYS.pwaClient, '1');

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const MAX_FBC = 10;

/** Every Facebook click id (`fbc`) this device arrived with, newest last, at most 10. */
export const multiFbc = (): string[] => readJson(KEYS.multiFbc, isStringList) ?? [];

/** An ad click (`fbclid`) becomes `fb.1.<ms>.<fbclid>` (Meta's fbc format) and joins the list. */
export function rememberFbclid(fbclid: string, now = Date.now()): string {
  const fbc = `fb.1.${now}.${fbclid.slice(0, 200)}`;
  const list = multiFbc().filter((x) => !x.endsWith(`.${fbclid.slice(0, 200)}`));
  safeStorage.set(KEYS.multiFbc, JSON.stringify([...list, fbc].slice(-MAX_FBC)));
  return fbc;
}

/** When the account's profile (language, channel) was last sent; refreshed when older than 480 hours. */
export function profileRefreshDue(now = Date.now()): boolean {
  const at = Number(safeStorage.get(KEYS.profileUpdatedAt));
  return !Number.isFinite(at) || at <= 0 || now - at > limits.profileRefreshMs || at > now;
}
export const markProfileRefreshed = (now = Date.now()) => safeStorage.set(KEYS.profileUpdatedAt, String(now));
export const forgetProfileRefresh = () => safeStorage.remove(KEYS.profileUpdatedAt);

type NoticeLists = Record<string, string[]>;
const isNoticeLists = (v: unknown): v is NoticeLists =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isStringList);
const MAX_HIDDEN = 50;

/** Notices the user closed, per list (a banner, an announcement): closed once, not shown again here. */
export const hiddenNotices = (list: string): string[] => readJson(KEYS.hiddenNotices, isNoticeLists)?.[list] ?? [];
export const isNoticeHidden = (list: string, id: string) => hiddenNotices(list).includes(id);
export function hideNotice(list: string, id: string) {
  const all = readJson(KEYS.hiddenNotices, isNoticeLists) ?? {};
  all[list] = [...(all[list] ?? []).filter((x) => x !== id), id].slice(-MAX_HIDDEN);
  safeStorage.set(KEYS.hiddenNotices, JSON.stringify(all));
}
