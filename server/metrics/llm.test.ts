import { describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import { meteredLlm } from './llm.js';
import type { LlmProvider } from '../providers/llm/types.js';

/** A provider that says `pieces`, then fails when asked to; `hungUp` tells whether its stream was closed. */
function provider(pieces: string[], fail = false) {
  const state = { hungUp: false };
  const llm: LlmProvider = {
    name: 'fake',
    async *streamReply() {
      try {
        for (const p of pieces) yield p;
        if (fail) throw new Error('upstream broke');
      } finally {
        state.hungUp = true;
      }
    },
  };
  return { llm, state };
}

async function counts(registry: Registry) {
  const text = await registry.metrics();
  const count = (name: string, label = '') => Number(new RegExp(`^${name}_count\\{[^}]*${label}[^}]*\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return {
    first: count('llm_first_token_seconds'),
    ok: count('llm_reply_duration_seconds', 'outcome="ok"'),
    stopped: count('llm_reply_duration_seconds', 'outcome="stopped"'),
    failed: count('llm_reply_duration_seconds', 'outcome="failed"'),
    failures: Number(/^llm_failures_total\{[^}]*\} (\d+)/m.exec(text)?.[1] ?? 0),
  };
}

const ask = { model: 'm', persona: undefined as never };

describe('the model provider measured from outside', () => {
  it('passes every piece on and counts a whole reply once, its first piece once', async () => {
    const registry = new Registry();
    const { llm } = provider(['Hel', 'lo', '!']);
    const got: string[] = [];
    for await (const p of meteredLlm(llm, registry).streamReply([], ask)) got.push(p);
    expect(got).toEqual(['Hel', 'lo', '!']);
    expect(await counts(registry)).toEqual({ first: 1, ok: 1, stopped: 0, failed: 0, failures: 0 });
  });

  it('a reader that stops early closes the stream and counts a stop, not a failure', async () => {
    const registry = new Registry();
    const { llm, state } = provider(['a', 'b', 'c']);
    for await (const p of meteredLlm(llm, registry).streamReply([], ask)) if (p === 'b') break;
    expect(state.hungUp).toBe(true);
    expect(await counts(registry)).toEqual({ first: 1, ok: 0, stopped: 1, failed: 0, failures: 0 });
  });

  it('a failing provider is a failure, unless the caller had stopped it', async () => {
    const registry = new Registry();
    const metered = meteredLlm(provider(['a'], true).llm, registry);
    const read = async (signal?: AbortSignal) => {
      const got: string[] = [];
      const error = await (async () => {
        for await (const p of metered.streamReply([], { ...ask, signal })) got.push(p);
      })().catch((e: Error) => e.message);
      return { got, error };
    };
    expect(await read()).toEqual({ got: ['a'], error: 'upstream broke' });
    expect(await counts(registry)).toEqual({ first: 1, ok: 0, stopped: 0, failed: 1, failures: 1 });
    const stop = new AbortController();
    stop.abort();
    expect(await read(stop.signal)).toEqual({ got: ['a'], error: 'upstream broke' });
    expect(await counts(registry)).toEqual({ first: 2, ok: 0, stopped: 1, failed: 1, failures: 1 });
  });
});
