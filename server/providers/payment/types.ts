import type { OrderRow } from '../../db/database.js';
import type { PayMethod } from '../../../shared/enums.js';
import type { Payment } from '../../../shared/schemas/orders.js';

/** Where the gateway sends the user back: `returnUrl` always, `successUrl` after a payment when given. */
export interface PaymentUrls {
  returnUrl: string;
  successUrl: string;
}

/** What a hosted gateway's webhook reports, once its signature is checked. */
export interface GatewayEvent {
  orderId: string;
  /** The gateway's id of this payment: the order's provider_ref, unique across orders. */
  paymentId: string;
  status: 'paid' | 'cancelled';
  amountCents?: number;
  /** ISO 4217 code of `amountCents`: 999 IDR is not $9.99. */
  currency?: string;
  /**
   * The card a card gateway charged and keeps for the next charges of a subscription (its token's
   * brand and last digits): linked for the renewals, as the checkout promises.
   */
  card?: ChargedCard;
}

export interface ChargedCard {
  brand: string;
  last4: string;
}

export type WebhookVerdict = { ok: true; event: GatewayEvent } | { ok: false; status: 400 | 401; error: string };

/** One pay method family behind one interface; the routes never know which one they talk to. */
export interface PaymentProvider {
  /** Also the webhook path segment of hosted gateways: `POST /hooks/pay/<name>`. */
  readonly name: string;
  readonly methods: readonly PayMethod[];
  createPayment(order: OrderRow, urls: PaymentUrls): Promise<{ payment: Payment }>;
  /** Hosted gateways: check `x-signature` over the exact body bytes, then read the event. */
  verifyWebhook?(rawBody: string, signature: string | undefined): WebhookVerdict;
  /** Give a paid order's money back (the console's refunds); answers the gateway's refund id. */
  refund?(order: OrderRow): Promise<{ refundId: string }>;
  /**
   * Give back one payment that bought nothing (orders/uncredited-refund.ts), by the gateway's
   * payment id: it may not be the order's recorded payment. Answers the gateway's refund id.
   */
  refundPayment?(payment: { paymentId: string; orderId: string; amountCents?: number }): Promise<{ refundId: string }>;
}

/** The arguments of Bot API `createInvoiceLink` for a Stars (XTR) invoice, ready to pass on. */
export interface StarsInvoice {
  title: string;
  description: string;
  /** The order id: Telegram hands it back in pre_checkout_query and successful_payment. */
  payload: string;
  providerToken: '';
  currency: 'XTR';
  prices: [{ label: string; amount: number }];
}

/**
 * Supplied by the bot: `(order, inv) => bot.api.createInvoiceLink(inv.title, inv.description,
 * inv.payload, inv.providerToken, inv.currency, inv.prices)`. The server holds no bot of its own.
 */
export type CreateInvoiceLink = (order: OrderRow, invoice: StarsInvoice) => Promise<string>;
