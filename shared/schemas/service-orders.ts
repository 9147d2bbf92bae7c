import { z } from 'zod';
import { defineCall } from '../api/define.js';
import { idString, listOf, pageParams } from './common.js';
import {
  SERVICE_BRIEF_MAX,
  SERVICE_PHOTOS_MAX,
  SERVICE_REJECT_REASON_MAX,
  SERVICE_REPLY_MAX,
  serviceKinds,
  ServiceOrderStatus,
} from '../service-orders.js';

export const serviceOrderSchema = z.object({
  id: z.string(),
  /** Whether the caller is the buyer or the creator of this order. */
  role: z.enum(['buyer', 'provider']),
  characterId: z.string(),
  characterName: z.string(),
  characterAvatar: z.string(),
  kind: z.enum(serviceKinds),
  /** Coins the buyer paid (held in escrow until the order settles). */
  price: z.number().int(),
  /** Coins the creator receives when it is done: the price less the platform fee. */
  creatorAmount: z.number().int(),
  status: z.enum(ServiceOrderStatus),
  brief: z.string(),
  buyerNick: z.string(),
  /** What the creator delivered (also sent into the buyer's chat with her). */
  reply: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  rejectReason: z.string().nullable(),
  /** The buyer's chat with her, where the delivery went. */
  sessionId: z.string().nullable(),
  /** When the order settles by itself if nobody acts (refund, or payment to the creator); null once final. */
  dueAt: z.number().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

const orderRef = z.object({ orderId: idString });
/** Every move answers the order as it now stands and the caller's coin balance. */
const moved = z.object({ order: serviceOrderSchema, goldBalance: z.number().int() });

export const service = {
  create: defineCall(
    '/service/order/create',
    z.object({ characterId: idString, kind: z.enum(serviceKinds), brief: z.string().trim().min(1).max(SERVICE_BRIEF_MAX) }),
    moved,
  ),
  cancel: defineCall('/service/order/cancel', orderRef, moved),
  /** The buyer accepts the delivery: the escrow goes to the creator less the platform fee. */
  accept: defineCall('/service/order/accept', orderRef, moved),
  info: defineCall('/service/order/info', orderRef, serviceOrderSchema),
  list: defineCall(
    '/service/order/list',
    pageParams.extend({
      /** buyer: the orders I placed; provider: the orders for my characters. */
      role: z.enum(['buyer', 'provider']).default('buyer'),
    }),
    listOf(serviceOrderSchema),
  ),
  confirm: defineCall('/service/order/provider/confirm', orderRef, moved),
  /** Deliver (text and photos of her) into the buyer's chat and mark the work done. */
  verify: defineCall(
    '/service/order/provider/verify',
    orderRef.extend({
      text: z.string().trim().min(1).max(SERVICE_REPLY_MAX),
      photoIds: z.array(idString).max(SERVICE_PHOTOS_MAX).default([]),
    }),
    moved,
  ),
  reject: defineCall(
    '/service/order/provider/reject',
    orderRef.extend({ reason: z.string().trim().max(SERVICE_REJECT_REASON_MAX).default('') }),
    moved,
  ),
} as const;
