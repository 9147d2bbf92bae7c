import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from '../../create-character/api/keys.js';

export const fetchOwnPhotos = (characterId: string, signal?: AbortSignal) =>
  request('/character/photograph/list-self', { characterId, page: 1, pageSize: 50 }, { silent: true, signal });

/** The gallery of one of the user's characters, newest first. */
export const ownPhotosQuery = (token: string, characterId: string) =>
  queryOptions({
    queryKey: ownKeys.photos(token, characterId),
    queryFn: ({ signal }) => fetchOwnPhotos(characterId, signal),
    staleTime: 0,
  });

export function useOwnPhotos(characterId: string | null) {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...ownPhotosQuery(token, characterId ?? ''), enabled: characterId !== null });
}
