import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminCall, onSignedOut } from './client.js';
import type { Operator } from './types.js';

export const meQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: ({ signal }) => adminCall<Operator>('/me', {}, signal),
  retry: false,
  staleTime: 60_000,
  // Coming back to the console after a while notices an expired session at once.
  refetchOnWindowFocus: true,
});
export const useOperator = () => useQuery(meQuery);

/** Everything the console read for the operator signed in before (not who is signed in). */
const notMe = { predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] === 'admin' && q.queryKey[1] !== 'me' };

export const requestCode = (email: string) => adminCall<{ sent: boolean }>('/login/request', { email });
export const verifyCode = (email: string, code: string) =>
  adminCall<{ ticket: string; enrol: { uri: string; secret: string } | null }>('/login/verify', { email, code });

export function useTotpSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { ticket: string; totp: string }) => adminCall<Operator>('/login/totp', p),
    onSuccess: (op) => {
      // A new session, maybe another role: nothing read under the last one is shown again.
      qc.removeQueries(notMe);
      qc.setQueryData(meQuery.queryKey, op);
    },
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => adminCall('/logout'), onSuccess: () => qc.resetQueries({ queryKey: meQuery.queryKey }) });
}

/**
 * Any call answering 1003 (the session expired, was revoked, or its operator removed) brings the
 * sign-in back: who is signed in is read again, and its 1003 shows the sign-in form. Only while
 * the console thinks it is signed in, so that read's own 1003 does not start it over.
 */
export function useSignInAgainOnSignedOut() {
  const qc = useQueryClient();
  useEffect(
    () =>
      onSignedOut(() => {
        if (qc.getQueryData(meQuery.queryKey)) void qc.resetQueries({ queryKey: meQuery.queryKey });
      }),
    [qc],
  );
}
