import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { LlmUnavailableError, type ChatTurn, type LlmProvider, type ReplyOptions } from './types.js';
import { busyWaitMs } from '../busy-wait.js';
import { FramedBody } from './framed-body.js';
import { quickContent } from './quick-content.js';

export interface OpenAiCompatibleOptions {
  /** e.g. `http://127.0.0.1:8000/v1` (vLLM), `http://127.0.0.1:11434/v1` (Ollama), OpenRouter, OpenAI. */
  baseURL: string;
  apiKey?: string;
  /** Time limits and the size cap of one reply; each has a default (see DEFAULT_LIMITS). */
  limits?: Partial<LlmLimits>;
  /** Pause before the single retry of a failed connection (a busy answer, 429 or 503, waits its Retry-After instead). */
  retryDelayMs?: number;
  /** Used when the caller's model is empty or an offline-engine name (no LLM_MODEL configured). */
  defaultModel?: string;
  /** Told about the one retry (logging; tests use it to bring a server up). */
  onRetry?: (error: unknown) => void;
}

/**
 * What one reply may take. A stalled provider must give its queue slot back quickly: a reply
 * that stops mid-way fails after `idleMs`, not after the whole-reply limit.
 */
export interface LlmLimits {
  /** Request to the first generated token (connect, headers and prompt processing included). */
  firstTokenMs: number;
  /** Longest pause between two tokens once the reply has started. */
  idleMs: number;
  /** Request to the last token, the one retry included. */
  replyMs: number;
  /** Characters of text kept; a longer reply is cut here and ends normally. */
  maxChars: number;
}

export const DEFAULT_LIMITS: LlmLimits = { firstTokenMs: 20_000, idleMs: 15_000, replyMs: 120_000, maxChars: 16_384 };
const DEFAULT_RETRY_DELAY_MS = 250;

/**
 * Streamed chat completions against any OpenAI-compatible server, over undici's `request` with a
 * keep-alive pool and eventsource-parser. The OpenAI SDK over `fetch` cost the server about 0.5 ms
 * more CPU per reply (2.3 → 1.8 ms in scripts/bench-chat.ts), a fifth of chat throughput.
 */
