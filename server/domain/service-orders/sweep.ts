import { scheduledJob } from '../../jobs/define.js';
import type { Deps } from '../../deps.js';
import { ServiceOrderStatus as S } from '../../../shared/service-orders.js';
import { settleDueOrder } from './moves.js';

/**
 * Orders whose window is over settle themselves: not confirmed or not delivered in time is
 * refunded, delivered and not accepted in time is paid to the creator. Each order is settled by
 * its own guarded move, so two processes sweeping at once (or a buyer accepting meanwhile)
 * still move it once.
 */
export async function sweepServiceOrders(deps: Deps): Promise<{ refunded: string[]; paid: string[] }> {
  const now = deps.clock();
  const due = await deps.db
    .selectFrom('service_orders')
    .select(['id', 'status'])
    .where('due_at', '<=', now)
    .where('status', 'in', [S.wait, S.confirmed, S.delivered])
    .orderBy('due_at')
    .limit(500)
    .execute();
  const out = { refunded: [] as string[], paid: [] as string[] };
  for (const o of due) {
    const r = await settleDueOrder(deps, o.id, o.status, now);
    if (r) out[r].push(o.id);
  }
  return out;
}

/** Every minute, like the subscription renewals (once across processes: server/jobs). */
export const serviceOrderSweepJob = scheduledJob('service-orders.sweep', '* * * * *', async (deps) => {
  const r = await sweepServiceOrders(deps);
  if (r.refunded.length || r.paid.length) deps.log.info('service orders settled by their window', { ...r });
});
