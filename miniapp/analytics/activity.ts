import { safeStorage } from '../platform/storage.js';
import { batchId } from '../api/device.js';
import { commonLogParams } from './common-params.js';

/**
 * The page's activity logs (docs/analytics.md), GET `/out-comm-logs/...` with the common
 * parameters, fire-and-forget (`keepalive`, so a page being closed still sends them):
 * - `client/h5/open` with `openway`: 0 cold start, 1 reload or visible again, 5 hidden, 6 region changed;
 * - `client/h5/activity` and `server/h5/advlog` for campaign and ad records;
 * - `server/h5/onlineTime`: when the page is hidden, how long it was visible. An upload that fails
 *   is kept on the device and sent again at the next visible, with the new record after it.
 */
export const OpenWay = { cold: 0, reload: 1, visible: 1, hidden: 5, region: 6 } as const;

const PENDING_KEY = 'pendingOnlineTime';
const REGION_KEY = 'lastRegion';
/** Records kept when uploads keep failing: a log value holds 512 characters on the server. */
const MAX_PENDING = 8;

export interface OnlineRecord {
  onlinetime: number;
  starttime: number;
  endtime: number;
}

async function send(path: string, params: Record<string, string | number>): Promise<boolean> {
  const q = new URLSearchParams({
    ...commonLogParams(),
    xmlog: '1',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  try {
    const res = await fetch(`/out-comm-logs/${path}?${q.toString()}`, { keepalive: true, credentials: 'omit' });
    return res.ok;
  } catch {
    return false;
  }
}

export const logOpen = (openway: number) => void send('client/h5/open', { openway, url_from: document.referrer.slice(0, 200) });
export const logActivity = (actentryid: string, subactid: string, type: string) =>
  void send('client/h5/activity', { actentryid, subactid, type });
export const logAdv = (
  fields: Partial<
    Record<'type' | 'code' | 'codeinfo' | 'pagetype' | 'gametype' | 'adslot' | 'adunitid' | 'adbatchid' | 'ecpm' | 'adfrom', string>
  >,
) => void send('server/h5/advlog', fields as Record<string, string>);

function pending(): OnlineRecord[] {
  try {
    const v = JSON.parse(safeStorage.get(PENDING_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as OnlineRecord[]).filter((r) => typeof r?.onlinetime === 'number') : [];
  } catch {
    return [];
  }
}

/** Upload these records plus any left from a failed upload; kept on the device when it fails again. */
export async function uploadOnlineTime(records: OnlineRecord[]): Promise<boolean> {
  const all = [...pending(), ...records].slice(-MAX_PENDING);
  if (all.length === 0) return true;
  // Stored first: if the page is closed mid-upload, the records are still there next time.
  safeStorage.set(PENDING_KEY, JSON.stringify(all));
  const ok = await send('server/h5/onlineTime', { batch: JSON.stringify(all), batchid: batchId() });
  if (ok) safeStorage.remove(PENDING_KEY);
  return ok;
}

let visibleSince = Date.now();
let started = false;

/** The open log at start, then hidden/visible records for as long as the page lives. */
export function startActivityLogs() {
  if (started) return;
  started = true;
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  logOpen(nav?.type === 'reload' ? OpenWay.reload : OpenWay.cold);
  visibleSince = Date.now();
  document.addEventListener('visibilitychange', () => {
    const now = Date.now();
    if (document.visibilityState === 'hidden') {
      logOpen(OpenWay.hidden);
      void uploadOnlineTime([{ onlinetime: Math.round((now - visibleSince) / 1000), starttime: visibleSince, endtime: now }]);
    } else {
      visibleSince = now;
      logOpen(OpenWay.visible);
      // What failed when the page was hidden goes now.
      if (pending().length > 0) void uploadOnlineTime([]);
    }
  });
}

/** `region` is the country the server answered with; a change from the last one is logged (openway 6). */
export function noteRegion(region: string | undefined) {
  if (!region) return;
  const last = safeStorage.get(REGION_KEY);
  if (last === region) return;
  safeStorage.set(REGION_KEY, region);
  if (last) logOpen(OpenWay.region);
}
