import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { request } from '../../../api/client.js';
import { patchProfileAtom } from '../../../state/profile.js';

/**
 * Save the name the user chose (`/v1/user/update` `nick`); the profile takes the server's cleaned
 * copy. Silent: the sheet shows a refusal (1000 empty, 2004 content policy) under the field.
 */
export function useSaveDisplayName() {
  const patchProfile = useSetAtom(patchProfileAtom);
  return useMutation({
    mutationFn: (nick: string) => request('/user/update', { nick }, { silent: true }),
    onSuccess: (profile) => patchProfile({ nick: profile.nick }),
  });
}
