import type { Db } from '../../db/connect.js';
import type { AnalyticsEvent } from '../../../shared/schemas/analytics.js';
import { sha256Hex } from '../ids.js';

const DAY = 24 * 3600_000;

/**
 * The A/B group: an account keeps the one it was given at creation (users.ab); a device without
 * an account gets one from its uuid, so a reload or a later visit sees the same paywall.
 */
export function abFor(user: { ab: string } | undefined, deviceUuid: string): 'A' | 'B' {
  if (user) return user.ab === 'B' ? 'B' : 'A';
  return parseInt(sha256Hex(`ab:${deviceUuid}`).slice(0, 2), 16) % 2 === 0 ? 'A' : 'B';
}

/** One batch of events, one INSERT of all its rows. */
export async function storeEvents(
  db: Db,
  batch: { userId: string | null; device: string; ab: string; events: AnalyticsEvent[] },
  now: number,
): Promise<number> {
  const rows = batch.events.map((e) => ({
    name: e.name,
    user_id: batch.userId,
    device: batch.device.slice(0, 64),
    ab: batch.ab,
    // The device's own time rides along: a batch sent after a failed upload keeps when things happened.
    fields: JSON.stringify({ ...e.fields, ...(e.t !== undefined && { t: e.t }) }),
    create_time: now,
  }));
  if (rows.length === 0) return 0;
  await db.insertInto('analytics_events').values(rows).execute();
  return rows.length;
}

/** The page's own activity logs (`/out-comm-logs/*`) are kept as long as the events. */
const activityKinds = ['h5_open', 'h5_activity', 'h5_advlog', 'h5_online_time'];

/**
 * Retention: events, the page's activity logs and settled conversions older than `days` are
 * deleted. Returns how many rows of each went.
 */
export async function sweepAnalytics(db: Db, days: number, now: number): Promise<{ events: number; logs: number; conversions: number }> {
  const cutoff = now - days * DAY;
  const events = await db.deleteFrom('analytics_events').where('create_time', '<', cutoff).executeTakeFirst();
  const logs = await db.deleteFrom('logs').where('kind', 'in', activityKinds).where('create_time', '<', cutoff).executeTakeFirst();
  const conversions = await db.deleteFrom('ad_conversions').where('create_time', '<', cutoff).executeTakeFirst();
  return { events: Number(events.numDeletedRows), logs: Number(logs.numDeletedRows), conversions: Number(conversions.numDeletedRows) };
}
