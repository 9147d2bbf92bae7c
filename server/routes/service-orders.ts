import { Hono } from 'hono';
import { service as s } from '../../shared/schemas/service-orders.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import {
  acceptServiceOrder,
  cancelServiceOrder,
  confirmServiceOrder,
  createServiceOrder,
  rejectServiceOrder,
} from '../domain/service-orders/moves.js';
import { deliverServiceOrder } from '../domain/service-orders/deliver.js';
import { serviceOrderInfo, serviceOrderPage } from '../domain/service-orders/list.js';

/** Creator services (docs/service-orders.md). Mounted inside /v1: `v1.route('/', serviceOrderRoutes)`. */
export const serviceOrderRoutes = new Hono<AppEnv>()
  .post(
    s.create.path,
    call(s.create, async ({ deps, params, member }) => createServiceOrder(deps, await member(), params)),
  )
  .post(
    s.cancel.path,
    call(s.cancel, async ({ deps, params, member }) => cancelServiceOrder(deps, await member(), params.orderId)),
  )
  .post(
    s.accept.path,
    call(s.accept, async ({ deps, params, member }) => acceptServiceOrder(deps, await member(), params.orderId)),
  )
  .post(
    s.info.path,
    call(s.info, async ({ deps, params, member }) => serviceOrderInfo(deps, await member(), params.orderId)),
  )
  .post(
    s.list.path,
    call(s.list, async ({ deps, params, member }) => serviceOrderPage(deps, await member(), params)),
  )
  .post(
    s.confirm.path,
    call(s.confirm, async ({ deps, params, member }) => confirmServiceOrder(deps, await member(), params.orderId)),
  )
  .post(
    s.verify.path,
    call(s.verify, async ({ deps, params, member }) => deliverServiceOrder(deps, await member(), params)),
  )
  .post(
    s.reject.path,
    call(s.reject, async ({ deps, params, member }) => rejectServiceOrder(deps, await member(), params.orderId, params.reason)),
  );
