import type { Db } from '../../db/connect.js';

export interface AdIds {
  fbclid?: string;
  fbc?: string;
  fbp?: string;
  ttclid?: string;
  ttp?: string;
  url?: string;
}

/**
 * The ad click ids of a user's device, with the address and browser the platforms match them by.
 * A later click replaces an id; an id not sent this time is kept.
 */
export async function saveAdIds(db: Db, userId: string, ids: AdIds, seen: { ip?: string; userAgent?: string }, now: number): Promise<void> {
  const values = {
    fbclid: ids.fbclid || null,
    fbc: ids.fbc || (ids.fbclid ? `fb.1.${now}.${ids.fbclid}` : null),
    fbp: ids.fbp || null,
    ttclid: ids.ttclid || null,
    ttp: ids.ttp || null,
    ip: seen.ip?.slice(0, 64) || null,
    user_agent: seen.userAgent?.slice(0, 512) || null,
    page_url: ids.url || null,
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));
  await db
    .insertInto('ad_ids')
    .values({ user_id: userId, ...values, update_time: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, update_time: now }))
    .execute();
}
