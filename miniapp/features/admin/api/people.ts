import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, live } from './client.js';
import type { AuditRow, FoundUser, RefundAnswer, UserDetail } from './types.js';

export const findQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'find', q],
    queryFn: ({ signal }) => adminCall<FoundUser[]>('/users/find', { q }, signal),
    enabled: q.trim() !== '',
    ...live,
  });
export const useFindUsers = (q: string) => useQuery(findQuery(q));
export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'user', userId],
    queryFn: ({ signal }) => adminCall<UserDetail>('/users/detail', { userId }, signal),
    ...live,
  });
export const useUserDetail = (userId: string) => useQuery(userQuery(userId));

/** Find always reads again, the same words too: the user may have changed (or been deleted) since. */
export function useFindAgain() {
  const qc = useQueryClient();
  return (q: string) =>
    Promise.all([qc.invalidateQueries({ queryKey: findQuery(q).queryKey }), qc.invalidateQueries({ queryKey: ['admin', 'user'] })]);
}

/** The audit call's filters (domain/admin/audit.ts): `userId` takes the rows about what is theirs too. */
export interface AuditFilter {
  subjectId?: string;
  operator?: string;
  userId?: string;
}
export const auditQuery = (filter: AuditFilter) => {
  const body = Object.fromEntries(Object.entries(filter).filter(([, v]) => v?.trim()));
  return queryOptions({
    queryKey: ['admin', 'audit', body],
    queryFn: ({ signal }) => adminCall<AuditRow[]>('/audit', body, signal),
    ...live,
  });
};
export const useAudit = (filter: AuditFilter) => useQuery(auditQuery(filter));

export type Grant = { kind: 'gold' | 'energy'; amount: number } | { kind: 'premium'; days: number };
type Action =
  | { path: '/users/grant'; body: { userId: string; reason: string; grant: Grant } }
  | { path: '/users/restrict'; body: { userId: string; hours: number; reason: string } }
  | { path: '/users/ban'; body: { userId: string; reason: string } }
  | { path: '/orders/refund'; body: { orderId: string; reason: string } }
  | { path: '/users/delete'; body: { userId: string; reason: string } };

/** Any act on a user: afterwards their page and the audit log are read again. */
export function useUserAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Action) => adminCall<RefundAnswer | object>(a.path, a.body),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: userQuery(userId).queryKey }), qc.invalidateQueries({ queryKey: ['admin', 'audit'] })]),
  });
}
