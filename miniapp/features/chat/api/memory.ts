import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { queryClient } from '../../../api/query-client.js';
import { tokenAtom } from '../../../state/session.js';
import type { ChatDone } from '../../../../shared/schemas/chat.js';
import type { MemoryFactKind, RelationshipDetail } from '../../../../shared/schemas/memory.js';
import { chatKeys } from './keys.js';

/** Memory's query keys, under the account's token like the rest of the chat. */
export const memoryKeys = {
  facts: (token: string, sessionId: string) => [...chatKeys.memory(token, sessionId), 'facts'] as const,
  used: (token: string, sessionId: string) => [...chatKeys.memory(token, sessionId), 'used'] as const,
  relationship: (token: string, sessionId: string) => [...chatKeys.memory(token, sessionId), 'relationship'] as const,
  /** The latest change a turn made, with when: the chip shows it for a moment. */
  change: (token: string, sessionId: string) => [...chatKeys.memory(token, sessionId), 'change'] as const,
};

/** Facts and the story so far: fetched afresh each time the sheet opens. */
export const memoryQuery = (token: string, sessionId: string) =>
  queryOptions({
    queryKey: memoryKeys.facts(token, sessionId),
    queryFn: ({ signal }) => request('/memory/list', { sessionId }, { silent: true, signal }),
    gcTime: 0,
    staleTime: 0,
  });
export const useMemory = (sessionId: string) => useQuery(memoryQuery(useAtomValue(tokenAtom), sessionId));

/** Which replies used which facts: the marks under her replies. */
export const usedQuery = (token: string, sessionId: string) =>
  queryOptions({
    queryKey: memoryKeys.used(token, sessionId),
    queryFn: ({ signal }) => request('/memory/used', { sessionId }, { silent: true, signal }),
    staleTime: Infinity,
  });
export const useUsedFacts = (sessionId: string) => useQuery(usedQuery(useAtomValue(tokenAtom), sessionId));

/** Affection, stage and their history: the header's chip. */
export const relationshipQuery = (token: string, sessionId: string) =>
  queryOptions({
    queryKey: memoryKeys.relationship(token, sessionId),
    queryFn: ({ signal }) => request('/memory/relationship', { sessionId }, { silent: true, signal }),
    staleTime: 60_000,
  });
export const useRelationship = (sessionId: string) => useQuery(relationshipQuery(useAtomValue(tokenAtom), sessionId));

/** Written by rememberDone only (never fetched): the change of the last turn, if it moved affection. */
export const useRelationshipChange = (sessionId: string) =>
  useQuery({
    queryKey: memoryKeys.change(useAtomValue(tokenAtom), sessionId),
    queryFn: () => null as { delta: number; at: number } | null,
    enabled: false,
    staleTime: Infinity,
  }).data ?? null;

/**
 * A finished turn brings the facts the reply used and the relationship's change: the mark and
 * the chip update without another call.
 */
export function rememberDone(token: string, sessionId: string, done: ChatDone) {
  if (done.usedFacts?.length) {
    const entry = { messageId: done.message.id, facts: done.usedFacts };
    queryClient.setQueryData(memoryKeys.used(token, sessionId), (old: { list: (typeof entry)[] } | undefined) =>
      old ? { list: [...old.list.filter((e) => e.messageId !== entry.messageId), entry] } : undefined,
    );
  }
  const r = done.relationship;
  if (r) {
    queryClient.setQueryData(memoryKeys.relationship(token, sessionId), (old: RelationshipDetail | undefined) =>
      old ? { ...old, ...r } : undefined,
    );
    if (r.delta) {
      queryClient.setQueryData(memoryKeys.change(token, sessionId), { delta: r.delta, at: Date.now() });
      void queryClient.invalidateQueries({ queryKey: memoryKeys.relationship(token, sessionId) });
    }
  }
}

type FactChange =
  | { op: 'add'; kind: MemoryFactKind; text: string }
  | { op: 'edit'; factId: string; text: string }
  | { op: 'pin'; factId: string; pinned: boolean }
  | { op: 'delete'; factId: string };

async function changeFact(sessionId: string, c: FactChange): Promise<unknown> {
  switch (c.op) {
    case 'add':
      return request('/memory/fact/add', { sessionId, kind: c.kind, text: c.text });
    case 'edit':
      return request('/memory/fact/edit', { sessionId, factId: c.factId, text: c.text });
    case 'pin':
      return request('/memory/fact/pin', { sessionId, factId: c.factId, pinned: c.pinned });
    case 'delete':
      return request('/memory/fact/delete', { sessionId, factId: c.factId });
  }
}

/** Add, reword, pin or delete a fact; the list (and the marks) are read again after. A refusal is the client's toast. */
export function useChangeFact(sessionId: string) {
  const token = useAtomValue(tokenAtom);
  return useMutation({
    mutationFn: (c: FactChange) => changeFact(sessionId, c),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memoryKeys.facts(token, sessionId) });
      void queryClient.invalidateQueries({ queryKey: memoryKeys.used(token, sessionId) });
    },
  });
}

/** Save the user's edit of the story so far. */
export const saveMemory = (sessionId: string, memory: string) => request('/session/memory/update', { sessionId, memory });

export function useSaveMemory(sessionId: string) {
  const token = useAtomValue(tokenAtom);
  return useMutation({
    mutationFn: (memory: string) => saveMemory(sessionId, memory),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memoryKeys.facts(token, sessionId) }),
  });
}
