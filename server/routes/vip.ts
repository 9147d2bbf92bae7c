import { Hono } from 'hono';
import { z } from 'zod';
import { orders as s } from '../../shared/schemas/orders.js';
import { DEFAULT_LOCALE, matchLocale } from '../../shared/locales.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { AppError, notFound } from '../errors.js';
import { ErrorCode, ErrorText } from '../../shared/errors.js';
import { cancelOrder, createOrder, getOwnOrder } from '../domain/orders/index.js';
import { createVisitorOrder } from '../domain/orders/create.js';
import { startPayment } from '../domain/orders/payment.js';
import { toOrderData } from '../domain/orders/view.js';
import { premiumReviews } from '../domain/orders/carousel.js';
import { bindCard, cancelSubscription, changeSubscriptionPlan, resumeSubscription, subscriptionInfo, unbindCard } from '../domain/subscriptions.js';

const notSupported = call(z.object({}).passthrough(), async () => {
  throw new AppError(ErrorCode.badParams, ErrorText.paymentNotSupported);
});

/** Premium orders, subscriptions and the linked card. Mounted inside /v1: `v1.route('/', vipRoutes)`. */
export const vipRoutes = new Hono<AppEnv>()
  .post('/vip/order/carousel', call(s.vipCarousel.params, async () => ({ list: premiumReviews })))
  .post('/vip/order/create', call(s.vipCreate.params, async ({ deps, params, member }) =>
      toOrderData(await createOrder(deps, await member(), { kind: 'vip', itemId: params.id, comeFrom: params.comeFrom, extraJson: params.extraJson })),
    ),
  )
  // The tour: a visitor with no token yet gets a visitor account and its token with the order
  // (all or nothing); one with a token, visitor or member, orders as themselves.
  .post('/vip/order/visitor-create', call(s.vipVisitorCreate.params, async ({ deps, params, maybeUser, token, envelope, region, c }) => {
      const input = { kind: 'vip' as const, itemId: params.id, comeFrom: params.comeFrom || 'tour', extraJson: params.extraJson };
      const u = await maybeUser();
      if (u) return { ...toOrderData(await createOrder(deps, u, input)), token };
      const lang = matchLocale(c.req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE;
      const created = await createVisitorOrder(deps, { lang, channel: envelope.ch, countryCode: region }, input);
      return { ...toOrderData(created.order), token: created.token };
    }),
  )
  .post('/vip/order/status', call(s.vipStatus.params, async ({ deps, params, user }) => {
      const o = await getOwnOrder(deps, await user(), params.orderId);
      if (o.kind !== 'vip') throw notFound('Order');
      return toOrderData(o);
    }),
  )
  .post('/vip/order/payment', call(s.vipPayment.params, async ({ deps, params, user }) =>
      startPayment(deps, await user(), { ...params, kind: 'vip' }),
    ),
  )
  .post('/vip/order/cancel', call(s.vipCancel.params, async ({ deps, params, user }) => {
      const u = await user();
      if ((await getOwnOrder(deps, u, params.orderId)).kind !== 'vip') throw notFound('Order');
      return toOrderData(await cancelOrder(deps, u, params.orderId));
    }),
  )
  .post('/vip/subscription/info', call(s.subscriptionInfo.params, async ({ deps, user }) => subscriptionInfo(deps, await user())))
  .post('/vip/subscription/cancel', call(s.subscriptionCancel.params, async ({ deps, user }) => cancelSubscription(deps, await user())))
  .post('/vip/subscription/resume', call(s.subscriptionResume.params, async ({ deps, user }) => resumeSubscription(deps, await user())))
  .post('/vip/subscription/change-plan', call(s.subscriptionChangePlan.params, async ({ deps, params, member }) => changeSubscriptionPlan(deps, await member(), params.id)))
  .post('/user-payment/bind', call(s.cardBind.params, async ({ deps, params, member }) => ({ card: await bindCard(deps, await member(), params) })))
  .post('/user-payment/unbind', call(s.cardUnbind.params, async ({ deps, params, user }) => unbindCard(deps, await user(), params.cardId)))
  // Calls of gateways this server does not integrate (their payloads are not in the spec): the
  // spec's answer for a method that is not available, rather than 'uri not exist'.
  .post('/vip/order/beingfi/verify', notSupported)
  .post('/point/order/beingfi/verify', notSupported)
  .post('/paypal/capture', notSupported)
  .post('/qxPay/verify', notSupported)
  .post('/user-payment/ocean-payment/sign', notSupported);
