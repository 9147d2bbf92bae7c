import type { Db } from '../../db/connect.js';
import type { Deps } from '../../deps.js';
import { OrderStatus } from '../../../shared/enums.js';
import { ownerGone } from '../accounts/closed.js';
import { cancelIfUnpaid } from './create.js';

/**
 * The waiting orders of an account being erased or closed are cancelled in that same transaction,
 * so an invoice still open in a chat cannot be paid for an account that can use nothing: its
 * pre-checkout is refused, and a payment that arrives anyway is refunded (markPaid: cancelled).
 * A Stars payment recorded but not yet credited is cancelled too: its credit would flip the order
 * after this, so it loses and the Stars go back.
 */
export async function cancelOrdersOfClosedAccount(trx: Db, userId: string, now: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: OrderStatus.cancel, cancel_time: now })
    .where('user_id', '=', userId)
    .where('status', '=', OrderStatus.wait)
    .where((eb) => eb.or([eb('provider_ref', 'is', null), eb('pay_method', '=', 'TelegramStar')]))
    .execute();
}

/**
 * Before a Stars payment is recorded: its order is cancelled if its owner was erased or closed
 * (before the rule above, or between pre-checkout and now), one guarded UPDATE, so the payment
 * is refused and refunded rather than credited to an account that can use nothing.
 */
export async function cancelOrderOfClosedOwner(deps: Deps, orderId: string): Promise<void> {
  await cancelIfUnpaid(deps.db, orderId, deps.clock()).where(ownerGone).execute();
}
