import { Cron } from 'croner';
import type { Deps } from '../../deps.js';
import { sweepAnalytics } from './events.js';
import { deliverConversions } from './conversions.js';

/**
 * The timed work of analytics: queued ad conversions are sent every 10 seconds (a user's call only
 * queues them), and a daily sweep deletes what is past its retention. `protect` keeps runs of
 * one job from overlapping.
 */
export function startAnalyticsJobs(deps: Deps): { stop(): void } {
  const catchErr = (what: string) => (err: unknown) => deps.log.error(what, { error: err instanceof Error ? err.message : String(err) });
  const send = new Cron('*/10 * * * * *', { protect: true, catch: catchErr('ad conversions not sent') }, async () => {
    const r = await deliverConversions(deps);
    if (r.sent || r.retried || r.failed) deps.log.info('ad conversions', { ...r });
  });
  const sweep = new Cron('17 3 * * *', { protect: true, catch: catchErr('analytics sweep failed') }, async () => {
    const r = await sweepAnalytics(deps.db, deps.config.analytics.retentionDays, deps.clock());
    deps.log.info('analytics past retention deleted', { ...r });
  });
  return {
    stop: () => {
      send.stop();
      sweep.stop();
    },
  };
}
