import { Hono } from 'hono';
import { discount as s } from '../../shared/schemas/discount.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { createExitOrder, exitOffer } from '../domain/orders/exit-offer.js';
import { toOrderData } from '../domain/orders/view.js';

/** The exit offer of the Premium popup (docs/money.md). Mounted inside /v1. */
export const discountRoutes = new Hono<AppEnv>()
  .post(
    s.exitOffer.path,
    call(s.exitOffer, async ({ deps, user }) => ({ offer: await exitOffer(deps, await user()) })),
  )
  .post(
    s.exitOrder.path,
    call(s.exitOrder, async ({ deps, params, user }) => toOrderData(await createExitOrder(deps, await user(), params.extraJson))),
  );
