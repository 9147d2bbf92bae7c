import type { OrderRow } from '../../db/database.js';
import type { Db } from '../../db/connect.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { orderTitle } from './order-title.js';
import type { CreateInvoiceLink, PaymentProvider, StarsInvoice } from './types.js';

/** The Bot API arguments of a Stars invoice for an order: one price item, whole Stars, payload = order id. */
export async function starsInvoiceOf(db: Db, order: OrderRow): Promise<StarsInvoice> {
  const { title, description } = await orderTitle(db, order);
  return { title, description, payload: order.id, providerToken: '', currency: 'XTR', prices: [{ label: title, amount: order.stars }] };
}

/**
 * Telegram Stars: the bot makes the invoice link; the client opens it with `openInvoice`. Payment
 * proof arrives only as the bot's `successful_payment` (the client's 'paid' is not proof).
 */
export function telegramStarProvider(db: Db, createInvoiceLink: CreateInvoiceLink): PaymentProvider {
  return {
    name: 'telegram-star',
    methods: ['TelegramStar'],
    async createPayment(order) {
      if (order.stars <= 0) throw new AppError(ErrorCode.badParams, ErrorText.paymentNotSupported);
      const url = await createInvoiceLink(order, await starsInvoiceOf(db, order));
      return { payment: { type: 'telegram_invoice', url } };
    },
  };
}
