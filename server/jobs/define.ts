import type { Deps } from '../deps.js';

/** A named piece of timed work: `cron` in croner's syntax (5 fields, or 6 with seconds first). */
export interface ScheduledJob {
  name: string;
  cron: string;
  run(deps: Deps): Promise<unknown>;
}

/**
 * Declare timed work; list it in server/jobs/all.ts and it runs on its schedule, once per tick
 * across every server process (docs/architecture.md, Timed work). The run must be safe to repeat:
 * a run cut by a crash is not retried until the next tick.
 */
export const scheduledJob = (name: string, cron: string, run: (deps: Deps) => Promise<unknown>): ScheduledJob => ({ name, cron, run });
