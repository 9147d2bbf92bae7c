import { Hono } from 'hono';
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
import { reviewsIn } from '../domain/orders/carousel.js';
import {
  bindCard,
  cancelSubscription,
  changeSubscriptionPlan,
  resumeSubscription,
  subscriptionInfo,
  unbindCard,
} from '../domain/subscriptions.js';

/** Outside the contract: every call of these answers 1000 "not supported yet". */
const notSupported = () => {
  throw new AppError(ErrorCode.badParams, ErrorText.paymentNotSupported);
};

/** Premium orders, subscriptions and the linked card. Mounted inside /v1: `v1.route('/', vipRoutes)`. */
export const vipRoutes = new Hono<AppEnv>()
  .post(
    s.vipCarousel.path,
    call(s.vipCarousel, async ({ locale }) => ({ list: reviewsIn(await locale()) })),
  )
  .post(
    s.vipCreate.path,
    call(s.vipCreate, async ({ deps, params, member }) =>
      toOrderData(
        await createOrder(deps, await member(), { kind: 'vip', itemId: params.id, comeFrom: params.comeFrom, extraJson: params.extraJson }),
      ),
    ),
  )
  // The tour: a visitor with no token yet gets a visitor account and its token with the order
  // (all or nothing); one with a token, visitor or member, orders as themselves.
  .post(
    s.vipVisitorCreate.path,
    call(s.vipVisitorCreate, async ({ deps, params, maybeUser, token, envelope, region, c }) => {
      const input = { kind: 'vip' as const, itemId: params.id, comeFrom: params.comeFrom || 'tour', extraJson: params.extraJson };
      const u = await maybeUser();
      if (u) return { ...toOrderData(await createOrder(deps, u, input)), token };
      const lang = matchLocale(c.req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE;
      const created = await createVisitorOrder(deps, { lang, channel: envelope.ch, countryCode: region }, input);
      return { ...toOrderData(created.order), token: created.token };
    }),
  )
  .post(
    s.vipStatus.path,
    call(s.vipStatus, async ({ deps, params, user }) => {
      const o = await getOwnOrder(deps, await user(), params.orderId);
      if (o.kind !== 'vip') throw notFound('Order');
      return toOrderData(o);
    }),
  )
  .post(
    s.vipPayment.path,
    call(s.vipPayment, async ({ deps, params, user }) => startPayment(deps, await user(), { ...params, kind: 'vip' })),
  )
  .post(
    s.vipCancel.path,
    call(s.vipCancel, async ({ deps, params, user }) => {
      const u = await user();
      if ((await getOwnOrder(deps, u, params.orderId)).kind !== 'vip') throw notFound('Order');
      return toOrderData(await cancelOrder(deps, u, params.orderId));
    }),
  )
  .post(
    s.subscriptionInfo.path,
    call(s.subscriptionInfo, async ({ deps, user }) => subscriptionInfo(deps, await user())),
  )
  .post(
    s.subscriptionCancel.path,
    call(s.subscriptionCancel, async ({ deps, user }) => cancelSubscription(deps, await user())),
  )
  .post(
    s.subscriptionResume.path,
    call(s.subscriptionResume, async ({ deps, user }) => resumeSubscription(deps, await user())),
  )
  .post(
    s.subscriptionChangePlan.path,
    call(s.subscriptionChangePlan, async ({ deps, params, member }) => changeSubscriptionPlan(deps, await member(), params.id)),
  )
  .post(
    s.cardBind.path,
    call(s.cardBind, async ({ deps, params, member }) => ({ card: await bindCard(deps, await member(), params) })),
  )
  .post(
    s.cardUnbind.path,
    call(s.cardUnbind, async ({ deps, params, user }) => unbindCard(deps, await user(), params.cardId)),
  )
  // Calls of gateways this server does not integrate (their payloads are not in the spec): the
  // spec's answer for a method that is not available, rather than 'uri not exist'.
  .post('/vip/order/beingfi/verify', notSupported)
  .post('/point/order/beingfi/verify', notSupported)
  .post('/paypal/capture', notSupported)
  .post('/qxPay/verify', notSupported)
  .post('/user-payment/ocean-payment/sign', notSupported);
