import { safeStorage } from '../platform/storage.js';

/**
 * The first-time guide markers, in the order their hints take turns: one hint on screen at a
 * time, the earliest in this list first (docs/feed-and-guides.md says where each one shows).
 * `thirdDayBanner` is the once-only banner of a user's third day.
 */
export const guideMarkers = [
  'firstAppIns',
  'firstVisibleHome',
  'firstFeatureTag',
  'guideFirstChat',
  'fistAskPhoto',
  'pointHandling',
  'socialActivity',
  'favoriteSite',
  'thirdDayBanner',
] as const;
export type GuideMarker = (typeof guideMarkers)[number];

export const GUIDE_STORAGE_KEY = 'guideMarkers';

export interface MarkerStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/**
 * Which guides this device has seen (kept in localStorage, so a reload never shows one again),
 * and whose turn it is among the hints on screen now.
 */
export function createGuideStore(storage: MarkerStorage = safeStorage) {
  const seen = new Set<GuideMarker>(read(storage));
  const waiting = new Set<GuideMarker>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    for (const l of listeners) l();
  };
  return {
    isSeen: (m: GuideMarker) => seen.has(m),
    /** Once: persisted at once, and the next waiting hint gets its turn. */
    markSeen(m: GuideMarker) {
      if (seen.has(m)) return;
      seen.add(m);
      storage.set(GUIDE_STORAGE_KEY, JSON.stringify([...seen]));
      changed();
    },
    /** A hint on screen asks for its turn; the returned function withdraws it (unmount). */
    request(m: GuideMarker) {
      if (seen.has(m) || waiting.has(m)) return () => undefined;
      waiting.add(m);
      changed();
      return () => {
        if (waiting.delete(m)) changed();
      };
    },
    /** The hint to show now: the first unseen waiting one in guide order. */
    current: (): GuideMarker | null => guideMarkers.find((m) => waiting.has(m) && !seen.has(m)) ?? null,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    version: () => version,
  };
}
export type GuideStore = ReturnType<typeof createGuideStore>;

function read(storage: MarkerStorage): GuideMarker[] {
  try {
    const v: unknown = JSON.parse(storage.get(GUIDE_STORAGE_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((m): m is GuideMarker => (guideMarkers as readonly unknown[]).includes(m)) : [];
  } catch {
    return [];
  }
}

const DAY = 86_400_000;

/**
 * Whether `now` falls on the account's third calendar day in the device's time zone (the day it
 * was created is the first).
 */
export function isThirdDay(createTime: number, now: number): boolean {
  if (!createTime || now < createTime) return false;
  const midnight = (t: number) => {
    const d = new Date(t);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  };
  return Math.round((midnight(now) - midnight(createTime)) / DAY) === 2;
}

let shared: GuideStore | undefined;
/** The app's one store, made on first use (tests make their own with createGuideStore). */
export const guideStore = () => (shared ??= createGuideStore());
