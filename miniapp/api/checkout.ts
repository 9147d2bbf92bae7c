import type { PayMethod } from '../../shared/enums.js';
import type { OrderKind } from '../../shared/schemas/orders.js';
import { localizePath } from '../../shared/locales.js';
import { platform } from '../platform/index.js';
import type { PaymentOutcome } from '../platform/types.js';
import { appStore } from '../state/store.js';
import { configQuery } from '../state/config.js';
import { queryClient } from './query-client.js';
import { localeAtom } from '../state/locale.js';
import { createOrder, startOrderPayment } from './order.js';
import { orderExtraJson } from '../app/startup-params.js';
import { track } from '../analytics/track.js';

/**
 * The purchase flow shared by Premium and coins: create the order at the server's price, start
 * the payment with a pay method, hand the link to the platform (a Stars invoice inside Telegram,
 * the card gateway's page on the web), then let the return page poll the order: a client-side
 * 'paid' is never taken as proof.
 */

/** The card method stands in when the server enabled none: the server then answers 'not supported yet'. */
const FALLBACK_METHOD: PayMethod = 'OceanPayment';

/** Pay methods offered here: enabled on the server (`/v1/config`) and usable by this host. */
export function availablePayMethods(
  enabled: readonly PayMethod[] = queryClient.getQueryData(configQuery.queryKey)?.payMethods ?? [],
): PayMethod[] {
  const methods = platform().payMethods(enabled);
  return methods.length ? methods : [FALLBACK_METHOD];
}

/** Prices in Stars: the only method here is Telegram Stars. */
export const paysInStars = (enabled?: readonly PayMethod[]) => availablePayMethods(enabled).every((m) => m === 'TelegramStar');

const kindQuery = (kind: OrderKind) => (kind === 'gold' ? '&type=gold' : '');
export const checkoutPath = (kind: OrderKind, orderId: string) => `/checkout/${encodeURIComponent(orderId)}?type=${kind}`;
export const returnPath = (kind: OrderKind, orderId: string) => `/pay/callback?orderId=${encodeURIComponent(orderId)}${kindQuery(kind)}`;

/** The return page in the user's language; the server appends `orderId` (and `type=gold`). */
function returnUrl(): string {
  return new URL(localizePath('/pay/callback', appStore.get(localeAtom)), window.location.origin).toString();
}

export async function payOrder(kind: OrderKind, orderId: string, payMethod: PayMethod): Promise<PaymentOutcome> {
  const url = returnUrl();
  track(`buy_${kind === 'vip' ? 'vip' : 'coin'}.click_pay`, { orderId, type: payMethod });
  const { payment } = await startOrderPayment(kind, { orderId, payMethod, returnUrl: url, successUrl: url });
  return platform().openPayment(payment.url);
}

/**
 * What the screen does next:
 * - `checkout`: several methods, the user picks one on the checkout page;
 * - `verify`: the invoice closed as paid or pending, the return page polls the order;
 * - `away`: the browser is leaving for the gateway's page;
 * - `cancelled` / `failed`: the invoice was closed without paying.
 */
export type CheckoutStep =
  { next: 'checkout'; path: string } | { next: 'verify'; path: string } | { next: 'away' } | { next: 'cancelled' | 'failed' };

export function stepAfterPayment(kind: OrderKind, orderId: string, outcome: PaymentOutcome): CheckoutStep {
  if (outcome === 'paid' || outcome === 'pending') return { next: 'verify', path: returnPath(kind, orderId) };
  if (outcome === 'opened') return { next: 'away' };
  return { next: outcome };
}

/** Create the order and pay it right away when one method is available, else go to the checkout page. */
export async function beginCheckout(kind: OrderKind, itemId: string, comeFrom: string): Promise<CheckoutStep> {
  // The link that brought the buyer (partner, source, extra fields) rides along: startup-params.ts.
  const order = await createOrder(kind, itemId, comeFrom, orderExtraJson());
  track(`buy_${kind === 'vip' ? 'vip' : 'coin'}.enter_pay`, { from: comeFrom, option: itemId, orderId: order.orderId });
  platform().haptic('medium');
  const methods = availablePayMethods();
  if (methods.length > 1) return { next: 'checkout', path: checkoutPath(kind, order.orderId) };
  return stepAfterPayment(kind, order.orderId, await payOrder(kind, order.orderId, methods[0]!));
}
