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

/** Change some of the settings; the rest keep their value. A bad time or zone answers 1000 and writes nothing. */
export async function updateProactiveSettings(db: Db, userId: string, patch: Partial<ProactiveSettings>, now: number) {
  if (patch.timeZone !== undefined && !isTimeZone(patch.timeZone)) throw new AppError(ErrorCode.badParams, 'Unknown time zone');
  const next = { ...(await proactiveSettingsOf(db, userId)), ...patch };
  if (patch.times) next.times = normalizeTimes(patch.times);
  const row = {
    enabled: next.enabled ? 1 : 0,
    times: next.times.join(','),
    time_zone: next.timeZone,
    quiet_from: next.quietFrom,
    quiet_to: next.quietTo,
    update_time: now,
  };
  await db
    .insertInto('proactive_settings')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return next;
}

/** The one-tap stop (the bot's button) and its undo. */
export const setProactiveEnabled = (db: Db, userId: string, enabled: boolean, now: number) =>
  updateProactiveSettings(db, userId, { enabled }, now);
