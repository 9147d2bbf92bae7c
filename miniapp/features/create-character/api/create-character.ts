import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ParamsOf } from '../../../../shared/api/contract.js';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

export type CreateParams = ParamsOf<'/custom-character/create'>;

/** Pre-create her and start drawing; the caller shows its own refusals (coins, Premium). */
export const createCharacter = (params: CreateParams) => request('/custom-character/create', params, { silent: true });

export function useCreateCharacter() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownKeys.list(token) }),
  });
}
