import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { CallOptions } from '../../../api/client.js';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

export const deleteCharacter = (id: string, options?: CallOptions) => request('/custom-character/delete', { id }, options);

/** She is gone: her detail is dropped and the list fetched again. */
export const forgetCharacter = (queryClient: QueryClient, token: string, id: string) => {
  queryClient.removeQueries({ queryKey: ownKeys.detail(token, id) });
  void queryClient.invalidateQueries({ queryKey: ownKeys.list(token) });
};

export function useDeleteCharacter() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCharacter(id),
    onSuccess: ({ id }) => forgetCharacter(queryClient, token, id),
  });
}
