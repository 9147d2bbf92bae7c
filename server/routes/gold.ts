import { Hono } from 'hono';
import { orders as s } from '../../shared/schemas/orders.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { notFound } from '../errors.js';
import type { UserRow } from '../db/database.js';
import type { Deps } from '../deps.js';
import { cancelOrder, createOrder, getOwnOrder } from '../domain/orders/index.js';
import { startPayment } from '../domain/orders/payment.js';
import { toOrderData } from '../domain/orders/view.js';

/** Gold routes see gold orders only: a Premium order id answers like a missing one. */
async function ownGoldOrder(deps: Deps, user: UserRow, orderId: string) {
  const o = await getOwnOrder(deps, user, orderId);
  if (o.kind !== 'gold') throw notFound('Order');
  return o;
}

/** Coin orders. Mounted inside /v1: `v1.route('/', goldRoutes)`. */
export const goldRoutes = new Hono<AppEnv>()
  .post(
    s.goldCreate.path,
    call(s.goldCreate, async ({ deps, params, member }) =>
      toOrderData(await createOrder(deps, await member(), { kind: 'gold', itemId: params.id, comeFrom: params.comeFrom })),
    ),
  )
  .post(
    s.goldStatus.path,
    call(s.goldStatus, async ({ deps, params, user }) => toOrderData(await ownGoldOrder(deps, await user(), params.orderId))),
  )
  .post(
    s.goldPayment.path,
    call(s.goldPayment, async ({ deps, params, member }) => startPayment(deps, await member(), { ...params, kind: 'gold' })),
  )
  .post(
    s.goldCancel.path,
    call(s.goldCancel, async ({ deps, params, user }) => {
      const u = await user();
      await ownGoldOrder(deps, u, params.orderId);
      return toOrderData(await cancelOrder(deps, u, params.orderId));
    }),
  );
