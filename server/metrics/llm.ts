import { Counter, Histogram, type Registry } from 'prom-client';
import type { LlmProvider } from '../providers/llm/types.js';

/**
 * The model provider as it is, measured from outside: time to its first piece, the whole reply,
 * and failures, by provider and model. A reply stopped by its caller (the content guard breaking
 * off, a preempted memory update) is not a failure.
 */
export function meteredLlm(inner: LlmProvider, registry: Registry): LlmProvider {
  const registers = [registry];
  const firstToken = new Histogram({
    name: 'llm_first_token_seconds',
    help: 'Time from asking the model to its first piece of reply',
    labelNames: ['provider', 'model'] as const,
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30],
    registers,
  });
  const duration = new Histogram({
    name: 'llm_reply_duration_seconds',
    help: 'Whole reply time, by outcome (ok, failed, stopped)',
    labelNames: ['provider', 'model', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers,
  });
  const failures = new Counter({
    name: 'llm_failures_total',
    help: 'Replies the model provider failed (error, timeout, nothing said)',
    labelNames: ['provider', 'model'] as const,
    registers,
  });
  return {
    name: inner.name,
    // A plain iterator around the provider's, not an async generator: a generator's layer cost
    // every piece of a reply its own resumption and promises (measured: a reply of 200 pieces).
    streamReply(messages, options) {
      return {
        [Symbol.asyncIterator]() {
          const labels = { provider: inner.name, model: options.model };
          const started = performance.now();
          const since = () => (performance.now() - started) / 1000;
          const pieces = inner.streamReply(messages, options)[Symbol.asyncIterator]();
          let first = true;
          let ended = false;
          const end = (outcome: 'ok' | 'failed' | 'stopped') => {
            if (ended) return;
            ended = true;
            duration.observe({ ...labels, outcome }, since());
          };
          const read = (r: IteratorResult<string>) => {
            if (r.done) end('ok');
            else if (first) {
              first = false;
              firstToken.observe(labels, since());
            }
            return r;
          };
          const failed = (e: unknown): never => {
            const outcome = options.signal?.aborted ? 'stopped' : 'failed';
            if (outcome === 'failed' && !ended) failures.inc(labels);
            end(outcome);
            throw e;
          };
          return {
            next: () => pieces.next().then(read, failed),
            // The caller stopped reading (the guard's cut, the user's stop): the provider hangs up.
            return: async (value?: unknown) => {
              end('stopped');
              return (await pieces.return?.(value)) ?? { done: true as const, value: undefined };
            },
          };
        },
      };
    },
  };
}
