import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { CharacterDetail, Script } from '../../../../shared/schemas/character.js';
import { fetchCharacter, fetchScripts } from '../../../api/character.js';
import { ApiError } from '../../../api/client.js';
import { localeAtom } from '../../../state/locale.js';

/**
 * A character's page: detail and stories, in the UI language. What a viewer may see changes with
 * her account (Premium, unlocks), so a page shown again is checked with the server (staleTime 0).
 */
export const characterQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: ['character', id, locale],
    queryFn: ({ signal }) => fetchCharacter(id, { silent: true, signal }),
    staleTime: 0,
  });

/** Without its stories the page still shows: a failure is an empty list. */
export const scriptsQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: ['character', id, locale, 'scripts'],
    queryFn: ({ signal }) =>
      fetchScripts(id, { silent: true, signal }).then(
        (d) => d.list,
        () => [] as Script[],
      ),
    staleTime: 0,
  });

export type CharacterState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; character: CharacterDetail; scripts: Script[] };

/** Detail and stories together. An id the server does not know is the route's validity failure. */
export function useCharacter(id: string): CharacterState {
  const locale = useAtomValue(localeAtom);
  const detail = useQuery(characterQuery(id, locale));
  const scripts = useQuery(scriptsQuery(id, locale));
  if (detail.data && scripts.data) return { status: 'ready', character: detail.data, scripts: scripts.data };
  if (detail.isError && !detail.isFetching) {
    const error = detail.error;
    const transport = error instanceof ApiError && (error.code === -1 || (error.code >= 400 && error.code < 600));
    return transport ? { status: 'failed', retry: () => void detail.refetch() } : { status: 'missing' };
  }
  return { status: 'loading' };
}
