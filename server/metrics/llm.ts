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
    async *streamReply(messages, options) {
      const labels = { provider: inner.name, model: options.model };
      const started = performance.now();
      const since = () => (performance.now() - started) / 1000;
      let first = true;
      let outcome = 'stopped';
      try {
        for await (const piece of inner.streamReply(messages, options)) {
          if (first) {
            first = false;
            firstToken.observe(labels, since());
          }
          yield piece;
        }
        outcome = 'ok';
      } catch (e) {
        outcome = options.signal?.aborted ? 'stopped' : 'failed';
        if (outcome === 'failed') failures.inc(labels);
        throw e;
      } finally {
        duration.observe({ ...labels, outcome }, since());
      }
    },
  };
}
