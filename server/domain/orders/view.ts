import type { Db } from '../../db/connect.js';
import type { OrderRow } from '../../db/database.js';
import type { OrderData } from '../../../shared/schemas/orders.js';
import { payMethods, type PayMethod } from '../../../shared/enums.js';
import { centsToPrice } from '../../../shared/plans.js';

export const findOrder = (db: Db, orderId: string) => db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();

export const asPayMethod = (s: string | null): PayMethod | null =>
  (payMethods as readonly string[]).includes(s ?? '') ? (s as PayMethod) : null;

/** snake_case row → the wire order (prices are USD numbers on the wire, cents in the database). */
export function toOrderData(o: OrderRow): OrderData {
  return {
    orderId: o.id,
    orderStatus: o.status,
    kind: o.kind,
    itemId: o.item_id,
    amount: centsToPrice(o.amount_cents),
    currency: o.currency,
    stars: o.stars,
    payMethod: asPayMethod(o.pay_method),
    createTime: o.create_time,
    paidAt: o.paid_at,
  };
}
