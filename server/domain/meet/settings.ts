import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import { isPremium } from '../../../shared/constants.js';
import { ErrorCode } from '../../../shared/errors.js';
import { defaultMeetConfig, meetConfigSchema, type MeetConfig } from '../../../shared/schemas/meet.js';
import { AppError } from '../../errors.js';
import { jsonText, readJson } from '../../db/json-text.js';

export type MeetConfigUpdate = Partial<MeetConfig>;

/** The user's saved Meet settings (the defaults when none, or when the stored JSON is unreadable). */
export async function meetConfigOf(db: Db, userId: string): Promise<MeetConfig> {
  const row = await db.selectFrom('meet_settings').select('config').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return defaultMeetConfig;
  const parsed = meetConfigSchema.safeParse({ ...defaultMeetConfig, ...readJson(row.config, {}) });
  return parsed.success ? parsed.data : defaultMeetConfig;
}

/** True when a Premium ("pro") filter of these settings narrows anything. */
export const usesProFilters = (c: MeetConfig) =>
  c.ageMin !== defaultMeetConfig.ageMin ||
  c.ageMax !== defaultMeetConfig.ageMax ||
  c.ethnicities.length > 0 ||
  c.bodies.length > 0 ||
  c.hairColors.length > 0;

/** The filters that apply now: the Premium ones only while Premium lasts (they are kept after it ends). */
export const appliedConfig = (c: MeetConfig, premium: boolean): MeetConfig => (premium ? c : { ...defaultMeetConfig, style: c.style });

/**
 * Save settings over the stored ones. A free user may set the style; asking for a Premium filter
 * answers 2003 and saves nothing. The read and the write run under the user's row lock, so saves
 * sent at once (style from one tap, ages from another) apply one after another and none is lost.
 */
export async function saveMeetConfig(db: Db, user: UserRow, update: MeetConfigUpdate, now: number): Promise<MeetConfig> {
  const premium = isPremium(user.vip_expire_at, now);
  const { style: _style, ...proUpdate } = update;
  const asksPro = Object.keys(proUpdate).length > 0 && usesProFilters({ ...defaultMeetConfig, ...proUpdate });
  if (asksPro && !premium) throw new AppError(ErrorCode.premiumRequired, 'Age, ethnicity, body and hair filters are for Premium members');
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', user.id)
      .execute();
    const next: MeetConfig = { ...(await meetConfigOf(trx, user.id)), ...update };
    if (next.ageMin > next.ageMax) throw new AppError(ErrorCode.badParams, 'ageMin must not be above ageMax');
    const config = jsonText<Partial<MeetConfig>>(next);
    await trx
      .insertInto('meet_settings')
      .values({ user_id: user.id, config, update_time: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ config, update_time: now }))
      .execute();
    return next;
  });
}
