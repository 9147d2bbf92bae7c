import { z } from 'zod';
import { OrderStatus, SubscriptionStatus, payMethods, rewardEvents } from '../enums.js';
import { energy } from '../constants.js';
import { idString } from './common.js';
import { defineCall } from '../api/define.js';

/** Wire contract of orders, payments, subscriptions, cards and rewards (docs/api.md: VIP, Gold, Payments). */

const orderStatus = z.union([z.literal(OrderStatus.wait), z.literal(OrderStatus.hasPay), z.literal(OrderStatus.cancel)]);
const subscriptionStatus = z.union([z.literal(SubscriptionStatus.subIn), z.literal(SubscriptionStatus.cancel)]);

export const orderKinds = ['vip', 'gold'] as const;
export type OrderKind = (typeof orderKinds)[number];

export const orderSchema = z.object({
  orderId: z.string(),
  orderStatus,
  kind: z.enum(orderKinds),
  itemId: z.string(),
  /** The price fixed by the server when the order was made, USD. */
  amount: z.number(),
  currency: z.string(),
  /** Price in Telegram Stars (XTR); 0 when the item cannot be paid with Stars. */
  stars: z.number().int(),
  payMethod: z.enum(payMethods).nullable(),
  createTime: z.number(),
  paidAt: z.number().nullable(),
});
export type OrderData = z.infer<typeof orderSchema>;

/** How the client continues a payment: open a web page, or Telegram's invoice (`openInvoice`). */
export const paymentSchema = z.object({ type: z.enum(['redirect', 'telegram_invoice']), url: z.string() });
export type Payment = z.infer<typeof paymentSchema>;

/** extraJson arrives as a JSON string (docs/api.md) or, leniently, as the object itself. */
export const extraJson = z
  .union([z.string().max(2000), z.record(z.string(), z.unknown())])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    if (text.length > 2000) {
      ctx.addIssue({ code: 'custom', message: 'extraJson is too long' });
      return z.NEVER;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'extraJson must be a JSON object' });
      return z.NEVER;
    }
    return text;
  });

const comeFrom = z.string().trim().max(64).default('');
/** Client-side URLs for the gateway to send the user back to; checked against our origin on the server. */
const backUrl = z.string().trim().max(1000).optional();

const createParams = z.object({ id: idString, comeFrom, extraJson });
const orderIdParams = z.object({ orderId: idString });
const paymentParams = z.object({
  orderId: idString,
  payMethod: z.enum(payMethods),
  returnUrl: backUrl,
  successUrl: backUrl,
  /** Sent by the client for one hosted gateway; not used by the methods this server takes. */
  uprimerCheckoutSessionUrl: z.string().max(1000).optional(),
});
const paymentData = z.object({ orderId: z.string(), payMethod: z.enum(payMethods), payment: paymentSchema });

export const cardSchema = z.object({ id: z.string(), brand: z.string(), last4: z.string(), createTime: z.number() });
export type CardData = z.infer<typeof cardSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  /** The plan charged at the next renewal (a plan change takes effect there). */
  planId: z.string(),
  planTitle: z.string(),
  status: subscriptionStatus,
  currentPeriodEnd: z.number(),
  cardId: z.string().nullable(),
});
export type SubscriptionData = z.infer<typeof subscriptionSchema>;
export const subscriptionInfoSchema = z.object({ subscription: subscriptionSchema.nullable(), card: cardSchema.nullable() });
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export const reviewSchema = z.object({ id: z.string(), author: z.string(), rating: z.number().int(), content: z.string() });
export type Review = z.infer<typeof reviewSchema>;

/** Digits only (spaces and dashes allowed while typing); expiry as MM/YY or MM/YYYY. */
const cardNumber = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Invalid card number'));
const expiry = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, 'Expiry must be MM/YY');

const questionnaireAnswer = z.union([
  z.string().trim().min(1, 'Please answer every question').max(500),
  z.number(),
  z.array(z.string().trim().min(1).max(100)).min(1, 'Please answer every question').max(20),
]);

export const orders = {
  vipCarousel: defineCall('/vip/order/carousel', z.object({}).passthrough(), z.object({ list: z.array(reviewSchema) })),
  vipStatus: defineCall('/vip/order/status', orderIdParams, orderSchema),
  vipCreate: defineCall('/vip/order/create', createParams, orderSchema),
  /** Tour: a visitor without a token gets one, returned with the order. */
  vipVisitorCreate: defineCall('/vip/order/visitor-create', createParams, orderSchema.extend({ token: z.string() })),
  vipPayment: defineCall('/vip/order/payment', paymentParams, paymentData),
  vipCancel: defineCall('/vip/order/cancel', orderIdParams, orderSchema),
  subscriptionInfo: defineCall('/vip/subscription/info', z.object({}).passthrough(), subscriptionInfoSchema),
  subscriptionCancel: defineCall('/vip/subscription/cancel', z.object({}).passthrough(), subscriptionInfoSchema),
  subscriptionResume: defineCall('/vip/subscription/resume', z.object({}).passthrough(), subscriptionInfoSchema),
  subscriptionChangePlan: defineCall('/vip/subscription/change-plan', z.object({ id: idString }), subscriptionInfoSchema),
  goldCreate: defineCall('/gold/order/create', z.object({ id: idString, comeFrom }), orderSchema),
  goldStatus: defineCall('/gold/order/status', orderIdParams, orderSchema),
  goldPayment: defineCall('/gold/order/payment', paymentParams, paymentData),
  goldCancel: defineCall('/gold/order/cancel', orderIdParams, orderSchema),
  /** Sandbox only: the number is checked and dropped; brand and last 4 digits are kept. */
  cardBind: defineCall(
    '/user-payment/bind',
    z.object({ cardNumber, expiry, holderName: z.string().trim().max(100).optional() }),
    z.object({ card: cardSchema }),
  ),
  cardUnbind: defineCall('/user-payment/unbind', z.object({ cardId: idString.optional() }), subscriptionInfoSchema),
} as const;

export const rewards = {
  /** `start` when the user reaches the step (opens the prompt); `claim` at least 10 s later. */
  energy: defineCall(
    '/user/reward/energy',
    z.object({ event: z.enum(rewardEvents), phase: z.enum(['start', 'claim']).default('claim') }),
    z.object({
      event: z.enum(rewardEvents),
      claimed: z.boolean(),
      claimableAt: z.number(),
      reward: z.number().int(),
      energy: z.number().int(),
    }),
  ),
  questionnaire: defineCall(
    '/user/questionnaire/submit',
    z.object({
      answers: z
        .array(questionnaireAnswer)
        .length(energy.questionnaireQuestions, `Please answer all ${energy.questionnaireQuestions} questions`),
    }),
    z.object({ reward: z.number().int(), goldBalance: z.number().int() }),
  ),
  payFeedback: defineCall(
    '/user/pay/feedback',
    z.object({
      orderId: idString.optional(),
      payMethod: z.enum(payMethods).optional(),
      reason: z.string().trim().max(100).optional(),
      content: z.string().trim().max(2000).default(''),
    }),
    z.object({ ok: z.boolean() }),
  ),
} as const;
