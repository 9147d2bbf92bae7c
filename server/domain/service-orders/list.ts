import type { Deps } from '../../deps.js';
import type { UserRow } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { toServiceOrders } from './view.js';

/** One order, for its buyer or its creator only (anyone else is told it does not exist). */
export async function serviceOrderInfo(deps: Deps, user: UserRow, orderId: string) {
  const row = await deps.db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('provider_id', '=', user.id)]))
    .executeTakeFirst();
  if (!row) throw notFound('Order');
  const [order] = await toServiceOrders(deps.db, [row], user.id, deps.config.serviceFeePercent);
  return order!;
}

/** The orders I placed (buyer) or the orders for my characters (provider), newest first. */
export async function serviceOrderPage(deps: Deps, user: UserRow, q: { role: 'buyer' | 'provider'; page: number; pageSize: number }) {
  const base = deps.db.selectFrom('service_orders').where(q.role === 'buyer' ? 'user_id' : 'provider_id', '=', user.id);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await toServiceOrders(deps.db, rows, user.id, deps.config.serviceFeePercent), total: Number(count.n) };
}
