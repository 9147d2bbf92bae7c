import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';
import type { ReplyQueue } from '../deps.js';
import type { LlmProvider } from '../providers/llm/types.js';
import { meteredQueue } from './queue.js';
import { meteredLlm } from './llm.js';

/** How often the event-loop lag is sampled (ms): each sample wakes the process. */
const LAG_SAMPLE_MS = 100;

/**
 * The server's Prometheus metrics, one registry per Deps (tests build many apps in one process).
 * Callers see plain methods; only this folder speaks prom-client.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One HTTP request, by route pattern (never the raw path: ids would explode the series). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A payment credited to its order (orders/paid.ts), by pay method. */
  paymentCredited(payMethod: string, amountCents: number): void;
  /** A paid order taken back (orders/refund.ts), by the pay method it was paid with. */
  paymentRefunded(payMethod: string, amountCents: number): void;
  /** The chat queue measured: wait from acquire to grant, length and running slots. */
  queue(inner: ReplyQueue): ReplyQueue;
  /** The model provider measured: first piece, whole reply, failures. */
  llm(inner: LlmProvider): LlmProvider;
  /** Process metrics (CPU, memory, event loop lag, GC, handles): once, by the real server (main.ts). */
  collectProcessMetrics(): void;
}

export interface MetricsOptions {
  /** The PostgreSQL pool, for its total/idle/waiting clients; absent on SQLite. */
  pool?: Pool;
}

export function createMetrics(opts: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status (to the response headers; a chat stream is timed to its first byte)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const credited = new Counter({
    name: 'payments_credited_total',
    help: 'Orders credited after their payment, by pay method',
    labelNames: ['method'] as const,
    registers,
  });
  const creditedCents = new Counter({
    name: 'payments_credited_cents_total',
    help: 'Amount of the credited orders in cents, by pay method',
    labelNames: ['method'] as const,
    registers,
  });
  const refunded = new Counter({
    name: 'payments_refunded_total',
    help: 'Paid orders refunded (credit taken back), by pay method',
    labelNames: ['method'] as const,
    registers,
  });
  const refundedCents = new Counter({
    name: 'payments_refunded_cents_total',
    help: 'Amount of the refunded orders in cents, by pay method',
    labelNames: ['method'] as const,
    registers,
  });
  const pool = opts.pool;
  if (pool) {
    registry.registerMetric(
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool clients: total open, idle, and queries waiting for a client',
        labelNames: ['state'] as const,
        registers: [],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      }),
    );
  }

  return {
    registry,
    observeRequest: (method, route, status, seconds) => http.observe({ method, route, status: String(status) }, seconds),
    paymentCredited(method, cents) {
      credited.inc({ method });
      creditedCents.inc({ method }, cents);
    },
    paymentRefunded(method, cents) {
      refunded.inc({ method });
      refundedCents.inc({ method }, cents);
    },
    queue: (inner) => meteredQueue(inner, registry),
    llm: (inner) => meteredLlm(inner, registry),
    // Not in createMetrics: each call starts an event-loop monitor, and tests build hundreds of apps.
    // The event-loop lag sampled every 100 ms, not every 10: an idle process woke 100 times a second.
    collectProcessMetrics: () => collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: LAG_SAMPLE_MS }),
  };
}
