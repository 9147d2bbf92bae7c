import type { Deps } from '../../deps.js';
import { isUniqueViolation } from '../orders/db-errors.js';

export interface UncreditedCharge {
  telegramUserId: number;
  chargeId: string;
  orderId: string | null;
  reason: string;
}

/**
 * A Stars charge that bought nothing goes back once however many times its update arrives: the
 * delivery that writes the `star_refunds` row of its charge id (primary key) asks Telegram; the
 * others find the row and do nothing. True for that one delivery. Telegram refusing for another
 * reason than "already refunded" removes the row, so a later delivery asks again.
 */
export async function giveBackCharge(deps: Deps, c: UncreditedCharge): Promise<boolean> {
  const refundStars = deps.bot?.refundStarPayment;
  if (!refundStars) throw new Error('Stars refunds need the bot running');
  try {
    const wrote = await deps.db
      .insertInto('star_refunds')
      .values({
        charge_id: c.chargeId,
        telegram_user_id: c.telegramUserId,
        order_id: c.orderId,
        reason: c.reason.slice(0, 200),
        create_time: deps.clock(),
      })
      .onConflict((oc) => oc.column('charge_id').doNothing())
      .executeTakeFirst();
    if (Number(wrote.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  try {
    await refundStars(c.telegramUserId, c.chargeId);
  } catch (err) {
    if (/CHARGE_ALREADY_REFUNDED/i.test(err instanceof Error ? err.message : String(err))) return false;
    await deps.db.deleteFrom('star_refunds').where('charge_id', '=', c.chargeId).execute();
    throw err;
  }
  return true;
}
