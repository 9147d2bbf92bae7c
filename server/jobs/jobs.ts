import type { Deps } from '../deps.js';
import type { ScheduledJob } from './define.js';
import { embeddedJobs } from './embedded.js';
import { pgBossJobs } from './pg-boss.js';

export interface Jobs {
  /** Run `job` on its schedule from now on. */
  add(job: ScheduledJob): Promise<void>;
  /**
   * Start-up work: run now unless a run of it began after this call (processes starting
   * together run it once; a process restarting after a crash runs it again); resolves when it is
   * done either way. True when this process ran it.
   */
  once(name: string, run: () => Promise<unknown>): Promise<boolean>;
  /**
   * What the schedule does at each tick of a job (tests call it to play a tick): enqueue the run
   * of the tick at `at` (default: the latest tick). True when this process's call enqueued it.
   */
  tick(name: string, at?: Date): Promise<boolean>;
  stop(): Promise<void>;
}

/** On SQLite (one process) the schedules run in this process; on PostgreSQL through pg-boss. */
export function startJobs(deps: Deps): Promise<Jobs> {
  return deps.dialect === 'postgres' ? pgBossJobs(deps) : Promise.resolve(embeddedJobs(deps));
}