export function createOpenAiCompatible(opts: OpenAiCompatibleOptions): LlmProvider {
  if (!opts.baseURL) throw new Error('createOpenAiCompatible: baseURL is required');
  const root = opts.baseURL.replace(/\/+$/, '');
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const replyMs = limits.replyMs;
  const firstTokenMs = Math.min(limits.firstTokenMs, replyMs);
  const retryDelayMs = opts.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  // Our own timers say which limit hit; undici's are only a backstop.
  const dispatcher = new Agent({ keepAliveTimeout: 30_000, headersTimeout: replyMs + 1_000, bodyTimeout: replyMs + 1_000 });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    ...(opts.apiKey && { authorization: `Bearer ${opts.apiKey}` }),
  };

  // vLLM, llama.cpp and Ollama serve the model(s) they were started with: ask once when unnamed.
  let discovered: Promise<string> | undefined;
  async function modelFor(requested: string, signal: AbortSignal): Promise<string> {
    if (requested && !requested.startsWith('offline-companion')) return requested;
    if (opts.defaultModel) return opts.defaultModel;
    discovered ??= (async () => {
      const res = await request(`${root}/models`, { headers, signal, dispatcher });
      if (res.statusCode >= 400)
        throw new LlmUnavailableError(`LLM server answered HTTP ${res.statusCode} to /models: ${await res.body.text()}`);
      const id = ((await res.body.json()) as { data?: Array<{ id?: string }> }).data?.[0]?.id;
      if (!id) throw new LlmUnavailableError('LLM server lists no models; set LLM_MODEL');
      return id;
    })();
    return discovered.catch((err: unknown) => {
      discovered = undefined; // ask again next time
      throw err;
    });
  }

  async function* streamReply(messages: ChatTurn[], options: ReplyOptions): AsyncGenerator<string> {
    const caller = options.signal;
    caller?.throwIfAborted();
    const deadline = Date.now() + replyMs;
    let produced = false;
    let left = limits.maxChars;
    for (let attempt = 1; ; attempt++) {
      // One controller per attempt; `why` keeps the first reason it was stopped for.
      const ctrl = new AbortController();
      let why: Error | undefined;
      const stop = (reason: Error) => {
        if (why) return;
        why = reason;
        ctrl.abort(reason);
      };
      const overallTimer = setTimeout(
        () => stop(new LlmUnavailableError(`LLM reply timed out after ${replyMs} ms`)),
        Math.max(0, deadline - Date.now()),
      );
      // The first-token timer, replaced at the first token by the idle timer, which every later
      // token re-arms (refresh reuses the timer: no allocation per token).
      let progressTimer = setTimeout(() => stop(new LlmUnavailableError(`LLM sent no token within ${firstTokenMs} ms`)), firstTokenMs);
      let started = false;
      const onCaller = () => stop(abortError(caller!));
      caller?.addEventListener('abort', onCaller, { once: true });
      let body: Dispatcher.ResponseData['body'] | undefined;
      let frames: FramedBody | undefined;
      try {
        const model = await modelFor(options.model, ctrl.signal);
        const res = await request(`${root}/chat/completions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model,
            messages: messages.map((m) => ({ role: m.role, content: m.content })),
            stream: true,
            ...(options.maxTokens !== undefined && { max_tokens: options.maxTokens }),
            ...(options.temperature !== undefined && { temperature: options.temperature }),
          }),
          signal: ctrl.signal,
          dispatcher,
        });
        body = res.body;
        if (res.statusCode >= 400) {
          const text = errorText(await res.body.text());
          const wait = attempt === 1 ? busyWaitMs(res.statusCode, res.headers['retry-after']) : null;
          if (wait === null) throw new LlmUnavailableError(`LLM server answered HTTP ${res.statusCode}: ${text}`);
          // Busy for a moment (rate limit, overload): nothing was generated, so ask once more.
          opts.onRetry?.(new LlmUnavailableError(`LLM server answered HTTP ${res.statusCode}, retrying in ${wait} ms: ${text}`));
          await sleep(wait, undefined, { signal: ctrl.signal }).catch(() => undefined);
          if (why) throw why;
          continue;
        }
        const pieces: string[] = [];
        const seen = { tokens: 0 };
        const parser = createParser({ onEvent: (event) => readChunk(event, pieces, seen) });
        frames = new FramedBody(res.body, (text) => {
          parser.feed(text);
          if (seen.tokens > 0) {
            // A token (text or reasoning) is progress: the idle limit counts from the last one.
            seen.tokens = 0;
            if (started) progressTimer.refresh();
            else {
              started = true;
              clearTimeout(progressTimer);
              progressTimer = setTimeout(
                () => stop(new LlmUnavailableError(`LLM stalled: no token for ${limits.idleMs} ms`)),
                limits.idleMs,
              );
            }
          }
          return pieces.length > 0;
        });
        // What came since the last frame goes on as one piece.
        for (let more = true; more;) {
          more = await frames.next();
          if (!pieces.length) continue;
          const piece = pieces.length === 1 ? pieces[0]! : pieces.join('');
          pieces.length = 0;
          produced = true;
          if (piece.length >= left) {
            // The size cap: keep what fits and end the reply normally; `finally` hangs up.
            if (left > 0) yield piece.slice(0, left);
            left = 0;
            return;
          }
          left -= piece.length;
          yield piece;
        }
        if (why) throw why;
        if (!produced) throw new LlmUnavailableError('LLM returned an empty reply');
        return;
      } catch (err) {
        if (why) throw why;
        if (err instanceof LlmUnavailableError) throw err;
        if (attempt === 1 && !produced && isConnectionFailure(err)) {
          opts.onRetry?.(err);
          await sleep(retryDelayMs, undefined, { signal: ctrl.signal }).catch(() => undefined);
          if (why) throw why;
          continue;
        }
        throw new LlmUnavailableError(describe(err), { cause: err });
      } finally {
        clearTimeout(overallTimer);
        clearTimeout(progressTimer);
        frames?.close();
        caller?.removeEventListener('abort', onCaller);
        // A consumer that stopped early, the size cap or an error must not leave the upstream generating.
        if (body && !body.readableEnded) body.destroy();
      }
    }
  }

  return { name: 'openai-compatible', streamReply };
}

type Delta = { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };

/**
 * One SSE event of a chat-completion stream: its text piece, `[DONE]`, or an error from the
 * server. `seen.tokens` counts events that carried generated text, the reasoning of a thinking
 * model included (it is progress, though not part of the reply).
 */
function readChunk(event: EventSourceMessage, pieces: string[], seen: { tokens: number }) {
  if (event.data === '[DONE]') return;
  const text = quickContent(event.data);
  if (text !== undefined) {
    pieces.push(text);
    seen.tokens++;
    return;
  }
  let chunk: { choices?: Array<{ delta?: Delta }>; error?: { message?: string } | string };
  try {
    chunk = JSON.parse(event.data);
  } catch (err) {
    throw new LlmUnavailableError(`LLM server sent a malformed stream: ${(err as Error).message}`);
  }
  if (chunk.error) {
    const message = typeof chunk.error === 'string' ? chunk.error : chunk.error.message;
    throw new LlmUnavailableError(`LLM server reported an error: ${message ?? 'unknown'}`);
  }
  const delta = chunk.choices?.[0]?.delta;
  if (!delta) return;
  if (delta.content) {
    pieces.push(delta.content);
    seen.tokens++;
  } else if (delta.reasoning_content || delta.reasoning) {
    seen.tokens++;
  }
}

/** The `error.message` of an OpenAI-style error body, else the body's start. */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (message) return message;
  } catch {
    // not JSON: fall through
  }
  return body.slice(0, 200);
}

/** A failure to reach the server at all, or a socket that died before anything useful came. */
function isConnectionFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code ?? (err.cause as { code?: string } | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE' || code === 'UND_ERR_SOCKET' || code === 'UND_ERR_CLOSED';
}

function describe(err: unknown): string {
  return `LLM request failed: ${err instanceof Error ? err.message : String(err)}`;
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The reply was aborted', 'AbortError');
}
