import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from './client.js';
import type { Operator } from './types.js';

export const meQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: ({ signal }) => adminCall<Operator>('/me', {}, signal),
  retry: false,
  staleTime: 60_000,
});
export const useOperator = () => useQuery(meQuery);

export const requestCode = (email: string) => adminCall<{ sent: boolean }>('/login/request', { email });
export const verifyCode = (email: string, code: string) =>
  adminCall<{ ticket: string; enrol: { uri: string; secret: string } | null }>('/login/verify', { email, code });

export function useTotpSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { ticket: string; totp: string }) => adminCall<Operator>('/login/totp', p),
    onSuccess: (op) => qc.setQueryData(meQuery.queryKey, op),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => adminCall('/logout'), onSuccess: () => qc.removeQueries({ queryKey: ['admin'] }) });
}
