import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import PgBoss from 'pg-boss';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import type { ScheduledJob } from './define.js';
import type { Jobs } from './jobs.js';
import { jobError } from './embedded.js';

/** A tick's job id, made from the job's name and the tick's time: every process that sends it sends the same row. */
export function tickId(name: string, at: Date): string {
  const h = createHash('sha256').update(`${name}@${at.toISOString()}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A run stuck past this (its process died mid-run) is failed by pg-boss, and the next tick may run. */
const EXPIRE_SECONDS = 15 * 60;

/**
 * How often each worker looks for a job another process sent. The process whose tick inserted
 * the job wakes its own worker at once (`tick`), so polling only finds the rest: the run waiting
 * behind an active one of a stately queue, or a job whose sender died before taking it. Every
 * process polls every queue: 7 queues every 2 s were 3.5 queries a second a process for nothing.
 */
const POLL_SECONDS = 10;

/**
 * pg-boss creates a queue (its row and partition) in several statements: two processes creating
 * the same queue at the same instant deadlock, so creation is serialised by an advisory lock and
 * skipped when the queue is there.
 */
async function createQueueOnce(deps: Deps, boss: PgBoss, name: string) {
  await deps.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext('jobs:create-queue'))`.execute(conn);
    try {
      if (!(await boss.getQueue(name)))
        await boss.createQueue(name, { name, policy: 'stately', retryLimit: 0, expireInSeconds: EXPIRE_SECONDS });
    } finally {
      await sql`select pg_advisory_unlock(hashtext('jobs:create-queue'))`.execute(conn);
    }
  });
}

/**
 * Several processes on PostgreSQL. Each process keeps the croner schedule, but a tick only sends
 * a pg-boss job whose id is the tick's (tickId): the first send inserts it, the others' are
 * dropped by its primary key, and one worker of one process runs it. Queues are `stately`: while
 * a run is active at most one more waits, so a slow run is not stacked up (croner's `protect`).
 * Start-up work (`once`) is serialised by an advisory lock, and skipped by a process when a run
 * began after it asked (so processes starting together run it once, and a restart runs it again).
 */
export async function pgBossJobs(deps: Deps): Promise<Jobs> {
  // Its options reach its pg.Pool: its three connections stay open (pg closes an idle one after
  // 10 s, and the next poll opened it again: a connection made every few seconds for nothing).
  const options = { connectionString: deps.config.databaseUrl, max: 3, application_name: 'jobs', schedule: false, idleTimeoutMillis: 0 };
  const boss = new PgBoss(options);
  boss.on('error', (e) => deps.log.warn('job queue error', { error: e.message }));
  await boss.start();
  const timers = new Map<string, { cron: Cron; halfPeriodMs: number; worker: string }>();

  /** The latest tick of a job's schedule at or before now (a tick fires a few ms after its time). */
  const latestTick = (name: string): Date => {
    const t = timers.get(name);
    if (!t) throw new Error(`no job ${name}`);
    return t.cron.nextRun(new Date(Date.now() - t.halfPeriodMs))!;
  };

  const jobs: Jobs = {
    async add(job: ScheduledJob) {
      await createQueueOnce(deps, boss, job.name);
      const worker = await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
        await job.run(deps).catch((e: unknown) => {
          jobError(deps, job.name)(e);
          throw e;
        });
      });
      const cron = new Cron(job.cron, { catch: jobError(deps, job.name) }, async () => void (await jobs.tick(job.name)));
      const [a, b] = cron.nextRuns(2);
      timers.set(job.name, { cron, worker, halfPeriodMs: a && b ? (b.getTime() - a.getTime()) / 2 : 30_000 });
    },

    async tick(name, at = latestTick(name)) {
      const id = await boss.send(name, {}, { id: tickId(name, at) });
      // Ours: run it now rather than at the next poll.
      if (id) boss.notifyWorker(timers.get(name)!.worker);
      return id !== null;
    },

    async once(name, run) {
      // Times from the database's clock: processes on several machines compare them.
      const dbNow = sql<{ t: number }>`select (extract(epoch from clock_timestamp()) * 1000)::bigint as t`;
      // When the caller asked, not when a pooled connection freed up: under load the wait for one
      // was longer than a whole run, so two processes starting together both ran it.
      const calledAt = performance.now();
      return deps.db.connection().execute(async (conn) => {
        const key = `job:${name}`;
        const asked = Number((await dbNow.execute(conn)).rows[0]!.t) - (performance.now() - calledAt);
        await sql`select pg_advisory_lock(hashtext(${key}))`.execute(conn);
        try {
          const last = await sql<{ ran_at: number }>`select ran_at from job_runs where name = ${name}`.execute(conn);
          // A run that began after we asked covers all we could need (whatever died, died before).
          if (Number(last.rows[0]?.ran_at ?? 0) >= asked) return false;
          const started = Number((await dbNow.execute(conn)).rows[0]!.t);
          await run();
          await sql`insert into job_runs (name, ran_at) values (${name}, ${started})
            on conflict (name) do update set ran_at = excluded.ran_at`.execute(conn);
          return true;
        } finally {
          await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(conn);
        }
      });
    },

    async stop() {
      for (const t of timers.values()) t.cron.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return jobs;
}
