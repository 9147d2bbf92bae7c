import type { OrderRow, UserRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { OrderStatus, type PayMethod } from '../../../shared/enums.js';
import { notFound } from '../../errors.js';
import { applyCredit } from './credit.js';
import type { ChargedCard } from '../../providers/payment/types.js';
import { isUniqueViolation } from './db-errors.js';
import { findOrder } from './view.js';
import { queueOrderConversion } from '../analytics/conversions.js';
import { stopStarsSubscriptionOfLifetime } from '../stars/cancel.js';

export type PayableCheck = { ok: true; order: OrderRow } | { ok: false; reason: string };

/** Amounts a provider reports for a payment; only the given ones are compared. */
export interface PaidAmounts {
  stars?: number;
  amountCents?: number;
  /** The currency of `amountCents` (ISO 4217): the same cents in another currency are another amount. */
  currency?: string;
}

function amountMismatch(order: OrderRow, expected: PaidAmounts | undefined): string | null {
  if (expected?.stars !== undefined && expected.stars !== order.stars)
    return `Amount does not match: ${expected.stars} Stars, order ${order.stars}`;
  if (expected?.currency !== undefined && expected.currency.toUpperCase() !== order.currency.toUpperCase())
    return `Currency does not match: ${expected.currency}, order ${order.currency}`;
  if (expected?.amountCents !== undefined && expected.amountCents !== order.amount_cents)
    return `Amount does not match: ${expected.amountCents} cents, order ${order.amount_cents}`;
  return null;
}

/** Before taking money (Telegram's pre_checkout_query): the order exists, waits for payment, and costs this much. */
export async function checkPayable(deps: Deps, orderId: string, expected?: PaidAmounts): Promise<PayableCheck> {
  const order = await findOrder(deps.db, orderId);
  if (!order) return { ok: false, reason: 'Order not found' };
  if (order.status === OrderStatus.cancel) return { ok: false, reason: 'Order cancelled' };
  // A recorded payment whose credit is pending counts as paid: never take a second one.
  if (order.status === OrderStatus.hasPay || order.provider_ref) return { ok: false, reason: 'Order already paid' };
  const mismatch = amountMismatch(order, expected);
  if (mismatch) return { ok: false, reason: mismatch };
  return { ok: true, order };
}

export interface MarkPaidInput extends PaidAmounts {
  orderId: string;
  /** The provider's id of this payment (Telegram: telegram_payment_charge_id); unique across orders. */
  providerRef: string;
  payMethod: PayMethod;
  /** Telegram Stars: the account that paid (successful_payment.from), where a refund goes back. */
  payerTelegramId?: number;
  /** A card gateway's: the card charged, kept for a plan's renewals (credit.ts). */
  card?: ChargedCard;
}

/**
 * Why a payment was not credited. `already_credited`: this very payment was credited before (a
 * repeated delivery; do nothing). The others mean money arrived that bought nothing, so the
 * caller refunds it (`needsRefund`).
 */
export type NotCreditedReason =
  'already_credited' | 'order_cancelled' | 'amount_mismatch' | 'other_payment_for_order' | 'payment_used_by_other_order';

export interface MarkPaidResult {
  credited: boolean;
  order: OrderRow;
  user: UserRow;
  reason?: NotCreditedReason;
  needsRefund?: boolean;
}

/**
 * A provider says this order was paid. Credits exactly once whatever arrives twice or at once:
 * 1. the payment is recorded on the order first (provider_ref, UNIQUE) so a crash before the
 *    credit leaves a trace that `recoverPendingOrders` finishes;
 * 2. one transaction flips wait → paid with a guarded UPDATE (only one caller can win it) and
 *    writes the credit and its ledger rows. No network call happens in between.
 */
export async function markPaid(deps: Deps, input: MarkPaidInput): Promise<MarkPaidResult> {
  const order = await findOrder(deps.db, input.orderId);
  if (!order) throw notFound('Order');
  const notCredited = async (reason: NotCreditedReason): Promise<MarkPaidResult> => {
    const needsRefund = reason !== 'already_credited';
    deps.log[needsRefund ? 'warn' : 'info']('payment not credited', {
      orderId: order.id,
      providerRef: input.providerRef,
      payMethod: input.payMethod,
      reason,
      needsRefund,
    });
    return { credited: false, reason, needsRefund, ...(await reread(deps, order.id)) };
  };
  if (amountMismatch(order, input)) return notCredited('amount_mismatch');

  try {
    await deps.db
      .updateTable('orders')
      .set({
        provider_ref: input.providerRef,
        pay_method: input.payMethod,
        paid_at: deps.clock(),
        payer_telegram_id: input.payerTelegramId ?? null,
      })
      .where('id', '=', order.id)
      .where('provider_ref', 'is', null)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) return notCredited('payment_used_by_other_order');
    throw err;
  }
  const recorded = (await findOrder(deps.db, order.id))!;
  if (recorded.provider_ref !== input.providerRef) return notCredited('other_payment_for_order');
  if (recorded.status === OrderStatus.cancel) return notCredited('order_cancelled');
  if (recorded.status === OrderStatus.hasPay) return notCredited('already_credited');

  if (!(await creditRecordedPayment(deps, order.id, input.card))) {
    // Lost the flip: a concurrent delivery of this payment credited it, or a cancel got in first.
    const latest = (await findOrder(deps.db, order.id))!;
    return notCredited(latest.status === OrderStatus.cancel ? 'order_cancelled' : 'already_credited');
  }
  deps.log.info('order credited', { orderId: order.id, providerRef: input.providerRef, payMethod: input.payMethod });
  await queueOrderConversion(deps.db, 'Purchase', order, deps.clock());
  return { credited: true, ...(await reread(deps, order.id)) };
}

