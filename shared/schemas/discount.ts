import { z } from 'zod';
import { defineCall } from '../api/define.js';
import { vipPlanSchema } from './config.js';
import { extraJson, orderSchema } from './orders.js';

/**
 * The exit offer: a user closing the Premium purchase popup is offered a plan at a deeper
 * discount, once, for a short window (docs/money.md). The server decides the plan, the discount
 * and the price; the client only shows them.
 */
export const exitOfferSchema = z.object({
  /** The plan as offered: its price is the discounted one, `discountType` says which discount. */
  plan: vipPlanSchema,
  /** The offer can be taken until then (epoch ms); an order asked for later is refused. */
  expireAt: z.number(),
});
export type ExitOffer = z.infer<typeof exitOfferSchema>;

export const discount = {
  /** The leaving user's offer: made the first time it is asked, the same one until it expires, then none. */
  exitOffer: defineCall('/vip/discount/exit-offer', z.object({}).passthrough(), z.object({ offer: exitOfferSchema.nullable() })),
  /** An order at the offer's price; refused once the offer has expired. Asked twice, the same order. */
  exitOrder: defineCall('/vip/discount/exit-order', z.object({ extraJson }), orderSchema),
} as const;
