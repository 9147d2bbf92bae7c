import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

export const confirmCharacter = ({ id, visibility }: { id: string; visibility: 0 | 1 }) =>
  request('/custom-character/confirm', { id, visibility });

/** Keep her private or publish her; the answer is her new state. */
export function useConfirmCharacter() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCharacter,
    onSuccess: (done) => {
      queryClient.setQueryData(ownKeys.detail(token, done.id), done);
      void queryClient.invalidateQueries({ queryKey: ownKeys.list(token) });
    },
  });
}
