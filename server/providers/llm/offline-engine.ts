import { setTimeout as sleep } from 'node:timers/promises';
import { splitIntoChunks } from './offline/chunk.js';
import { composeReply } from './offline/compose.js';
import type { ChatTurn, LlmProvider, ReplyOptions } from './types.js';

export { composeReply } from './offline/compose.js';
export { summarizeMemory } from './offline/memory.js';

export interface OfflineEngineOptions {
  /** Pause between streamed pieces, for a typing feel in demos; 0 (default) streams instantly. */
  chunkDelayMs?: number;
}

/**
 * The built-in companion used when no LLM server is configured: answers in character from
 * `options.persona` and the last messages, deterministic for the same conversation.
 */
export function createOfflineEngine(engineOptions: OfflineEngineOptions = {}): LlmProvider {
  const delay = engineOptions.chunkDelayMs ?? 0;
  async function* streamReply(messages: ChatTurn[], options: ReplyOptions): AsyncGenerator<string> {
    options.signal?.throwIfAborted();
    const reply = composeReply(messages, options.persona);
    for (const piece of splitIntoChunks(reply, options.persona?.lang ?? 'en')) {
      if (delay > 0) await sleep(delay, undefined, options.signal ? { signal: options.signal } : {});
      options.signal?.throwIfAborted();
      yield piece;
    }
  }
  return { name: 'offline', streamReply };
}
