import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError } from '../../../api/client.js';
import { fetchCharacter } from '../../../api/character.js';
import { isLoggedInAtom, tokenAtom } from '../../../state/session.js';
import { openSessionWith, type OpenedSession } from '../api/chat-api.js';
import { loadConversationAtom } from '../atoms/conversations.js';
import { loadSessionsAtom, rememberHeadAtom } from '../atoms/sessions.js';
import { openUpsellAtom } from '../atoms/upsell.js';

/** Session ids are `s_` + hex (server/domain/ids.ts); anything else names a character. */
export const isSessionId = (id: string) => /^s_[0-9a-f]+$/i.test(id);

export type Resolution =
  | { status: 'login' }
  | { status: 'opening' }
  | { status: 'ready'; sessionId: string }
  | { status: 'failed'; code: number; message: string };

/** One request per character, story and account, however often the route renders. */
const opening = new Map<string, Promise<OpenedSession>>();

/**
 * `/chat/:conversationId` takes a session id, or a character id from her page's "Chat" button
 * (optionally `?script=<id>` to start a story): the chat with her is opened or resumed and the
 * URL replaced with `/chat/<sessionId>`.
 */
export function useResolvedSession(id: string, attempt = 0): Resolution {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const search = useSearch();
  const [, navigate] = useLocation();
  const seed = useSetAtom(loadConversationAtom);
  const rememberHead = useSetAtom(rememberHeadAtom);
  const loadSessions = useSetAtom(loadSessionsAtom);
  const openUpsell = useSetAtom(openUpsellAtom);
  const direct = isSessionId(id);
  const [failure, setFailure] = useState<{ key: string; code: number; message: string } | null>(null);
  const scriptId = new URLSearchParams(search).get('script') ?? undefined;
  const key = `${token}:${id}:${scriptId ?? ''}:${attempt}`;

  useEffect(() => {
    if (direct || !loggedIn) return;
    let live = true;
    let pending = opening.get(key);
    if (!pending) {
      pending = openSessionWith(id, scriptId, { silent: true });
      opening.set(key, pending);
      pending.catch(() => opening.delete(key));
    }
    pending
      .then(async (opened) => {
        await seed(opened.sessionId, { messages: opened.messages, hasMore: opened.hasMore });
        fetchCharacter(opened.characterId, { silent: true })
          .then((c) => rememberHead(opened.sessionId, { characterId: c.id, name: c.name, avatar: c.avatar, relationship: c.relationship, scriptTitle: null }))
          .catch(() => undefined);
        void loadSessions('refresh');
        if (live) navigate(`/${encodeURIComponent(opened.sessionId)}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const code = error instanceof ApiError ? error.code : -1;
        if (code === ErrorCode.premiumRequired) openUpsell({ reason: 'premium', context: 'story' });
        setFailure({ key, code, message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [direct, loggedIn, key, id, scriptId, navigate, seed, rememberHead, loadSessions, openUpsell]);

  if (!loggedIn) return { status: 'login' };
  if (direct) return { status: 'ready', sessionId: id };
  if (failure?.key === key) return { status: 'failed', code: failure.code, message: failure.message };
  return { status: 'opening' };
}
