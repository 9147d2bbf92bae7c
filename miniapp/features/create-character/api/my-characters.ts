import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { DataOf } from '../../../../shared/api/contract.js';
import { CustomCharacterState as State } from '../../../../shared/enums.js';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

const POLL_MS = 2000;

export type MyCharacters = DataOf<'/custom-character/list'>;

export const fetchMyCharacters = (signal?: AbortSignal) =>
  request('/custom-character/list', { page: 1, pageSize: 50 }, { silent: true, signal });

const drawing = (state: number) => state === State.creating || state === State.onSubmit;

/** The user's own characters and what the next creation costs; polled while any of them is being drawn. */
export const myCharactersQuery = (token: string) =>
  queryOptions({
    queryKey: ownKeys.list(token),
    queryFn: ({ signal }) => fetchMyCharacters(signal),
    refetchInterval: (query) => (query.state.data?.list.some((c) => drawing(c.state)) ? POLL_MS : false),
    refetchIntervalInBackground: true,
    // Fetched afresh each time a screen shows it (the cached list shows meanwhile).
    staleTime: 0,
  });

export function useMyCharacters() {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...myCharactersQuery(token), enabled: token !== '' });
}
