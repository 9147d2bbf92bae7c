import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CustomCharacterState as State } from '../../../../shared/enums.js';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError, request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

const POLL_MS = 1500;

export const fetchCustomCharacter = (id: string, options: { silent: boolean; signal?: AbortSignal }) =>
  request('/custom-character/detail', { id }, options);

/** Gone (deleted, or never hers): the server answers 1000 "Character not found". */
export const isMissing = (error: unknown) => error instanceof ApiError && error.code === ErrorCode.badParams;
const isNetworkFault = (error: unknown) => error instanceof ApiError && error.code === -1;

/**
 * One of the user's own characters, polled every 1.5 s while her pictures are being drawn (real
 * progress from `/detail`); a network fault is tried again a little later, a refusal stops.
 */
export const customCharacterQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: ownKeys.detail(token, id),
    queryFn: ({ signal }) => fetchCustomCharacter(id, { silent: true, signal }),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error) return isNetworkFault(error) ? POLL_MS * 2 : false;
      return data && (data.state === State.creating || data.state === State.onSubmit) ? POLL_MS : false;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export function useCustomCharacter(id: string) {
  return useQuery(customCharacterQuery(useAtomValue(tokenAtom), id));
}

/**
 * The character as the edit sheet opens on it: fetched afresh each time it opens, and a failure
 * is shown (then the sheet closes).
 */
export const editableCharacterQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: ownKeys.editable(token, id),
    queryFn: ({ signal }) => fetchCustomCharacter(id, { silent: false, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useEditableCharacter(id: string | null) {
  const token = useAtomValue(tokenAtom);
  return useQuery({ ...editableCharacterQuery(token, id ?? ''), enabled: id !== null });
}
