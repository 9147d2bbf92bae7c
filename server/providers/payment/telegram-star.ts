import type { OrderRow } from '../../db/database.js';
import type { Db } from '../../db/connect.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { orderTitle } from './order-title.js';
import type { CreateInvoiceLink, PaymentProvider, StarsInvoice } from './types.js';

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/**
 * The Bot API arguments of a Stars invoice for an order, whatever language its texts are in: XTR
 * takes exactly one price item in whole Stars (the order's own amount); payload = order id.
 */
export function starsInvoice(order: Pick<OrderRow, 'id' | 'stars'>, texts: { title: string; description: string }): StarsInvoice {
  // Bot API limits: title 1–32, description 1–255 characters.
  const title = clip(texts.title, 32);
  return {
    title,
    description: clip(texts.description, 255),
    payload: order.id,
    providerToken: '',
    currency: 'XTR',
    prices: [{ label: title, amount: order.stars }],
  };
}

/** The invoice with the English texts (the bot swaps in the buyer's language). */
export async function starsInvoiceOf(db: Db, order: OrderRow): Promise<StarsInvoice> {
  return starsInvoice(order, await orderTitle(db, order));
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
