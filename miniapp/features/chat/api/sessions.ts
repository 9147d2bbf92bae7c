import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { DataOf } from '../../../../shared/api/contract.js';
import type { ChatSession } from '../../../../shared/schemas/chat.js';
import { request } from '../../../api/client.js';
import { queryClient } from '../../../api/query-client.js';
import { tokenAtom } from '../../../state/session.js';
import { chatKeys } from './keys.js';

const PAGE_SIZE = 30;

type SessionPage = DataOf<'/session/list'>;

export const fetchSessions = (page: number, signal?: AbortSignal) =>
  request('/session/list', { page, pageSize: PAGE_SIZE }, { silent: true, signal });

/** The user's chats, page by page as the list scrolls; shown again, every loaded page is fetched afresh. */
export const sessionsQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.sessions(token),
    queryFn: ({ pageParam, signal }) => fetchSessions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SessionPage, pages: SessionPage[], page: number) =>
      last.list.length < PAGE_SIZE || pages.reduce((n, p) => n + p.list.length, 0) >= last.total ? undefined : page + 1,
    staleTime: 0,
  });

export function useSessions() {
  const token = useAtomValue(tokenAtom);
  return useInfiniteQuery({ ...sessionsQuery(token), enabled: token !== '' });
}

/** Every loaded page as one list, newest first (a chat that moved up between pages shows once). */
export function sessionItems(data: InfiniteData<SessionPage> | undefined): ChatSession[] {
  const byId = new Map<string, ChatSession>();
  for (const page of data?.pages ?? []) for (const s of page.list) if (!byId.has(s.id)) byId.set(s.id, s);
  return [...byId.values()].sort((a, b) => b.updateTime - a.updateTime);
}

/** A new message in a chat: her preview and time change and the chat moves to the top. */
export function touchSession(token: string, sessionId: string, lastMessage: string, updateTime: number) {
  queryClient.setQueryData<InfiniteData<SessionPage>>(
    chatKeys.sessions(token),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          list: p.list.map((s) => (s.id === sessionId ? { ...s, lastMessage, updateTime: Math.max(s.updateTime, updateTime) } : s)),
        })),
      },
  );
}

/** A chat was opened or started: the list fetches its pages again. */
export const refreshSessions = (token: string) => queryClient.invalidateQueries({ queryKey: chatKeys.sessions(token) });
