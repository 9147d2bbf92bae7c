/**
 * Service orders have no dispute state of their own (docs/service-orders.md): a buyer who
 * complains writes to customer service. The console lists the open orders (escrow held) and lets
 * an operator settle one: refund the buyer in full (the order ends cancelled) or release the
 * escrow to the creator less the fee (the order ends done). Either is the orders' own guarded
 * move with its ledger row (`service_refund` / `service_income`) and the audit row in one
 * transaction, so of any number of concurrent settlements (or a buyer's, creator's or the
 * sweep's move) exactly one happens.
 */
import { ServiceOrderStatus as S } from '../../../shared/service-orders.js';
import type { Deps } from '../../deps.js';
import { badParams } from '../../errors.js';
import { applyLedger } from '../ledger.js';
import { guardedMove } from '../service-orders/moves.js';
import { writeAudit } from './audit.js';
import type { Operator } from './auth.js';
import { notifyUser } from './notices.js';

const open = [S.wait, S.confirmed, S.delivered];

export async function openServiceOrders(deps: Deps) {
  const rows = await deps.db
    .selectFrom('service_orders')
    .leftJoin('characters', 'characters.id', 'service_orders.character_id')
    .select([
      'service_orders.id',
      'service_orders.user_id',
      'service_orders.provider_id',
      'service_orders.kind',
      'service_orders.price',
      'service_orders.status',
      'service_orders.brief',
      'service_orders.reply',
      'service_orders.due_at',
      'service_orders.create_time',
      'characters.name',
    ])
    .where('service_orders.status', 'in', open)
    .orderBy('service_orders.create_time', 'asc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    buyerId: r.user_id,
    creatorId: r.provider_id,
    character: r.name ?? '',
    kind: r.kind,
    price: Number(r.price),
    status: Number(r.status),
    brief: r.brief,
    delivered: r.reply !== null,
    dueAt: r.due_at === null ? null : Number(r.due_at),
    createTime: Number(r.create_time),
  }));
}

export async function settleServiceOrder(deps: Deps, op: Operator, orderId: string, outcome: 'refund' | 'release', reason: string) {
  if (!reason.trim()) throw badParams('A reason is required');
  const now = deps.clock();
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('service_orders').select('status').where('id', '=', orderId).executeTakeFirst();
    const moved =
      outcome === 'refund'
        ? await guardedMove(trx, {
            orderId,
            from: open,
            to: S.cancelled,
            set: { reject_reason: `Customer service: ${reason.trim()}` },
            now,
          })
        : await guardedMove(trx, { orderId, from: open, to: S.done, takeFee: deps.config.serviceFeePercent, now });
    if (!moved) throw badParams(before ? 'This order is settled already' : 'No such service order');
    const balance =
      outcome === 'refund'
        ? await applyLedger(trx, {
            userId: moved.user_id,
            currency: 'gold',
            amount: moved.price,
            reason: 'service_refund',
            refId: moved.id,
            now,
          })
        : await applyLedger(trx, {
            userId: moved.provider_id,
            currency: 'gold',
            amount: moved.price - moved.fee,
            reason: 'service_income',
            refId: moved.id,
            now,
          });
    await writeAudit(
      trx,
      op,
      {
        action: outcome === 'refund' ? 'service_order.refund' : 'service_order.release',
        subjectType: 'service_order',
        subjectId: orderId,
        reason,
        before: { status: before?.status ?? null, escrow: moved.price },
        after: {
          status: moved.status,
          paidTo: outcome === 'refund' ? moved.user_id : moved.provider_id,
          coins: outcome === 'refund' ? moved.price : moved.price - moved.fee,
          fee: moved.fee,
          balanceAfter: balance.gold,
        },
      },
      now,
    );
    return moved;
  });
  const write = (t: Parameters<Parameters<typeof notifyUser>[2]>[0]) =>
    outcome === 'refund' ? t.orderRefunded({ reason: reason.trim() }) : t.orderReleased({ reason: reason.trim() });
  const [buyer, creator] = await Promise.all([notifyUser(deps, row.user_id, write), notifyUser(deps, row.provider_id, write)]);
  return { id: orderId, status: Number(row.status), fee: Number(row.fee), notice: { buyer, creator } };
}
