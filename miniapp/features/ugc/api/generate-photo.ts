import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import type { DataOf } from '../../../../shared/api/contract.js';
import { request } from '../../../api/client.js';
import { patchProfileAtom } from '../../../state/profile.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from '../../create-character/api/keys.js';

/** One more gallery photo of the user's own character (Premium, 50 coins); the caller shows refusals. */
export const generatePhoto = (characterId: string) => request('/character/photograph/generate', { characterId }, { silent: true });

type Photos = DataOf<'/character/photograph/list-self'>;

/** The new photo goes in front of her gallery and the answer's balance into the profile. */
export function useGeneratePhoto() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const patchProfile = useSetAtom(patchProfileAtom);
  return useMutation({
    mutationFn: generatePhoto,
    onSuccess: async ({ photo, goldBalance }) => {
      patchProfile({ goldBalance });
      const key = ownKeys.photos(token, photo.characterId);
      // A refetch that left before she was saved (the app brought back to the front while she
      // was drawn) would answer the gallery without her after this: it is called off first.
      await queryClient.cancelQueries({ queryKey: key });
      if (!queryClient.getQueryData<Photos>(key)) return queryClient.invalidateQueries({ queryKey: key });
      queryClient.setQueryData<Photos>(
        key,
        (old) => old && { list: [photo, ...old.list.filter((p) => p.id !== photo.id)], total: old.total + 1 },
      );
    },
  });
}
