/**
 * Creator services: what a user can order from the creator of a published character, at what
 * price, and how long each side has to act (docs/service-orders.md). Plain values, no zod: the
 * order screens import them.
 */
export const ServiceOrderStatus = {
  /** Paid into escrow; the creator has not answered yet. The buyer may still cancel. */
  wait: 10,
  /** The creator took it on and is working on it. */
  confirmed: 20,
  /** Delivered into the buyer's chat; waiting for the buyer to accept (or the window to pass). */
  delivered: 30,
  /** Accepted (or accepted by the window): the creator was paid. Final. */
  done: 40,
  /** Cancelled by the buyer before the creator confirmed: refunded. Final. */
  cancelled: 50,
  /** Turned down by the creator: refunded. Final. */
  rejected: 60,
  /** Nobody acted in time: refunded. Final. */
  expired: 70,
} as const;
export type ServiceOrderStatus = (typeof ServiceOrderStatus)[keyof typeof ServiceOrderStatus];
export const finalServiceStatuses: readonly ServiceOrderStatus[] = [
  ServiceOrderStatus.done,
  ServiceOrderStatus.cancelled,
  ServiceOrderStatus.rejected,
  ServiceOrderStatus.expired,
];

/** The fixed tiers, priced in coins: one price a buyer can compare, no haggling. */
export const serviceKinds = ['story', 'photo_set'] as const;
export type ServiceKind = (typeof serviceKinds)[number];
export const servicePrice: Record<ServiceKind, number> = { story: 200, photo_set: 400 };
/** Photos a delivery may carry (a story may carry some too). */
export const SERVICE_PHOTOS_MAX = 6;
export const SERVICE_BRIEF_MAX = 1000;
export const SERVICE_REPLY_MAX = 4000;
export const SERVICE_REJECT_REASON_MAX = 500;

const HOUR = 3600_000;
/** How long each side has before the order settles itself. */
export const serviceWindows = {
  /** The creator must confirm or reject within this, else the buyer is refunded. */
  confirmMs: 48 * HOUR,
  /** Once confirmed, the creator must deliver within this, else the buyer is refunded. */
  deliverMs: 7 * 24 * HOUR,
  /** Once delivered, the buyer may accept; after this the creator is paid anyway. */
  acceptMs: 72 * HOUR,
} as const;
