import type { Db } from '../db/connect.js';
import type { UserRow } from '../db/database.js';
import { energy as E, isPremium } from '../../shared/constants.js';
import { applyLedger } from './ledger.js';

const HOUR = 3600_000;

export const energyCap = (vipExpireAt: number, now: number) => (isPremium(vipExpireAt, now) ? E.premiumCap : E.freeCap);
const refillPerHour = (vipExpireAt: number, now: number) => (isPremium(vipExpireAt, now) ? E.premiumRefillPerHour : E.freeRefillPerHour);

/**
 * Lazy hourly refill: whole hours since the last refill add energy up to the tier's cap. Nothing is
 * stored between reads, so no scheduler is needed; the refill is a ledger row like any change.
 * A compare-and-set on `energy_refilled_at` decides between concurrent reads: only the one that
 * moves it from the value it read refills (and holds the row until it has written the ledger).
 */
export async function refillEnergy(db: Db, user: UserRow, now: number): Promise<UserRow> {
  const hours = Math.floor((now - user.energy_refilled_at) / HOUR);
  if (hours <= 0) return user;
  return db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable('users')
      .set({ energy_refilled_at: user.energy_refilled_at + hours * HOUR })
      .where('id', '=', user.id)
      .where('energy_refilled_at', '=', user.energy_refilled_at)
      .returning(['energy', 'vip_expire_at'])
      .executeTakeFirst();
    if (won) {
      const cap = energyCap(won.vip_expire_at, now);
      const add = Math.max(0, Math.min(cap - won.energy, hours * refillPerHour(won.vip_expire_at, now)));
      // At the cap the clock restarts now; otherwise the remainder of the current hour is kept.
      if (won.energy + add >= cap) await trx.updateTable('users').set({ energy_refilled_at: now }).where('id', '=', user.id).execute();
      if (add > 0) await applyLedger(trx, { userId: user.id, currency: 'energy', amount: add, reason: 'refill', now });
    }
    return trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  });
}