/** The transaction of step 2: true when this call flipped the order and credited it. */
async function creditRecordedPayment(deps: Deps, orderId: string, card?: ChargedCard): Promise<boolean> {
  const now = deps.clock();
  const credited = await deps.db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable('orders')
      .set({ status: OrderStatus.hasPay, credited_at: now })
      .where('id', '=', orderId)
      .where('status', '=', OrderStatus.wait)
      .where('provider_ref', 'is not', null)
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) !== 1) return null;
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    await applyCredit(trx, order, now, card);
    return order;
  });
  // Counted after the commit, here where every credit passes (markPaid and the recovery at start).
  if (credited) deps.metrics?.paymentCredited(credited.pay_method ?? 'unknown', credited.amount_cents);
  // Outside the transaction: a call to Telegram.
  if (credited?.kind === 'vip') await stopStarsSubscriptionOfLifetime(deps, credited.user_id);
  return credited !== null;
}

async function reread(deps: Deps, orderId: string): Promise<{ order: OrderRow; user: UserRow }> {
  const order = (await findOrder(deps.db, orderId))!;
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', order.user_id).executeTakeFirstOrThrow();
  return { order, user };
}

/**
 * At startup: orders whose payment was recorded but never credited (the process died between the
 * two steps of markPaid) are credited now. Cancelled orders are left alone: their payment is
 * refunded by the provider path, never turned into a credit.
 */
export async function recoverPendingOrders(deps: Deps): Promise<{ credited: string[] }> {
  const pending = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', OrderStatus.wait)
    .where('provider_ref', 'is not', null)
    .where('credited_at', 'is', null)
    .execute();
  const credited: string[] = [];
  for (const { id } of pending) {
    try {
      if (await creditRecordedPayment(deps, id)) credited.push(id);
    } catch (err) {
      // One broken order must not keep the others uncredited; it stays pending for the next start.
      deps.log.error('recovering order failed', { orderId: id, error: err instanceof Error ? err.message : String(err) });
    }
  }
  if (credited.length > 0) deps.log.warn('recovered paid orders after a restart', { orderIds: credited });
  return { credited };
}
