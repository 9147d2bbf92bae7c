import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { unlockGalleryPhoto } from '../../chat/api/photos.js';
import { patchProfileAtom } from '../../../state/profile.js';

/**
 * Unlock one gallery photo for coins: the new balance goes to the profile, and her page, My photos
 * and the Desire posts are asked again, so the photo shows clear in each (a post is a gallery photo).
 */
export function useUnlockGalleryPhoto(characterId: string) {
  const client = useQueryClient();
  const patchProfile = useSetAtom(patchProfileAtom);
  return useMutation({
    mutationFn: unlockGalleryPhoto,
    onSuccess: async (result) => {
      patchProfile({ goldBalance: result.goldBalance });
      await Promise.all([
        client.invalidateQueries({ queryKey: ['character', characterId] }),
        client.invalidateQueries({ queryKey: ['unlocked-photos'] }),
        client.invalidateQueries({ queryKey: ['feed', 'posts'] }),
      ]);
    },
  });
}
