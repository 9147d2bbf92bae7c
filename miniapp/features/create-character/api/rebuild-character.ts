import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

/** Draw her pictures again (charged like a creation); the caller shows its own refusals. */
export const rebuildCharacter = (id: string) => request('/custom-character/rebuild', { id }, { silent: true });

/** Her detail and the list poll again from the new drawing. */
export function useRebuildCharacter() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildCharacter,
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: ownKeys.detail(token, id) });
      void queryClient.invalidateQueries({ queryKey: ownKeys.list(token) });
    },
  });
}
