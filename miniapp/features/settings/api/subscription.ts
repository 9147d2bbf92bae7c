import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { SubscriptionInfo } from '../../../../shared/schemas/orders.js';
import type { ParamsOf } from '../../../../shared/api/contract.js';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';

/** The subscription and linked card of a token's account. */
export const subscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: ['subscription', token],
    queryFn: ({ signal }) => request('/vip/subscription/info', {}, { silent: true, signal }),
    enabled: !!token,
  });

export function useSubscriptionInfo() {
  const token = useAtomValue(tokenAtom);
  const { data, isError, refetch } = useQuery(subscriptionQuery(token));
  const status: 'idle' | 'loading' | 'ready' | 'error' = !token ? 'idle' : data ? 'ready' : isError ? 'error' : 'loading';
  return { info: data ?? null, status, reload: () => void refetch() };
}

/**
 * Changes of the subscription and card. Each answers the new state, which replaces the cached
 * one; a refused cancel, resume or unlink asks the server again (its state may have moved on).
 */
export function useSubscriptionChanges() {
  const queryClient = useQueryClient();
  const key = subscriptionQuery(useAtomValue(tokenAtom)).queryKey;
  const set = (info: SubscriptionInfo) => queryClient.setQueryData(key, info);
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });
  return {
    cancel: useMutation({ mutationFn: () => request('/vip/subscription/cancel', {}), onSuccess: set, onError: reload }),
    resume: useMutation({ mutationFn: () => request('/vip/subscription/resume', {}), onSuccess: set, onError: reload }),
    changePlan: useMutation({ mutationFn: (id: string) => request('/vip/subscription/change-plan', { id }), onSuccess: set }),
    unlinkCard: useMutation({
      mutationFn: (cardId: string) => request('/user-payment/unbind', { cardId }),
      onSuccess: set,
      onError: reload,
    }),
    linkCard: useMutation({
      mutationFn: (card: ParamsOf<'/user-payment/bind'>) => request('/user-payment/bind', card),
      onSuccess: ({ card }) => queryClient.setQueryData(key, (prev) => (prev ? { ...prev, card } : { subscription: null, card })),
    }),
  };
}
