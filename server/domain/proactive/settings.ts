import type { Db } from '../../db/connect.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { DEFAULT_SETTINGS, isTimeZone, normalizeTimes, type ProactiveSettings } from './schedule.js';
import type { ProactiveSettingsTable } from '../../db/database.js';

const fromRow = (r: ProactiveSettingsTable | undefined): ProactiveSettings =>
  r
    ? {
        enabled: r.enabled === 1,
        times: r.times ? r.times.split(',') : [],
        timeZone: r.time_zone,
        quietFrom: r.quiet_from,
        quietTo: r.quiet_to,
      }
    : { ...DEFAULT_SETTINGS, times: [...DEFAULT_SETTINGS.times] };

export async function proactiveSettingsOf(db: Db, userId: string): Promise<ProactiveSettings> {
  return fromRow(await db.selectFrom('proactive_settings').selectAll().where('user_id', '=', userId).executeTakeFirst());
}

/**
 * Change some of the settings; the rest keep their value. A bad time or zone answers 1000 and
 * writes nothing. The upsert sets only the columns this call changes, so a save of the times
 * running beside the bot's one-tap stop never writes back the `enabled` it read before the stop.
 */
export async function updateProactiveSettings(db: Db, userId: string, patch: Partial<ProactiveSettings>, now: number) {
  if (patch.timeZone !== undefined && !isTimeZone(patch.timeZone)) throw new AppError(ErrorCode.badParams, 'Unknown time zone');
  const changed: Partial<Omit<ProactiveSettingsTable, 'user_id'>> = { update_time: now };
  if (patch.enabled !== undefined) changed.enabled = patch.enabled ? 1 : 0;
  if (patch.times !== undefined) changed.times = normalizeTimes(patch.times).join(',');
  if (patch.timeZone !== undefined) changed.time_zone = patch.timeZone;
  if (patch.quietFrom !== undefined) changed.quiet_from = patch.quietFrom;
  if (patch.quietTo !== undefined) changed.quiet_to = patch.quietTo;
  const d = DEFAULT_SETTINGS;
  const first = {
    enabled: d.enabled ? 1 : 0,
    times: d.times.join(','),
    time_zone: d.timeZone,
    quiet_from: d.quietFrom,
    quiet_to: d.quietTo,
  };
  await db
    .insertInto('proactive_settings')
    .values({ user_id: userId, ...first, ...changed, update_time: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changed))
    .execute();
  return proactiveSettingsOf(db, userId);
}

/** The one-tap stop (the bot's button) and its undo. */
export const setProactiveEnabled = (db: Db, userId: string, enabled: boolean, now: number) =>
  updateProactiveSettings(db, userId, { enabled }, now);
