import { Hono } from 'hono';
import { z } from 'zod';
import { orders as s } from '../../shared/schemas/orders.js';
import { DEFAULT_LOCALE, matchLocale } from '../../shared/locales.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { AppError, notFound } from '../errors.js';
import { ErrorCode, ErrorText } from '../../shared/errors.js';
import { createUser } from '../domain/users.js';
import { issueToken } from '../domain/accounts/tokens.js';
import { cancelOrder, createOrder, getOwnOrder } from '../domain/orders/index.js';
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
  .post('/vip/order/create', call(s.vipCreate.params, async ({ deps, params, user }) =>
      toOrderData(await createOrder(deps, await user(), { kind: 'vip', itemId: params.id, comeFrom: params.comeFrom, extraJson: params.extraJson })),
    ),
  )
  // The tour: a visitor with no token yet gets a visitor account and its token with the order.
  .post('/vip/order/visitor-create', call(s.vipVisitorCreate.params, async ({ deps, params, maybeUser, token, now, envelope, region, c }) => {
      let u = await maybeUser();
      let visitorToken = token;
      if (!u) {
        u = await deps.db.transaction().execute((trx) => createUser(trx, { lang: matchLocale(c.req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE, channel: envelope.ch, isVisitor: true, countryCode: region, now }));
        visitorToken = await issueToken(deps.db, u.id, now);
      }
      const order = await createOrder(deps, u, { kind: 'vip', itemId: params.id, comeFrom: params.comeFrom || 'tour', extraJson: params.extraJson });
      return { ...toOrderData(order), token: visitorToken };
    }),
  )
  .post('/vip/order/status', call(s.vipStatus.params, async ({ deps, params, user }) => {
      const o = await getOwnOrder(deps, await user(), params.orderId);
      if (o.kind !== 'vip') throw notFound('Order');
      return toOrderData(o);
    }),
  )
  .post('/vip/order/payment', call(s.vipPayment.params, async ({ deps, params, user, c }) =>
      startPayment(deps, await user(), { ...params, kind: 'vip', requestOrigin: c.req.header('origin') }),
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
  .post('/vip/subscription/change-plan', call(s.subscriptionChangePlan.params, async ({ deps, params, user }) => changeSubscriptionPlan(deps, await user(), params.id)))
  .post('/user-payment/bind', call(s.cardBind.params, async ({ deps, params, user }) => ({ card: await bindCard(deps, await user(), params) })))
  .post('/user-payment/unbind', call(s.cardUnbind.params, async ({ deps, params, user }) => unbindCard(deps, await user(), params.cardId)))
  // Calls of gateways this server does not integrate (their payloads are not in the spec): the
  // spec's answer for a method that is not available, rather than 'uri not exist'.
  .post('/vip/order/beingfi/verify', notSupported)
  .post('/point/order/beingfi/verify', notSupported)
  .post('/paypal/capture', notSupported)
  .post('/qxPay/verify', notSupported)
  .post('/user-payment/ocean-payment/sign', notSupported);
