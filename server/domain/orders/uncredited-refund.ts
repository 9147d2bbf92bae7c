import type { Deps } from '../../deps.js';
import type { GatewayEvent, PaymentProvider } from '../../providers/payment/types.js';
import { logEvent } from '../logs.js';
import { isUniqueViolation } from './db-errors.js';
import type { MarkPaidResult } from './paid.js';
import { notifyPaymentRefunded } from './refund-notice.js';

/**
 * What became of a card payment that bought nothing: `refunded` by this call, `already` asked
 * for by another delivery, `kept` for an operator (it may be another order's money), `failed`
 * (the gateway refused or was unreachable: its next delivery of the webhook tries again).
 */
export type UncreditedRefund = 'refunded' | 'already' | 'kept' | 'failed';

/**
 * A gateway's payment that markPaid did not credit (its order was cancelled while the checkout
 * was open, another payment had paid the order, or the amount differs) is given back through the
 * gateway, once however many times the webhook arrives: the row for its payment id is written by
 * one delivery (primary key), which then asks the gateway. Not given back here: a payment that a
 * credited order holds (the console refunds those, with the credit) and one recorded on another
 * order (money of that order: an operator looks).
 */
export async function refundUncreditedPayment(
  deps: Deps,
  provider: PaymentProvider,
  event: GatewayEvent,
  result: MarkPaidResult,
): Promise<UncreditedRefund | undefined> {
  if (result.credited || !result.needsRefund || !provider.refundPayment) return undefined;
  const { paymentId } = event;
  const facts = { provider: provider.name, orderId: event.orderId, paymentId, reason: result.reason };
  const credited = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('provider_ref', '=', paymentId)
    .where('credited_at', 'is not', null)
    .executeTakeFirst();
  if (result.reason === 'payment_used_by_other_order' || credited) {
    deps.log.error('payment not credited and not refunded: it belongs to another order', facts);
    return 'kept';
  }
  const now = deps.clock();
  try {
    const wrote = await deps.db
      .insertInto('gateway_refunds')
      .values({
        payment_id: paymentId,
        provider: provider.name,
        order_id: event.orderId,
        user_id: result.order.user_id,
        amount_cents: event.amountCents ?? null,
        reason: result.reason ?? '',
        refund_id: null,
        create_time: now,
      })
      .onConflict((oc) => oc.column('payment_id').doNothing())
      .executeTakeFirst();
    if (Number(wrote.numInsertedOrUpdatedRows ?? 0n) !== 1) return 'already';
  } catch (e) {
    if (isUniqueViolation(e)) return 'already';
    throw e;
  }
  let refundId: string;
  try {
    ({ refundId } = await provider.refundPayment({ paymentId, orderId: event.orderId, amountCents: event.amountCents }));
  } catch (e) {
    // Nothing went back: the row goes, so the gateway's next delivery asks again.
    await deps.db.deleteFrom('gateway_refunds').where('payment_id', '=', paymentId).where('refund_id', 'is', null).execute();
    deps.log.error('refund of a payment that bought nothing failed', { ...facts, error: e instanceof Error ? e.message : String(e) });
    return 'failed';
  }
  await deps.db.updateTable('gateway_refunds').set({ refund_id: refundId }).where('payment_id', '=', paymentId).execute();
  await logEvent(deps.db, 'payment_refund', result.order.user_id, { ...facts, refundId, amountCents: event.amountCents }, now);
  deps.metrics?.paymentRefunded(result.order.pay_method ?? provider.name, event.amountCents ?? result.order.amount_cents);
  deps.log.warn('payment that bought nothing refunded', { ...facts, refundId });
  notifyPaymentRefunded(deps, result.order, event.amountCents ?? result.order.amount_cents);
  return 'refunded';
}
