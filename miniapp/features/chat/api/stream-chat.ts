import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ApiResponse } from '../../../../shared/schemas/common.js';
import type { DataOf, ParamsOf } from '../../../../shared/api/contract.js';
import { ErrorCode, errorMessages } from '../../../../shared/errors.js';
import { ApiError, envelopeError } from '../../../api/client.js';
import { signedRequest } from '../../../api/signed-request.js';
import { readQueueComment } from '../../../../shared/api/chat-stream.js';

export interface StreamHandlers {
  /** A piece of the reply as it grows. */
  onToken?: (text: string) => void;
  /** 1-based place in the chat queue while waiting for a free slot. */
  onQueue?: (position: number) => void;
  signal?: AbortSignal;
}

export type TurnPath = '/session/chat' | '/session/regenerate' | '/tour/session/chat';
/** What a turn's `done` event (or its JSON answer) carries: the same for both paths. */
type ChatDone = DataOf<TurnPath>;

/** The app-wide outcomes of a code, silent: the conversation shows every failure in place. */
const failure = (code: number, message: string) =>
  envelopeError(code, message || errorMessages[code as ErrorCode] || errorMessages[ErrorCode.aiUnavailable], true);

/** Reconnections after a dropped stream (a network change): each asks for the events after the last one seen. */
const RESUME_DELAYS_MS = [500, 1500, 3000];

/**
 * One chat turn over Server-Sent Events (docs/api.md, Streaming chat): `token` events as the reply
 * grows (and `queue` comments while it waits), then exactly one `done` (resolves) or `error`
 * (rejects with ApiError).
 * A call refused before streaming answers the JSON envelope instead. A stream that drops before
 * its outcome is picked up again with the same clientMsgId and `Last-Event-ID` (any server process
 * follows the reply being made); when that fails too it rejects with code -1, and retrying with
 * the same clientMsgId is then safe. No toasts: the conversation shows every failure in place.
 */
export async function streamTurn<P extends TurnPath>(path: P, params: ParamsOf<P>, handlers: StreamHandlers = {}): Promise<ChatDone> {
  const seen = { lastId: 0 };
  for (let attempt = 0; ; attempt++) {
    try {
      return await streamOnce(path, params, handlers, seen);
    } catch (error) {
      const dropped = error instanceof ApiError && error.code === -1 && seen.lastId > 0;
      if (!dropped || handlers.signal?.aborted || attempt >= RESUME_DELAYS_MS.length) throw error;
      await new Promise((r) => setTimeout(r, RESUME_DELAYS_MS[attempt]));
    }
  }
}

async function streamOnce<P extends TurnPath>(
  path: P,
  params: ParamsOf<P>,
  handlers: StreamHandlers,
  seen: { lastId: number },
): Promise<ChatDone> {
  const { body, headers } = signedRequest(params);
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { ...headers, Accept: 'text/event-stream', ...(seen.lastId > 0 && { 'Last-Event-ID': String(seen.lastId) }) },
      body,
      signal: handlers.signal,
    });
  } catch (error) {
    if (handlers.signal?.aborted) throw error;
    throw new ApiError(-1, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP ${response.status}`);

  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    let envelope: ApiResponse<ChatDone>;
    try {
      envelope = (await response.json()) as ApiResponse<ChatDone>;
    } catch {
      throw new ApiError(-1, 'invalid JSON');
    }
    if (envelope.code === ErrorCode.ok) return envelope.data;
    throw failure(envelope.code, envelope.message);
  }

  let outcome: { done: ChatDone } | { error: ApiError } | undefined;
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      if (outcome) return;
      if (event.id) seen.lastId = Number(event.id) || seen.lastId;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      if (event.event === 'token') handlers.onToken?.((data as { text: string }).text);
      else if (event.event === 'done') outcome = { done: data as ChatDone };
      else if (event.event === 'error') {
        const e = data as { code: number; message: string };
        outcome = { error: failure(e.code, e.message) };
      }
    },
    onComment(comment) {
      const place = outcome ? null : readQueueComment(comment);
      if (!place) return;
      seen.lastId = place.id;
      handlers.onQueue?.(place.position);
    },
  });

  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  try {
    let finished = false;
    while (!finished) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      finished = outcome !== undefined;
    }
  } catch (error) {
    if (handlers.signal?.aborted) throw error;
    throw new ApiError(-1, error instanceof Error ? error.message : String(error));
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (!outcome) throw new ApiError(-1, 'The connection closed before the reply finished');
  if ('error' in outcome) throw outcome.error;
  return outcome.done;
}
