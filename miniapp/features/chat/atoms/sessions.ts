import { atom } from 'jotai';
import type { ChatSession } from '../../../../shared/schemas/chat.js';
import { tokenAtom } from '../../../state/session.js';
import { fetchSessions } from '../api/chat-api.js';

const PAGE_SIZE = 30;

export interface SessionList {
  items: ChatSession[];
  total: number;
  page: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Every page is loaded. */
  done: boolean;
}

/** What the conversation header shows about her, known before the list has her session. */
export interface SessionHead {
  characterId: string;
  name: string;
  avatar: string;
  relationship: string;
  scriptTitle: string | null;
}

const emptyList: SessionList = { items: [], total: 0, page: 0, status: 'idle', done: false };
const listBase = atom<{ token: string; list: SessionList }>({ token: '', list: emptyList });
const extraHeadsBase = atom<Record<string, SessionHead>>({});

/** The chat list of the current token (empty after logout or an account switch). */
export const sessionListAtom = atom((get) => {
  const state = get(listBase);
  return state.token === get(tokenAtom) ? state.list : emptyList;
});

/** Header data per session id: from the list, else what opening a chat with her told us. */
export const sessionHeadsAtom = atom((get) => {
  const heads: Record<string, SessionHead> = { ...get(extraHeadsBase) };
  for (const s of get(sessionListAtom).items) {
    heads[s.id] = { characterId: s.characterId, name: s.characterName, avatar: s.characterAvatar, relationship: s.relationship, scriptTitle: s.scriptTitle };
  }
  return heads;
});

export const rememberHeadAtom = atom(null, (get, set, sessionId: string, head: SessionHead) => {
  set(extraHeadsBase, { ...get(extraHeadsBase), [sessionId]: head });
});

const byNewest = (a: ChatSession, b: ChatSession) => b.updateTime - a.updateTime;

function merge(current: ChatSession[], incoming: ChatSession[]): ChatSession[] {
  const seen = new Map(current.map((s) => [s.id, s]));
  for (const s of incoming) seen.set(s.id, s);
  return [...seen.values()].sort(byNewest);
}

let inflight: Promise<void> | null = null;

/**
 * `next` loads the following page (the first one on an empty list); `refresh` reloads the first
 * page and merges it in (a new chat, a reply from another device); `open` is either, for a list
 * shown again.
 */
export const loadSessionsAtom = atom(null, async (get, set, requested: 'next' | 'refresh' | 'open') => {
  const token = get(tokenAtom);
  if (!token) return;
  if (inflight) await inflight;
  const state = get(listBase);
  const list = state.token === token ? state.list : emptyList;
  const mode = requested === 'open' ? (list.page === 0 ? 'next' : 'refresh') : requested;
  if (mode === 'next' && list.done) return;
  const page = mode === 'refresh' ? 1 : list.page + 1;
  set(listBase, { token, list: { ...list, status: 'loading' } });
  const run = (async () => {
    try {
      const data = await fetchSessions(page, PAGE_SIZE, { silent: true });
      if (get(tokenAtom) !== token) return;
      const current = get(listBase).list;
      const items = merge(current.items, data.list);
      set(listBase, {
        token,
        list: {
          items,
          total: data.total,
          page: mode === 'refresh' ? Math.max(current.page, 1) : page,
          status: 'ready',
          done: items.length >= data.total || data.list.length < PAGE_SIZE,
        },
      });
    } catch {
      if (get(tokenAtom) === token) set(listBase, { token, list: { ...get(listBase).list, status: 'failed' } });
    }
  })();
  inflight = run;
  await run;
  if (inflight === run) inflight = null;
});

/** Load pages until this session is in the list (a deep link to an older chat) or none are left. */
export const findSessionAtom = atom(null, async (get, set, sessionId: string) => {
  for (let i = 0; i < 20; i++) {
    const list = get(sessionListAtom);
    if (list.items.some((s) => s.id === sessionId) || get(extraHeadsBase)[sessionId]) return true;
    if (list.done || list.status === 'failed') return false;
    await set(loadSessionsAtom, 'next');
  }
  return false;
});

/** A new message in a chat: her preview and time change and the chat moves to the top. */
export const touchSessionAtom = atom(null, (get, set, sessionId: string, lastMessage: string, updateTime: number) => {
  const state = get(listBase);
  if (state.token !== get(tokenAtom)) return;
  const items = state.list.items.map((s) => (s.id === sessionId ? { ...s, lastMessage, updateTime: Math.max(s.updateTime, updateTime) } : s));
  set(listBase, { ...state, list: { ...state.list, items: items.sort(byNewest) } });
});

export const resetSessionsAtom = atom(null, (_get, set) => {
  set(listBase, { token: '', list: emptyList });
  set(extraHeadsBase, {});
});
