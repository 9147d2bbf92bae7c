import { Cron } from 'croner';
import type { Deps } from '../deps.js';
import type { ScheduledJob } from './define.js';
import type { Jobs } from './jobs.js';

export const jobError = (deps: Deps, name: string) => (err: unknown) =>
  deps.log.error('job failed', { job: name, error: err instanceof Error ? err.message : String(err) });

/** One process (SQLite): croner timers in this process; `protect` keeps runs of one job from overlapping. */
export function embeddedJobs(deps: Deps): Jobs {
  const timers = new Map<string, Cron>();
  const byName = new Map<string, ScheduledJob>();
  return {
    async add(job) {
      byName.set(job.name, job);
      timers.set(job.name, new Cron(job.cron, { protect: true, catch: jobError(deps, job.name) }, async () => void (await job.run(deps))));
    },
    async once(_name, run) {
      await run();
      return true;
    },
    async tick(name) {
      const job = byName.get(name);
      if (!job) throw new Error(`no job ${name}`);
      await job.run(deps);
      return true;
    },
    async stop() {
      for (const t of timers.values()) t.stop();
    },
  };
}
