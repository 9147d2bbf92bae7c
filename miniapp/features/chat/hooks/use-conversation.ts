import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { ApiError } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { headOf, useMessages, type SessionHead } from '../api/messages.js';
import { shownMessages, turnsAtom, type Conversation } from '../atoms/conversations.js';

export interface ConversationState {
  conversation: Conversation;
  /** Who she is, as the server sends it with the messages; unknown until the first page. */
  head: SessionHead | undefined;
  /** The page before the oldest message shown (scrolling back). */
  loadOlder: () => void;
  /** Loading failed: try again. */
  reload: () => void;
}

/** A chat as the conversation shows it: the server's pages (query cache) with this device's turn on top. */
export function useConversation(sessionId: string): ConversationState {
  const token = useAtomValue(tokenAtom);
  const turns = useAtomValue(turnsAtom)[sessionId];
  const query = useMessages(token, sessionId, Boolean(turns?.reply));
  const { data, error, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const messages = useMemo(() => shownMessages(data, turns), [data, turns]);
  const ready = data !== undefined;
  const loadOlder = useCallback(() => {
    if (ready && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [ready, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);
  // A failed refresh leaves the chat on screen as it was; trying again shows the skeleton.
  const status = ready ? 'ready' : error && !isFetching ? 'failed' : 'loading';
  return {
    conversation: {
      messages,
      hasMore: hasNextPage,
      status,
      errorCode: status === 'failed' ? (error instanceof ApiError ? error.code : -1) : null,
      loadingOlder: isFetchingNextPage,
      reply: turns?.reply ?? null,
      regenerateFailure: turns?.regenerateFailure ?? null,
    },
    head: headOf(data?.pages[0]),
    loadOlder,
    reload,
  };
}
