import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import type { ChatMessage } from '../../../../shared/schemas/chat.js';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError } from '../../../api/client.js';
import { streamTurn } from '../../chat/api/stream-chat.js';
import type { PendingReply } from '../../chat/atoms/conversations.js';
import { tourKeys, tourSessionQuery } from './tour.js';

export interface TourFailure {
  clientMsgId: string;
  content: string;
  code: number;
  text: string;
}

interface Turn {
  sessionId: string;
  content: string;
  clientMsgId: string;
}

function failureText(error: unknown): { code: number; text: string } {
  const code = error instanceof ApiError ? error.code : -1;
  if (code === ErrorCode.aiUnavailable) return { code, text: t`She couldn't answer just now. Nothing was charged.` };
  if (code === ErrorCode.loginNeeded) return { code, text: t`Your free messages are used up. Sign up free to keep chatting with her.` };
  if (code === -1 || (code >= 400 && code < 1000)) return { code, text: t`Connection lost. Retry — you are never charged twice.` };
  return { code, text: error instanceof Error ? error.message : String(error) };
}

/**
 * One tour turn at a time, streamed like the chat's (same events, same `done`): her reply grows
 * in `reply`; the answered pair is added to the session's cached page, the allowance is fetched
 * again. A failed turn keeps its words and its clientMsgId, so Retry never counts or charges twice.
 */
export function useTourChat(who: string, characterId: string) {
  const qc = useQueryClient();
  const [reply, setReply] = useState<PendingReply | null>(null);
  const [sending, setSending] = useState<ChatMessage | null>(null);
  const [failure, setFailure] = useState<TourFailure | null>(null);
  const sessionKey = tourSessionQuery(who, characterId).queryKey;

  const turn = useMutation({
    mutationFn: ({ sessionId, content, clientMsgId }: Turn) =>
      // The tour's turn takes and answers exactly what the chat's does (shared/schemas/tour.ts).
      streamTurn(
        '/tour/session/chat',
        { sessionId, content, clientMsgId },
        {
          onToken: (piece) => setReply((r) => r && { ...r, text: r.text + piece, queue: null }),
          onQueue: (position) => setReply((r) => r && { ...r, queue: position }),
        },
      ),
    onMutate: ({ sessionId, content, clientMsgId }) => {
      setFailure(null);
      setSending({
        id: `local:${clientMsgId}`,
        sessionId,
        role: 'user',
        kind: 'text',
        content,
        photo: null,
        giftId: null,
        clientMsgId,
        status: 'pending',
        createTime: Date.now(),
      });
      setReply({ kind: 'text', clientMsgId, text: '', queue: null, replacing: [] });
    },
    onSuccess: (done) => {
      qc.setQueryData(
        sessionKey,
        (s) =>
          s && {
            ...s,
            messages: [...s.messages.filter((m) => m.clientMsgId !== done.userMessage.clientMsgId), done.userMessage, done.message],
          },
      );
    },
    onError: (error, { content, clientMsgId }) => setFailure({ clientMsgId, content, ...failureText(error) }),
    onSettled: () => {
      setReply(null);
      setSending(null);
      void qc.invalidateQueries({ queryKey: tourKeys.allowance(who) });
    },
  });

  const send = (sessionId: string, content: string, clientMsgId: string = crypto.randomUUID()) =>
    turn.mutateAsync({ sessionId, content, clientMsgId }).then(
      () => true,
      () => false,
    );
  const retry = (sessionId: string) => (failure ? send(sessionId, failure.content, failure.clientMsgId) : Promise.resolve(false));
  return { send, retry, reply, sending, failure, busy: turn.isPending };
}
