import type { AnalyticsEvent } from '../../shared/schemas/analytics.js';
import { request } from '../api/client.js';
import { startupParams } from '../app/startup-params.js';
import { abGroup } from './ab.js';

/** The fields an event may carry (docs/analytics.md); other values are dropped. */
export type EventFields = Record<string, string | number | boolean | null | undefined>;

// The server's limits (shared/schemas/analytics.ts analyticsLimits), repeated here so that zod stays out of the first screen.
const MAX_BATCH = 20;
const MAX_FIELDS = 16;
const MAX_VALUE = 128;
const MAX_QUEUED = 100;
const FLUSH_MS = 5000;
const NAME = /^[a-z][a-z0-9_.+-]{0,63}$/;
const FIELD = /^[A-Za-z][\w.]{0,31}$/;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;

function clean(fields: EventFields): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  // Where the visitor came from rides on every event unless the call site says otherwise.
  const from = startupParams().from;
  for (const [k, v] of Object.entries({ ...(from && { from }), ...fields })) {
    if (Object.keys(out).length >= MAX_FIELDS || !FIELD.test(k) || v === null || v === undefined) continue;
    if (typeof v === 'number' && !Number.isFinite(v)) continue;
    out[k] = typeof v === 'string' ? v.slice(0, MAX_VALUE) : v;
  }
  return out;
}

/**
 * Record a product event by name (`buy_vip.show`, `create_role.step` …) with its fields. Events are
 * batched: sent 5 s after the first of a batch, at 20, and when the page is hidden; a failed
 * batch is kept and sent with the next one. Never throws, never shows anything.
 */
export function track(name: string, fields: EventFields = {}): void {
  if (!NAME.test(name)) {
    console.warn(`Analytics event name ${JSON.stringify(name)} is not lower-case letters, digits and _ . + -`);
    return;
  }
  queue.push({ name, fields: clean(fields), t: Date.now() });
  if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED);
  if (queue.length >= MAX_BATCH) void flushEvents();
  else timer ??= setTimeout(() => void flushEvents(), FLUSH_MS);
}

/** Send what is queued now, a batch at a time (the page going hidden calls it too). */
export async function flushEvents(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (sending || queue.length === 0) return;
  sending = true;
  try {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      const ab = abGroup();
      try {
        await request('/analytics/events', { ...(ab && { ab }), events: batch }, { silent: true });
        queue = queue.slice(batch.length);
      } catch (error) {
        // Refused as malformed (1000): dropped, or it would block every later batch; else kept for the next try.
        if ((error as { code?: number }).code === 1000) queue = queue.slice(batch.length);
        else {
          timer ??= setTimeout(() => void flushEvents(), FLUSH_MS * 6);
          break;
        }
      }
    }
  } finally {
    sending = false;
  }
}

/** Events waiting to be sent (tests and the debug console). */
export const queuedEvents = () => queue.length;
