import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { queryClient } from '../../../api/query-client.js';
import { tokenAtom } from '../../../state/session.js';
import { chatKeys } from './keys.js';

export const fetchMemory = (sessionId: string, signal?: AbortSignal) => request('/session/memory', { sessionId }, { silent: true, signal });

/** What she remembers of a chat: fetched afresh each time the sheet opens. */
export const memoryQuery = (token: string, sessionId: string) =>
  queryOptions({
    queryKey: chatKeys.memory(token, sessionId),
    queryFn: ({ signal }) => fetchMemory(sessionId, signal),
    gcTime: 0,
    staleTime: 0,
  });

export const useMemory = (sessionId: string) => useQuery(memoryQuery(useAtomValue(tokenAtom), sessionId));

/** Save the user's edit; a refusal is the client's toast. */
export const saveMemory = (sessionId: string, memory: string) => request('/session/memory/update', { sessionId, memory });

export function useSaveMemory(sessionId: string) {
  const token = useAtomValue(tokenAtom);
  return useMutation({
    mutationFn: (memory: string) => saveMemory(sessionId, memory),
    onSuccess: (saved) => queryClient.setQueryData(chatKeys.memory(token, sessionId), saved),
  });
}
