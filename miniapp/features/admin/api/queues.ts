import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, live } from './client.js';
import type { QueuedCharacter, QueuedReport } from './types.js';

export const characterQueueQuery = queryOptions({
  queryKey: ['admin', 'queue', 'characters'],
  queryFn: ({ signal }) => adminCall<QueuedCharacter[]>('/queue/characters', {}, signal),
  ...live,
});
export const reportQueueQuery = queryOptions({
  queryKey: ['admin', 'queue', 'reports'],
  queryFn: ({ signal }) => adminCall<QueuedReport[]>('/queue/reports', {}, signal),
  ...live,
});
export const useCharacterQueue = () => useQuery(characterQueueQuery);
export const useReportQueue = () => useQuery(reportQueueQuery);

export function useDecideCharacter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; approve: boolean; reason: string }) => adminCall<{ notice: string }>('/queue/characters/decide', p),
    onSettled: () => qc.invalidateQueries({ queryKey: characterQueueQuery.queryKey }),
  });
}

export function useDecideReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; status: 'resolved' | 'dismissed'; note: string }) =>
      adminCall<{ notice: string }>('/queue/reports/decide', p),
    onSettled: () => qc.invalidateQueries({ queryKey: reportQueueQuery.queryKey }),
  });
}

/** A released character taken out of the catalogue after a report (her creator may appeal). */
export function useTakeDown() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; reason: string }) => adminCall<{ notice: string }>('/characters/take-down', p),
    onSettled: () => qc.invalidateQueries({ queryKey: reportQueueQuery.queryKey }),
  });
}
