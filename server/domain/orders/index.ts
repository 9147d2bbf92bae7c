/**
 * Orders: the one place where money becomes Premium and coins. The bot and the HTTP routes both
 * call these; nothing else writes an order's status.
 */
export { createOrder, getOwnOrder, cancelOrder, type CreateOrderInput } from './create.js';
export {
  checkPayable,
  markPaid,
  recoverPendingOrders,
  type PayableCheck,
  type MarkPaidInput,
  type MarkPaidResult,
  type NotCreditedReason,
} from './paid.js';
export { refundOrder, type RefundResult } from './refund.js';
