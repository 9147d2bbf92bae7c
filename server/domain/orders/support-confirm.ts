import type { Deps } from '../../deps.js';
import { markPaid, type MarkPaidResult } from './paid.js';
import { SUPPORT_PAY_METHOD } from './support-channel.js';

/**
 * An operator confirms a transfer received by customer service (docs/money.md): the order is paid
 * through the usual once-only path (markPaid), the transfer's reference as the provider's payment id.
 */
export function confirmSupportPayment(deps: Deps, orderId: string, transferRef: string, amountCents?: number): Promise<MarkPaidResult> {
  return markPaid(deps, {
    orderId,
    providerRef: `support:${transferRef}`,
    payMethod: SUPPORT_PAY_METHOD,
    ...(amountCents !== undefined && { amountCents }),
  });
}
