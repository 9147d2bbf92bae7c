/**
 * CPU time of a process from the scheduler's nanosecond counts (Linux /proc/…/schedstat). The
 * `stat` file counts 10 ms ticks: too coarse for rounds of a second at tens of replies (a tick is
 * 0.25 ms a reply over 40 replies), which made the fixed-rate comparisons swing.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** A thread's time on a core so far, in seconds. */
export const onCore = (pid: number, tid: number) => Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;

/**
 * The process's threads, oldest first. Node names none of them: they are told apart by the order
 * they started in (V8's platform workers first, then libuv's pool when first used, then workers).
 */
export const threadIds = (pid: number) =>
  readdirSync(`/proc/${pid}/task`)
    .map(Number)
    .sort((a, b) => a - b);

/** Seconds on a core so far of all the process's threads (a thread that ended is no longer counted). */
export function cpuSeconds(pid: number) {
  let sum = 0;
  for (const tid of threadIds(pid)) {
    try {
      sum += onCore(pid, tid);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return sum;
}
