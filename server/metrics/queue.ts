import { Gauge, Histogram, type Registry } from 'prom-client';
import type { BackgroundSlot, ReplyQueue } from '../deps.js';

/**
 * The chat queue as it is, measured from outside: each grant's wait (acquire → slot) by lane, and
 * its length and running slots read at scrape time.
 */
export function meteredQueue(inner: ReplyQueue, registry: Registry): ReplyQueue {
  const registers = [registry];
  const wait = new Histogram({
    name: 'chat_queue_wait_seconds',
    help: 'Wait for a reply slot, from asking to being granted, by lane (premium, free, background)',
    labelNames: ['lane'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers,
  });
  registry.registerMetric(
    new Gauge({
      name: 'chat_queue_length',
      help: 'Chat turns waiting for a reply slot',
      registers: [],
      collect() {
        this.set(inner.length);
      },
    }),
  );
  registry.registerMetric(
    new Gauge({
      name: 'chat_queue_running',
      help: 'Reply slots in use (replies and background memory work)',
      registers: [],
      collect() {
        this.set(inner.running);
      },
    }),
  );
  const timed = <T>(lane: string, granted: Promise<T>): Promise<T> => {
    const started = performance.now();
    return granted.then((slot) => {
      wait.observe({ lane }, (performance.now() - started) / 1000);
      return slot;
    });
  };
  return {
    get running() {
      return inner.running;
    },
    get length() {
      return inner.length;
    },
    takesWrite: inner.takesWrite,
    acquire: (premium, opts) => timed(premium ? 'premium' : 'free', inner.acquire(premium, opts)),
    acquireBackground: (opts): Promise<BackgroundSlot> => timed('background', inner.acquireBackground(opts)),
  };
}
