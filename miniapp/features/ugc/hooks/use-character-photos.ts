import { useCallback, useEffect, useState } from 'react';
import { fetchOwnPhotos } from '../../../api/character-photo.js';

export interface GeneratedPhoto {
  id: string;
  url: string;
  locked: boolean;
}

/** The gallery of one of the user's characters; new photos are put in front as they arrive. */
export function useCharacterPhotos(characterId: string | null) {
  // Everything below belongs to one character: a switch starts from empty without an effect resetting it.
  const [state, setState] = useState<{ characterId: string | null; photos: GeneratedPhoto[]; loading: boolean }>({
    characterId: null, photos: [], loading: false,
  });
  const mine = state.characterId === characterId ? state : { characterId, photos: [], loading: Boolean(characterId) };

  useEffect(() => {
    if (!characterId) return;
    let live = true;
    fetchOwnPhotos(characterId, { silent: true })
      .then((page) => live && setState({ characterId, photos: page.list.map((p) => ({ id: p.id, url: p.url, locked: p.locked })), loading: false }))
      .catch(() => live && setState({ characterId, photos: [], loading: false }));
    return () => {
      live = false;
    };
  }, [characterId]);

  const add = useCallback(
    (p: GeneratedPhoto) =>
      setState((s) => {
        const base = s.characterId === characterId ? s : { characterId, photos: [], loading: false };
        return { ...base, photos: [p, ...base.photos.filter((x) => x.id !== p.id)] };
      }),
    [characterId],
  );
  return { photos: mine.photos, loading: mine.loading, add };
}
