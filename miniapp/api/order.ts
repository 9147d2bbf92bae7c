import { queryOptions } from '@tanstack/react-query';
import type { OrderKind } from '../../shared/schemas/orders.js';
import type { ParamsOf } from '../../shared/api/contract.js';
import { OrderStatus } from '../../shared/enums.js';
import { request } from './client.js';

/**
 * Plans, coin packs and orders: shared by the Premium, coins, settings and payment screens.
 * A query whose `meta.silent` is set shows no toast when it fails (the screen shows its own state).
 */

const silentOf = (meta: Record<string, unknown> | undefined) => meta?.silent === true;

/**
 * Premium plans at today's prices; fetched again when the earliest running discount ends. Only a
 * first load that fails tells the user (a refresh or a retry keeps what the screen shows).
 */
export const vipPlansQuery = queryOptions({
  queryKey: ['vip-plans'],
  queryFn: ({ signal, meta, client, queryKey }) => {
    const before = client.getQueryState(queryKey);
    const silent = silentOf(meta) || !!before?.dataUpdatedAt || !!before?.errorUpdatedAt;
    return request('/config/vip/list', {}, { signal, silent }).then((d) => d.list);
  },
  refetchInterval: (query) => {
    const ends = (query.state.data ?? []).map((p) => p.discountExpireTime).filter((t) => t > 0);
    return ends.length ? Math.max(1000, Math.min(...ends) - Date.now() + 500) : false;
  },
});

export const goldItemsQuery = queryOptions({
  queryKey: ['gold-items'],
  queryFn: ({ signal, meta }) => request('/config/gold/list', {}, { signal, silent: silentOf(meta) }).then((d) => d.list),
});

/** Paid or cancelled: the order will not change any more. */
export const orderSettled = (status: OrderStatus | undefined) => status === OrderStatus.hasPay || status === OrderStatus.cancel;

/** `/v1/vip/order/status` or `/v1/gold/order/status`: the order (orderStatus 10/20/30). Always asked again: it changes as it is paid. */
export const orderQuery = (kind: OrderKind, orderId: string) =>
  queryOptions({
    queryKey: ['order', kind, orderId],
    queryFn: ({ signal, meta }) =>
      kind === 'vip'
        ? request('/vip/order/status', { orderId }, { signal, silent: silentOf(meta) })
        : request('/gold/order/status', { orderId }, { signal, silent: silentOf(meta) }),
    staleTime: 0,
  });

/** Create a Premium (`vip`) or coins (`gold`) order at the server's price. */
export const createOrder = (kind: OrderKind, id: string, comeFrom: string, extraJson?: string) =>
  kind === 'vip'
    ? request('/vip/order/create', { id, comeFrom, ...(extraJson && { extraJson }) })
    : request('/gold/order/create', { id, comeFrom });

/** Start paying an order; the answer says how the client continues (a web page or a Stars invoice). */
export const startOrderPayment = (kind: OrderKind, params: ParamsOf<'/vip/order/payment'>) =>
  kind === 'vip' ? request('/vip/order/payment', params) : request('/gold/order/payment', params);
