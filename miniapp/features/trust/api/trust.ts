import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/client.js';
import { logoutOnServer } from '../../../api/auth.js';
import type { ParamsOf } from '../../../../shared/api/contract.js';
import { patchProfileAtom } from '../../../state/profile.js';
import { appStore } from '../../../state/store.js';

export const verificationQuery = () =>
  queryOptions({ queryKey: ['verification'], queryFn: ({ signal }) => request('/user/profile-verification/info', {}, { signal }) });
export const useVerification = () => useQuery(verificationQuery());

export function useSubmitVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) => request('/user/profile-verification/submit', { uploadId }),
    onSuccess: (info) => client.setQueryData(verificationQuery().queryKey, info),
  });
}

export const appealsQuery = () =>
  queryOptions({ queryKey: ['appeals'], queryFn: ({ signal }) => request('/user/appeal/pending/info', {}, { signal }) });
export const useAppeals = () => useQuery(appealsQuery());

export function useSubmitAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<'/user/appeal/submit'>) => request('/user/appeal/submit', p),
    onSuccess: () => client.invalidateQueries({ queryKey: appealsQuery().queryKey }),
  });
}

/** A creator's links and verified mark: by character, or the caller's own without one. */
export const creatorQuery = (characterId?: string) =>
  queryOptions({
    queryKey: ['creator', characterId ?? 'me'],
    queryFn: ({ signal }) => request('/social/info', characterId ? { characterId } : {}, { signal, silent: true }),
  });
export const useCreator = (characterId?: string) => useQuery(creatorQuery(characterId));

export function useSaveSocialLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (links: ParamsOf<'/social/update'>) => request('/social/update', links),
    onSuccess: () => client.invalidateQueries({ queryKey: ['creator'] }),
  });
}

export const deletionQuery = () =>
  queryOptions({ queryKey: ['deletion'], queryFn: ({ signal }) => request('/user/danger-zone/info', {}, { signal }) });
export const useDeletion = (enabled = true) => useQuery({ ...deletionQuery(), enabled });

/**
 * Ask for the account to be deleted, then end this sign-in on the server: the grace period runs
 * signed out, and signing in before it ends offers to keep the account (DeletionNotice). Answers
 * the date of the erasure; forgetting the token is the caller's, once it has left the page (whose
 * queries, asked again without a token, would open the login popup).
 */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: async () => {
      await request('/user/danger-zone/activate', {});
      const { deleteAfter } = await request('/user/danger-zone/info', {}, { silent: true }).catch(() => ({ deleteAfter: null }));
      await logoutOnServer().catch(() => undefined);
      return deleteAfter;
    },
  });
}

/** Withdraw (or make) the request to delete the account: the profile's dangerZone follows. */
export function useDeletionSwitch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (erase: boolean) => (erase ? request('/user/danger-zone/activate', {}) : request('/user/danger-zone/deactivate', {})),
    onSuccess: ({ dangerZone }) => {
      appStore.set(patchProfileAtom, { dangerZone });
      return client.invalidateQueries({ queryKey: deletionQuery().queryKey });
    },
  });
}

export function useReport() {
  return useMutation({ mutationFn: (p: ParamsOf<'/user/report'>) => request('/user/report', p) });
}
