import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { DataOf } from '../../../../shared/api/contract.js';
import type { ChatMessage } from '../../../../shared/schemas/chat.js';
import { request } from '../../../api/client.js';
import { queryClient } from '../../../api/query-client.js';
import { chatKeys } from './keys.js';

const PAGE = 30;

/** A page of messages (oldest first) with who the chat is with. */
export type MessagePage = DataOf<'/session/message/list'>;
export type MessagePages = InfiniteData<MessagePage>;

/** What the conversation header shows about her: the server's `character` and `script` of the chat. */
export interface SessionHead {
  characterId: string;
  name: string;
  avatar: string;
  relationship: string;
  scriptTitle: string | null;
  /** Her creator deleted her: readable, nothing new can be sent. */
  gone: boolean;
}

export const headOf = (page: Pick<MessagePage, 'character' | 'script'> | undefined): SessionHead | undefined =>
  page && {
    characterId: page.character.id,
    name: page.character.name,
    avatar: page.character.avatar,
    relationship: page.character.relationship,
    scriptTitle: page.script?.title ?? null,
    gone: page.character.gone ?? false,
  };

export const fetchMessages = (sessionId: string, before: number | undefined, signal?: AbortSignal) =>
  request('/session/message/list', before === undefined ? { sessionId, limit: PAGE } : { sessionId, before, limit: PAGE }, {
    silent: true,
    signal,
  });

/**
 * A chat's messages: the newest page first, then older pages as the user scrolls back (each from
 * before the oldest message loaded).
 */
export const messagesQuery = (token: string, sessionId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(token, sessionId),
    queryFn: ({ pageParam, signal }) => fetchMessages(sessionId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MessagePage) => (last.hasMore ? last.list[0]?.createTime : undefined),
  });

/**
 * Shown again, a chat picks up what arrived meanwhile (another device, the bot), quietly; not
 * while her reply is coming, which brings its own messages.
 */
export const useMessages = (token: string, sessionId: string, busy: boolean) =>
  useInfiniteQuery({ ...messagesQuery(token, sessionId), refetchOnMount: busy ? false : 'always' });

/** The messages of every loaded page, oldest first, each once. */
export function serverMessages(data: MessagePages | undefined): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of [...(data?.pages ?? [])].reverse()) for (const m of page.list) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createTime - b.createTime);
}

/** The page opening a chat handed over, unless the chat is already loaded. */
export function seedMessages(token: string, sessionId: string, page: MessagePage) {
  const key = chatKeys.messages(token, sessionId);
  if (!queryClient.getQueryData(key)) queryClient.setQueryData(key, { pages: [page], pageParams: [undefined] });
}

/** Any fetch of the chat still running is dropped, so it cannot put back what it read before a write. */
export const settleMessages = (token: string, sessionId: string) =>
  queryClient.cancelQueries({ queryKey: chatKeys.messages(token, sessionId) });

/**
 * Messages the server has just answered with: `remove` leaves (replies written again), `add`
 * goes to the newest page, replacing the copies with the same ids.
 */
export function putMessages(token: string, sessionId: string, add: ChatMessage[], remove: Iterable<string> = []) {
  const gone = new Set([...remove, ...add.map((m) => m.id)]);
  queryClient.setQueryData<MessagePages>(
    chatKeys.messages(token, sessionId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p, i) => ({ ...p, list: [...p.list.filter((m) => !gone.has(m.id)), ...(i === 0 ? add : [])] })),
      },
  );
}

/** One message changed in place (a photo unlocked). */
export function patchMessage(token: string, sessionId: string, messageId: string, fn: (m: ChatMessage) => ChatMessage) {
  queryClient.setQueryData<MessagePages>(
    chatKeys.messages(token, sessionId),
    (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map((m) => (m.id === messageId ? fn(m) : m)) })) },
  );
}
