import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError } from '../../../api/client.js';
import { isLoggedInAtom, tokenAtom } from '../../../state/session.js';
import { useOpenSession } from '../api/open-session.js';
import { openUpsellAtom } from '../atoms/upsell.js';

/** Session ids are `s_` + hex (server/domain/ids.ts); anything else names a character. */
export const isSessionId = (id: string) => /^s_[0-9a-f]+$/i.test(id);

export type Resolution =
  | { status: 'login' }
  | { status: 'opening' }
  | { status: 'ready'; sessionId: string }
  | { status: 'failed'; code: number; message: string };

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
  const openUpsell = useSetAtom(openUpsellAtom);
  const direct = isSessionId(id);
  const scriptId = new URLSearchParams(search).get('script') ?? undefined;
  const { data: opened, error } = useOpenSession(token, id, scriptId, attempt, loggedIn && !direct);
  const openedId = opened?.sessionId;
  const code = error ? (error instanceof ApiError ? error.code : -1) : null;

  useEffect(() => {
    if (openedId) navigate(`/${encodeURIComponent(openedId)}`, { replace: true });
  }, [openedId, navigate]);

  useEffect(() => {
    if (code === ErrorCode.premiumRequired) openUpsell({ reason: 'premium', context: 'story' });
  }, [code, openUpsell]);

  if (!loggedIn) return { status: 'login' };
  if (direct) return { status: 'ready', sessionId: id };
  if (error) return { status: 'failed', code: code ?? -1, message: error.message };
  return { status: 'opening' };
}
