import type { OrderRow, UserRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { OrderStatus } from '../../../shared/enums.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError, badParams } from '../../errors.js';
import { logEvent } from '../logs.js';
import { refundOrder } from '../orders/index.js';
import { stopStarsSubscriptionAfterRefund } from './subscriptions.js';
import { payerOf } from './telegram-id.js';

/** A Stars payment asked back through /paysupport is refunded at once within this time… */
export const SELF_REFUND_WINDOW_MS = 7 * 24 * 3600_000;
/** …when none of the coins it gave have been spent; otherwise an operator decides. */

/**
 * Whether this Telegram account may ask for this payment back: the one that paid it, or, for a
 * payment whose payer was not kept, the owner.
 */
export const paidBy = (order: OrderRow, user: UserRow, telegramUserId: number) =>
  order.payer_telegram_id !== null ? order.payer_telegram_id === telegramUserId : order.user_id === user.id;

/** The Stars payments this Telegram account made that are still credited, newest first, for the /paysupport buttons. */
export async function creditedStarsPayments(deps: Deps, user: UserRow, telegramUserId: number, limit = 5): Promise<OrderRow[]> {
  return deps.db
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      eb.or([eb('payer_telegram_id', '=', telegramUserId), eb.and([eb('payer_telegram_id', 'is', null), eb('user_id', '=', user.id)])]),
    )
    .where('pay_method', '=', 'TelegramStar')
    .where('status', '=', OrderStatus.hasPay)
    .where('provider_ref', 'is not', null)
    .orderBy('paid_at', 'desc')
    .limit(limit)
    .execute();
}

export type SelfRefundVerdict = { ok: true } | { ok: false; reason: 'window' | 'spent' | 'not_paid' };

/** Whether the buyer may take this payment back without an operator: recent, and its coins unspent. */
export async function selfRefundVerdict(deps: Deps, order: OrderRow): Promise<SelfRefundVerdict> {
  if (order.status !== OrderStatus.hasPay || order.pay_method !== 'TelegramStar' || !order.provider_ref)
    return { ok: false, reason: 'not_paid' };
  if (deps.clock() - (order.paid_at ?? 0) > SELF_REFUND_WINDOW_MS) return { ok: false, reason: 'window' };
  const credited = await deps.db
    .selectFrom('ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('gold'))
    .where('ref_id', '=', order.id)
    .where('currency', '=', 'gold')
    .where('reason', 'in', ['vip_order', 'gold_order'])
    .executeTakeFirstOrThrow();
  const user = await deps.db.selectFrom('users').select('gold_balance').where('id', '=', order.user_id).executeTakeFirstOrThrow();
  return Number(credited.gold) > user.gold_balance ? { ok: false, reason: 'spent' } : { ok: true };
}

export interface StarsRefundResult {
  orderId: string;
  stars: number;
  taken: { energy: number; gold: number };
  /** False when Telegram refused to give the Stars back (the books are reversed; an operator follows up). */
  returned: boolean;
}

/**
 * Give a Stars payment back: the credit is reversed first by the orders domain's refundOrder (the
 * function the operator console uses: one guarded paid → cancelled flip, so exactly one of any
 * number of concurrent calls wins; coins, energy and Premium days taken back, never below zero),
 * then Telegram's refundStarPayment. A second call is refused. A subscription charge also stops
 * the subscription. `allCoins` (the buyer's own refund, owed while the coins are unspent): the
 * coins are taken back in full in the refund's transaction or the refund throws 2002 and nothing
 * happens, so coins spent after selfRefundVerdict looked cannot be kept with the Stars returned.
 */
export async function refundStarsCharge(
  deps: Deps,
  chargeId: string,
  reason: string,
  opts: { allCoins?: boolean } = {},
): Promise<StarsRefundResult> {
  const order = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('provider_ref', '=', chargeId)
    .where('pay_method', '=', 'TelegramStar')
    .executeTakeFirst();
  if (!order) throw badParams('No Stars payment with this id');
  if (order.status !== OrderStatus.hasPay) throw badParams('This payment was refunded already');
  const refundStars = deps.bot?.refundStarPayment;
  if (!refundStars || !deps.bot?.ready()) throw new AppError(ErrorCode.aiUnavailable, 'Stars refunds need the bot running');
  const telegramUserId = await payerOf(deps.db, order);
  if (telegramUserId === null) throw badParams('The Telegram account that paid is not known');
  const result = await refundOrder(deps, order.id, `stars: ${reason}`, opts);
  if (!result.refunded) throw badParams('This payment was refunded already');
  let returned = true;
  try {
    await refundStars(telegramUserId, chargeId);
  } catch (err) {
    // The books already say refunded; the daily reconciliation reports the Stars still held.
    returned = false;
    deps.log.error('refundStarPayment failed after the credit was reversed', {
      orderId: order.id,
      chargeId,
      error: err instanceof Error ? err.message : String(err),
    });
  }
  await logEvent(
    deps.db,
    'stars_refund',
    order.user_id,
    { orderId: order.id, charge: chargeId, reason, taken: result.taken, returned },
    deps.clock(),
  );
  await stopStarsSubscriptionAfterRefund(deps, order);
  return { orderId: order.id, stars: order.stars, taken: result.taken, returned };
}

/** A refund the buyer asked for that needs an operator: kept in the logs the console reads. */
export async function requestStarsRefund(deps: Deps, order: OrderRow, why: string): Promise<void> {
  await logEvent(
    deps.db,
    'stars_refund_request',
    order.user_id,
    { orderId: order.id, charge: order.provider_ref, stars: order.stars, why },
    deps.clock(),
  );
  deps.log.warn('stars refund requested', { orderId: order.id, why });
}
