import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { LlmUnavailableError, type ChatTurn, type LlmProvider, type ReplyOptions } from './types.js';

export interface OpenAiCompatibleOptions {
  /** e.g. `http://127.0.0.1:8000/v1` (vLLM), `http://127.0.0.1:11434/v1` (Ollama), OpenRouter, OpenAI. */
  baseURL: string;
  apiKey?: string;
  /** Whole reply, from the request to the last token. */
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

/** Streamed chat completions against any OpenAI-compatible server. */
export function createOpenAiCompatible(opts: OpenAiCompatibleOptions): LlmProvider {
  if (!opts.baseURL) throw new Error('createOpenAiCompatible: baseURL is required');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const firstByteMs = Math.min(opts.firstByteTimeoutMs ?? DEFAULT_FIRST_BYTE_MS, timeoutMs);
  const retryDelayMs = opts.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const client = new OpenAI({
    baseURL: opts.baseURL,
    apiKey: opts.apiKey || 'unused', // the constructor throws without one; local servers ignore it
    maxRetries: 0, // our own retry below knows whether tokens were already shown
    timeout: timeoutMs + 1_000, // backstop only: our timers fire first and say which limit hit
    logLevel: 'off', // failures surface as LlmUnavailableError, not console noise
  });

  // vLLM, llama.cpp and Ollama serve the model(s) they were started with: ask once when unnamed.
  let discovered: Promise<string> | undefined;
  async function modelFor(requested: string, signal: AbortSignal): Promise<string> {
    if (requested && !requested.startsWith('offline-companion')) return requested;
    if (opts.defaultModel) return opts.defaultModel;
    discovered ??= client.models.list({ signal }).then((page) => {
      const id = page.data[0]?.id;
      if (!id) throw new LlmUnavailableError('LLM server lists no models; set LLM_MODEL');
      return id;
    });
    return discovered.catch((err: unknown) => {
      discovered = undefined; // ask again next time
      throw err;
    });
  }

  async function* streamReply(messages: ChatTurn[], options: ReplyOptions): AsyncGenerator<string> {
    const caller = options.signal;
    caller?.throwIfAborted();
    const overall = new AbortController();
    const overallTimer = setTimeout(() => overall.abort(), timeoutMs);
    let produced = false;
    try {
      for (let attempt = 1; ; attempt++) {
        const firstByte = new AbortController();
        const firstByteTimer = setTimeout(() => firstByte.abort(), firstByteMs);
        const signals = [overall.signal, firstByte.signal, ...(caller ? [caller] : [])];
        const signal = AbortSignal.any(signals);
        // Why the attempt stopped, checked in this order: the caller left, then our limits.
        const stopped = () => {
          if (caller?.aborted) return abortError(caller);
          if (overall.signal.aborted) return new LlmUnavailableError(`LLM reply timed out after ${timeoutMs} ms`);
          if (firstByte.signal.aborted) return new LlmUnavailableError(`LLM sent nothing within ${firstByteMs} ms`);
          return undefined;
        };
        try {
          const stream = await client.chat.completions.create(
            {
              model: await modelFor(options.model, signal),
              messages: messages.map(toParam),
              stream: true,
              ...(options.maxTokens !== undefined && { max_tokens: options.maxTokens }),
              ...(options.temperature !== undefined && { temperature: options.temperature }),
            },
            { signal },
          );
          for await (const chunk of stream) {
            clearTimeout(firstByteTimer);
            const text = chunk.choices?.[0]?.delta?.content;
            if (text) {
              produced = true;
              yield text;
            }
          }
          // The SDK ends the loop silently on abort, so ask why it ended.
          const why = stopped();
          if (why) throw why;
          if (!produced) throw new LlmUnavailableError('LLM returned an empty reply');
          return;
        } catch (err) {
          const why = stopped();
          if (why) throw why;
          if (err instanceof LlmUnavailableError) throw err;
          if (attempt === 1 && !produced && isConnectionFailure(err)) {
            opts.onRetry?.(err);
            await sleep(retryDelayMs, undefined, { signal: AbortSignal.any([overall.signal, ...(caller ? [caller] : [])]) }).catch(
              () => undefined,
            );
            const whyNow = stopped();
            if (whyNow) throw whyNow;
            continue;
          }
          throw new LlmUnavailableError(describe(err), { cause: err });
        } finally {
          clearTimeout(firstByteTimer);
          firstByte.abort(); // closes the upstream connection when the consumer stops early
        }
      }
    } finally {
      clearTimeout(overallTimer);
    }
  }

  return { name: 'openai-compatible', streamReply };
}

function toParam(turn: ChatTurn): ChatCompletionMessageParam {
  return { role: turn.role, content: turn.content } as ChatCompletionMessageParam;
}

/** A failure to reach the server at all, or a socket that died before anything useful came. */
function isConnectionFailure(err: unknown): boolean {
  if (err instanceof APIConnectionTimeoutError) return false;
  if (err instanceof APIConnectionError) return true;
  if (err instanceof APIError) return false; // the server answered with an HTTP error
  if (!(err instanceof Error)) return false;
  // undici reports a body cut off mid-read as `TypeError: terminated` with a socket cause.
  const code = (err.cause as { code?: string } | undefined)?.code ?? (err as { code?: string }).code;
  return (
    err.message === 'terminated' ||
    code === 'ECONNRESET' ||
    code === 'ECONNREFUSED' ||
    code === 'EPIPE' ||
    code === 'UND_ERR_SOCKET'
  );
}

function describe(err: unknown): string {
  if (err instanceof APIError && err.status) return `LLM server answered HTTP ${err.status}: ${err.message}`;
  if (err instanceof SyntaxError) return `LLM server sent a malformed stream: ${err.message}`;
  return `LLM request failed: ${err instanceof Error ? err.message : String(err)}`;
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The reply was aborted', 'AbortError');
}
