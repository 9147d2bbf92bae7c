import type { Db } from '../db/connect.js';
import type { UserRow } from '../db/database.js';
import { energy as E, isPremium } from '../../shared/constants.js';
import { applyLedger } from './ledger.js';

const HOUR = 3600_000;

export const energyCap = (vipExpireAt: number, now: number) => (isPremium(vipExpireAt, now) ? E.premiumCap : E.freeCap);
const refillPerHour = (vipExpireAt: number, now: number) =>
  isPremium(vipExpireAt, now) ? E.premiumRefillPerHour : E.freeRefillPerHour;

/**
 * Lazy hourly refill: whole hours since the last refill add energy up to the tier's cap. Nothing is
 * stored between reads, so no scheduler is needed; the refill is a ledger row like any change.
 */
export async function refillEnergy(db: Db, user: UserRow, now: number): Promise<UserRow> {
  const hours = Math.floor((now - user.energy_refilled_at) / HOUR);
  if (hours <= 0) return user;
  const cap = energyCap(user.vip_expire_at, now);
  return db.transaction().execute(async (trx) => {
    // Re-read inside the transaction: a concurrent request may have refilled already.
    const fresh = await trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const freshHours = Math.floor((now - fresh.energy_refilled_at) / HOUR);
    if (freshHours <= 0) return fresh;
    const freshAdd = Math.max(0, Math.min(cap - fresh.energy, freshHours * refillPerHour(fresh.vip_expire_at, now)));
    // At the cap the clock restarts now; otherwise keep the remainder of the current hour.
    const refilledAt = fresh.energy + freshAdd >= cap ? now : fresh.energy_refilled_at + freshHours * HOUR;
    await trx.updateTable('users').set({ energy_refilled_at: refilledAt }).where('id', '=', user.id).execute();
    if (freshAdd > 0) await applyLedger(trx, { userId: user.id, currency: 'energy', amount: freshAdd, reason: 'refill', now });
    return trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  });
}
