import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client.js';
import { availablePayMethods, checkoutPath, payOrder, stepAfterPayment, type CheckoutStep } from '../../../api/checkout.js';
import { orderExtraJson } from '../../../app/startup-params.js';
import { platform } from '../../../platform/index.js';

/**
 * The exit offer (docs/money.md): asked for when the user closes the Premium popup. The server
 * opens its window the first time and answers the same offer until it ends, then none; so the
 * query is never cached past its window and never retried.
 */
export const exitOfferQuery = queryOptions({
  queryKey: ['exit-offer'],
  queryFn: ({ signal }) => request('/vip/discount/exit-offer', {}, { signal, silent: true }).then((d) => d.offer),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

export const useExitOffer = (enabled: boolean) => useQuery({ ...exitOfferQuery, enabled });

/** The order at the offer's price (the server's), then the same payment steps as any Premium order. */
async function takeExitOffer(): Promise<CheckoutStep> {
  const order = await request('/vip/discount/exit-order', { extraJson: orderExtraJson() });
  platform().haptic('medium');
  const methods = availablePayMethods();
  if (methods.length > 1) return { next: 'checkout', path: checkoutPath('vip', order.orderId) };
  return stepAfterPayment('vip', order.orderId, await payOrder('vip', order.orderId, methods[0]!));
}

export const useTakeExitOffer = () => useMutation({ mutationFn: takeExitOffer });
