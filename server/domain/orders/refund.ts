import type { OrderRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { OrderStatus } from '../../../shared/enums.js';
import { notFound } from '../../errors.js';
import { logEvent } from '../logs.js';
import { reverseCredit } from './credit.js';
import { findOrder } from './view.js';

export interface RefundResult {
  /** True when this call took back a credit (the order was paid); false for unpaid or already cancelled orders. */
  refunded: boolean;
  order: OrderRow;
  taken: { energy: number; gold: number };
}

/**
 * Take an order back: a paid order's credit is reversed with ledger rows as far as the balances
 * allow, and the order ends cancelled (30). With `allCoins`, only if every coin it gave is still
 * there: else it throws 2002 and nothing is written (reverseCredit). Returning the money itself is the provider's step
 * (Stars: `refundStarPayment`), done by the caller before this, outside any transaction.
 */
export async function refundOrder(deps: Deps, orderId: string, reason: string, opts: { allCoins?: boolean } = {}): Promise<RefundResult> {
  const now = deps.clock();
  const found = await findOrder(deps.db, orderId);
  if (!found) throw notFound('Order');
  const result = await deps.db.transaction().execute(async (trx) => {
    const cancel = (from: OrderStatus) =>
      trx
        .updateTable('orders')
        .set({ status: OrderStatus.cancel, cancel_time: now })
        .where('id', '=', orderId)
        .where('status', '=', from)
        .executeTakeFirst();
    // Two guarded flips instead of read-then-write: the one that matches says what the order was,
    // even when a payment lands at the same moment.
    if (Number((await cancel(OrderStatus.hasPay)).numUpdatedRows) === 1) {
      const paid = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      const taken = await reverseCredit(trx, paid, now, opts.allCoins);
      await logEvent(trx, 'order_refund', paid.user_id, { orderId, reason, taken, providerRef: paid.provider_ref }, now);
      return { refunded: true, taken };
    }
    await cancel(OrderStatus.wait);
    return { refunded: false, taken: { energy: 0, gold: 0 } };
  });
  deps.log.info('order refunded', { orderId, reason, ...result });
  if (result.refunded) deps.metrics?.paymentRefunded(found.pay_method ?? 'unknown', found.amount_cents);
  return { ...result, order: (await findOrder(deps.db, orderId))! };
}
