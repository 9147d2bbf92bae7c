import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';

/** The account's Telegram Stars subscription (null when there is none or its period is over). */
export const starsSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: ['stars-subscription', token],
    queryFn: ({ signal }) => request('/vip/stars-subscription/info', {}, { silent: true, signal }),
    enabled: !!token,
  });

export function useStarsSubscription() {
  return useQuery(starsSubscriptionQuery(useAtomValue(tokenAtom))).data?.subscription ?? null;
}

/** Cancel or resume through Telegram (editUserStarSubscription); the answer replaces the cached state. */
export function useEditStarsSubscription() {
  const queryClient = useQueryClient();
  const key = starsSubscriptionQuery(useAtomValue(tokenAtom)).queryKey;
  return useMutation({
    mutationFn: (cancel: boolean) => request('/vip/stars-subscription/edit', { cancel }),
    onSuccess: (info) => queryClient.setQueryData(key, info),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
