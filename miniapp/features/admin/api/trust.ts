import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, live } from './client.js';
import type { OpenServiceOrder, QueuedAppeal, QueuedVerification } from './types.js';

// Queues are read afresh each time they are shown and on focus (live): several operators work them at once.

export const verificationQueueQuery = queryOptions({
  queryKey: ['admin', 'queue', 'verifications'],
  queryFn: ({ signal }) => adminCall<QueuedVerification[]>('/queue/verifications', {}, signal),
  ...live,
  // The media links inside expire after five minutes: fetch fresh ones before that.
  refetchInterval: 4 * 60_000,
});
export const appealQueueQuery = queryOptions({
  queryKey: ['admin', 'queue', 'appeals'],
  queryFn: ({ signal }) => adminCall<QueuedAppeal[]>('/queue/appeals', {}, signal),
  ...live,
});
export const serviceOrderQueueQuery = queryOptions({
  queryKey: ['admin', 'queue', 'service-orders'],
  queryFn: ({ signal }) => adminCall<OpenServiceOrder[]>('/queue/service-orders', {}, signal),
  ...live,
});
export const useVerificationQueue = () => useQuery(verificationQueueQuery);
export const useAppealQueue = () => useQuery(appealQueueQuery);
export const useServiceOrderQueue = () => useQuery(serviceOrderQueueQuery);

/** A decision in one of the trust or money queues; afterwards that queue and the audit log are read again. */
function useDecide<P extends object>(path: string, queryKey: readonly unknown[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: P) => adminCall<{ notice?: unknown }>(path, p),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey }), qc.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}
export const useDecideVerification = () =>
  useDecide<{ id: string; approve: boolean; reason: string }>('/queue/verifications/decide', verificationQueueQuery.queryKey);
export const useDecideAppeal = () =>
  useDecide<{ id: string; accept: boolean; reason: string }>('/queue/appeals/decide', appealQueueQuery.queryKey);
export const useSettleServiceOrder = () =>
  useDecide<{ id: string; outcome: 'refund' | 'release'; reason: string }>('/queue/service-orders/settle', serviceOrderQueueQuery.queryKey);
