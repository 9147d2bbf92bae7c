import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { LlmUnavailableError, type ChatTurn, type LlmProvider, type ReplyOptions } from './types.js';

export interface OpenAiCompatibleOptions {
  /** e.g. `http://127.0.0.1:8000/v1` (vLLM), `http://127.0.0.1:11434/v1` (Ollama), OpenRouter, OpenAI. */
  baseURL: string;
  apiKey?: string;
  /** Whole reply, from the request to the last token, retry included. */
  timeoutMs?: number;
  /** Connect + headers + first streamed chunk; a dead or overloaded server fails fast. */
  firstByteTimeoutMs?: number;
  /** Pause before the single retry of a failed connection. */
  retryDelayMs?: number;
  /** Used when the caller's model is empty or an offline-engine name (no LLM_MODEL configured). */
  defaultModel?: string;
  /** Told about the one retry (logging; tests use it to bring a server up). */
  onRetry?: (error: unknown) => void;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_FIRST_BYTE_MS = 20_000;
const DEFAULT_RETRY_DELAY_MS = 250;

/**
 * Streamed chat completions against any OpenAI-compatible server, over undici's `request` with a
 * keep-alive pool and eventsource-parser. The OpenAI SDK over `fetch` cost the server about 0.5 ms
 * more CPU per reply (2.3 → 1.8 ms in scripts/bench-chat.ts), a fifth of chat throughput.
 */
export function createOpenAiCompatible(opts: OpenAiCompatibleOptions): LlmProvider {
  if (!opts.baseURL) throw new Error('createOpenAiCompatible: baseURL is required');
  const root = opts.baseURL.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const firstByteMs = Math.min(opts.firstByteTimeoutMs ?? DEFAULT_FIRST_BYTE_MS, timeoutMs);
  const retryDelayMs = opts.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  // Our own timers say which limit hit; undici's are only a backstop.
  const dispatcher = new Agent({ keepAliveTimeout: 30_000, headersTimeout: timeoutMs + 1_000, bodyTimeout: timeoutMs + 1_000 });
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
      if (res.statusCode >= 400) throw new LlmUnavailableError(`LLM server answered HTTP ${res.statusCode} to /models: ${await res.body.text()}`);
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
    const deadline = Date.now() + timeoutMs;
    let produced = false;
    for (let attempt = 1; ; attempt++) {
      // One controller per attempt; `why` keeps the first reason it was stopped for.
      const ctrl = new AbortController();
      let why: Error | undefined;
      const stop = (reason: Error) => {
        if (why) return;
        why = reason;
        ctrl.abort(reason);
      };
      const overallTimer = setTimeout(() => stop(new LlmUnavailableError(`LLM reply timed out after ${timeoutMs} ms`)), Math.max(0, deadline - Date.now()));
      const firstByteTimer = setTimeout(() => stop(new LlmUnavailableError(`LLM sent nothing within ${firstByteMs} ms`)), firstByteMs);
      const onCaller = () => stop(abortError(caller!));
      caller?.addEventListener('abort', onCaller, { once: true });
      let body: Dispatcher.ResponseData['body'] | undefined;
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
          throw new LlmUnavailableError(`LLM server answered HTTP ${res.statusCode}: ${errorText(await res.body.text())}`);
        }
        const pieces: string[] = [];
        const parser = createParser({ onEvent: (event) => readChunk(event, pieces) });
        const decoder = new TextDecoder();
        for await (const bytes of res.body) {
          clearTimeout(firstByteTimer);
          parser.feed(decoder.decode(bytes as Buffer, { stream: true }));
          for (const piece of pieces.splice(0)) {
            produced = true;
            yield piece;
          }
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
        clearTimeout(firstByteTimer);
        caller?.removeEventListener('abort', onCaller);
        // A consumer that stopped early (or an error) must not leave the upstream generating.
        if (body && !body.readableEnded) body.destroy();
      }
    }
  }

  return { name: 'openai-compatible', streamReply };
}

/** One SSE event of a chat-completion stream: its text piece, `[DONE]`, or an error from the server. */
function readChunk(event: EventSourceMessage, pieces: string[]) {
  if (event.data === '[DONE]') return;
  let chunk: { choices?: Array<{ delta?: { content?: string | null } }>; error?: { message?: string } | string };
  try {
    chunk = JSON.parse(event.data);
  } catch (err) {
    throw new LlmUnavailableError(`LLM server sent a malformed stream: ${(err as Error).message}`);
  }
  if (chunk.error) {
    const message = typeof chunk.error === 'string' ? chunk.error : chunk.error.message;
    throw new LlmUnavailableError(`LLM server reported an error: ${message ?? 'unknown'}`);
  }
  const text = chunk.choices?.[0]?.delta?.content;
  if (text) pieces.push(text);
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
