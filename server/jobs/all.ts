import type { ScheduledJob } from './define.js';
import { renewalsJob } from '../domain/subscriptions.js';
import { serviceOrderSweepJob } from '../domain/service-orders/sweep.js';
import { trustSweepJob } from '../domain/trust/deletion.js';
import { analyticsSweepJob, conversionsJob } from '../domain/analytics/jobs.js';
import { botUpdatesSweepJob } from '../domain/bot-updates.js';
import { starsReconcileJob } from '../domain/stars/reconcile.js';
import { deliveriesSweepJob } from '../domain/chat/deliveries.js';

/** Every scheduled job of the server; a new one is one line here (docs/architecture.md, Timed work). */
export const scheduledJobs: ScheduledJob[] = [
  renewalsJob,
  serviceOrderSweepJob,
  trustSweepJob,
  conversionsJob,
  analyticsSweepJob,
  botUpdatesSweepJob,
  starsReconcileJob,
  deliveriesSweepJob,
];
