import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ParamsOf } from '../../../../shared/api/contract.js';
import type { ServiceOrder } from '../../../../shared/schemas/service-orders.js';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { patchProfileAtom } from '../../../state/profile.js';

export type Role = 'buyer' | 'provider';

/** The orders I placed (buyer) or the orders for my characters (provider), newest first. */
export const serviceOrdersQuery = (token: string, role: Role) =>
  queryOptions({
    queryKey: ['service-orders', token, role],
    queryFn: ({ signal }) => request('/service/order/list', { role, page: 1, pageSize: 50 }, { signal }),
    enabled: !!token,
    staleTime: 0,
  });

export function useServiceOrders(role: Role) {
  return useQuery(serviceOrdersQuery(useAtomValue(tokenAtom), role));
}

/**
 * Every move of an order. Each answers the order as it now stands and the caller's balance: the
 * order replaces its cached copy, the balance goes into the profile; a refused move asks the
 * server again (the other side may have moved it meanwhile).
 */
export function useServiceOrderMoves() {
  const queryClient = useQueryClient();
  const patchProfile = useSetAtom(patchProfileAtom);
  const token = useAtomValue(tokenAtom);
  const done = ({ order, goldBalance }: { order: ServiceOrder; goldBalance: number }) => {
    patchProfile({ goldBalance });
    const key = serviceOrdersQuery(token, order.role).queryKey;
    queryClient.setQueryData(key, (prev) => {
      if (!prev) return prev;
      const known = prev.list.some((o) => o.id === order.id);
      return { ...prev, list: known ? prev.list.map((o) => (o.id === order.id ? order : o)) : [order, ...prev.list] };
    });
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['service-orders', token] });
  const byId = { onSuccess: done, onError: reload };
  return {
    create: useMutation({ mutationFn: (p: ParamsOf<'/service/order/create'>) => request('/service/order/create', p), onSuccess: done }),
    cancel: useMutation({ mutationFn: (orderId: string) => request('/service/order/cancel', { orderId }), ...byId }),
    accept: useMutation({ mutationFn: (orderId: string) => request('/service/order/accept', { orderId }), ...byId }),
    confirm: useMutation({ mutationFn: (orderId: string) => request('/service/order/provider/confirm', { orderId }), ...byId }),
    reject: useMutation({
      mutationFn: (p: ParamsOf<'/service/order/provider/reject'>) => request('/service/order/provider/reject', p),
      onSuccess: done,
      onError: reload,
    }),
    deliver: useMutation({
      mutationFn: (p: ParamsOf<'/service/order/provider/verify'>) => request('/service/order/provider/verify', p),
      onSuccess: done,
      onError: reload,
    }),
  };
}

/** Her gallery in the clear, for her creator to pick a delivery's photos from. */
export const ownPhotosQuery = (token: string, characterId: string) =>
  queryOptions({
    queryKey: ['own-photos', token, characterId],
    queryFn: ({ signal }) => request('/character/photograph/list-self', { characterId, page: 1, pageSize: 50 }, { signal }),
    enabled: !!token,
  });

export const useOwnPhotos = (characterId: string) => useQuery(ownPhotosQuery(useAtomValue(tokenAtom), characterId));
