import { scheduledJob } from '../../jobs/define.js';
import { sweepAnalytics } from './events.js';
import { deliverConversions } from './conversions.js';

/** Queued ad conversions are sent every 10 seconds (a user's call only queues them). */
export const conversionsJob = scheduledJob('analytics.conversions', '*/10 * * * * *', async (deps) => {
  const r = await deliverConversions(deps);
  if (r.sent || r.retried || r.failed) deps.log.info('ad conversions', { ...r });
});

/** Daily: what is past its retention is deleted. */
export const analyticsSweepJob = scheduledJob('analytics.sweep', '17 3 * * *', async (deps) => {
  const r = await sweepAnalytics(deps.db, deps.config.analytics.retentionDays, deps.clock());
  deps.log.info('analytics past retention deleted', { ...r });
});
