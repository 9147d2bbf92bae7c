import type { Deps } from '../../deps.js';
import { giveBackCharge } from './give-back.js';
import { allTransactions, refundedIds } from './history.js';
import { photoOfPayload } from './paid-media.js';

const REASON = 'paid media of a photo already unlocked';

/**
 * A paid-media purchase that bought nothing (the photo was unlocked already) goes back. The
 * purchased_paid_media update names no charge, so it is looked up in the bot's Stars history:
 * this buyer's paid_media_payment of this payload, not given back yet, the newest. False when
 * nothing was given back by this call: not in the history yet (the daily reconciliation gives it
 * back then) or given back already.
 */
export async function refundPaidMedia(deps: Deps, p: { telegramUserId: number; payload: string }): Promise<boolean> {
  const { list } = await allTransactions(deps);
  const refunded = refundedIds(list);
  const ours = await deps.db.selectFrom('star_refunds').select('charge_id').where('telegram_user_id', '=', p.telegramUserId).execute();
  const given = new Set(ours.map((r) => r.charge_id));
  const charge = list
    .filter((t) => {
      const src = t.source;
      return (
        src?.type === 'user' &&
        src.transaction_type === 'paid_media_payment' &&
        src.user.id === p.telegramUserId &&
        src.paid_media_payload === p.payload &&
        !refunded.has(t.id) &&
        !given.has(t.id)
      );
    })
    .sort((a, b) => b.date - a.date)[0];
  if (!charge) {
    deps.log.warn('paid media charge to give back not found', { telegramUserId: p.telegramUserId, payload: p.payload });
    return false;
  }
  return giveBackPaidMedia(deps, { ...p, chargeId: charge.id });
}

/**
 * One paid-media charge that bought nothing, given back once (give-back.ts: its charge id's row),
 * and kept on the purchase row when that purchase is the one that found the photo unlocked.
 */
export async function giveBackPaidMedia(deps: Deps, p: { telegramUserId: number; payload: string; chargeId: string }): Promise<boolean> {
  if (!(await giveBackCharge(deps, { telegramUserId: p.telegramUserId, chargeId: p.chargeId, orderId: null, reason: REASON })))
    return false;
  await deps.db
    .updateTable('star_media_purchases')
    .set({ refunded_charge_id: p.chargeId })
    .where('telegram_user_id', '=', p.telegramUserId)
    .where('photo_id', '=', photoOfPayload(p.payload) ?? '')
    .where('outcome', '=', 'refund')
    .where('refunded_charge_id', 'is', null)
    .execute();
  deps.log.warn('stars refunded', { telegramUserId: p.telegramUserId, charge: p.chargeId, reason: REASON });
  return true;
}
