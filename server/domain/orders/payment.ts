import type { UserRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import type { OrderKind, Payment } from '../../../shared/schemas/orders.js';
import { OrderStatus, type PayMethod } from '../../../shared/enums.js';
import { brands } from '../../../shared/brands.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { AppError, notFound } from '../../errors.js';
import { providerForMethod } from '../../providers/payment/index.js';
import { getOwnOrder } from './create.js';
import { queueOrderConversion } from '../analytics/conversions.js';
import { renewsStarsSubscription, starsSubscriptionPeriod } from '../stars/subscriptions.js';

export interface StartPaymentInput {
  orderId: string;
  kind: OrderKind;
  payMethod: PayMethod;
  returnUrl?: string;
  successUrl?: string;
}

/**
 * The origins a gateway may send the user back to: PUBLIC_URL's and every brand's own hosts (one
 * build serves them all, docs/brands.md). Never anything the request says about itself (its
 * `Origin` header is the caller's to set), so a checkout link cannot be turned into an open redirect.
 */
export function returnOrigins(config: Pick<Deps['config'], 'publicUrl' | 'brand'>): string[] {
  const hosts = brands.flatMap((b) => [b.liveHost, b.testHost]).filter((h): h is string => Boolean(h));
  return [new URL(config.publicUrl).origin, ...hosts.map((h) => `https://${h}`)];
}

/**
 * Where a gateway sends the user back: the payment return page (`/pay/callback?orderId=…`) by
 * default; a URL from the client only on returnOrigins.
 */
export function backUrl(deps: Deps, order: { id: string; kind: string }, requested: string | undefined): string {
  const base = new URL(deps.config.publicUrl);
  let url: URL;
  try {
    url = new URL(requested || '/pay/callback', base);
  } catch {
    throw new AppError(ErrorCode.badParams, 'returnUrl is not a valid URL');
  }
  if (!/^https?:$/.test(url.protocol) || !returnOrigins(deps.config).includes(url.origin))
    throw new AppError(ErrorCode.badParams, 'returnUrl must point to this site');
  url.searchParams.set('orderId', order.id);
  // The return page polls /vip or /gold by this.
  if (order.kind === 'gold') url.searchParams.set('type', 'gold');
  return url.toString();
}

/** Start paying the caller's own order with a pay method; the provider says how the client continues. */
export async function startPayment(
  deps: Deps,
  user: UserRow,
  input: StartPaymentInput,
): Promise<{ orderId: string; payMethod: PayMethod; payment: Payment }> {
  const order = await getOwnOrder(deps, user, input.orderId);
  if (order.kind !== input.kind) throw notFound('Order');
  if (order.status === OrderStatus.cancel) throw new AppError(ErrorCode.badParams, 'This order has been cancelled, please place a new one');
  if (order.status === OrderStatus.hasPay || order.provider_ref)
    throw new AppError(ErrorCode.badParams, 'This order has already been paid');
  if (order.kind === 'vip' && input.payMethod !== 'TelegramStar') {
    const plan = await deps.db.selectFrom('vip_plans').select('only_pay_tg_star').where('id', '=', order.item_id).executeTakeFirst();
    if (plan?.only_pay_tg_star === 1) throw new AppError(ErrorCode.badParams, ErrorText.paymentNotSupported);
  }
  // A second Stars subscription would renew beside the first: refused before its invoice opens, as the bot does.
  if (input.payMethod === 'TelegramStar' && (await starsSubscriptionPeriod(deps, order)) && (await renewsStarsSubscription(deps, user.id)))
    throw new AppError(ErrorCode.badParams, ErrorText.subscriptionLive);
  const provider = providerForMethod(deps, input.payMethod);
  const returnUrl = backUrl(deps, order, input.returnUrl);
  const successUrl = input.successUrl ? backUrl(deps, order, input.successUrl) : returnUrl;
  // The provider call may go over the network (Stars invoice link): no transaction is open here.
  const { payment } = await provider.createPayment(order, { returnUrl, successUrl });
  await deps.db
    .updateTable('orders')
    .set({ pay_method: input.payMethod })
    .where('id', '=', order.id)
    .where('status', '=', OrderStatus.wait)
    .execute();
  await queueOrderConversion(deps.db, 'AddPaymentInfo', order, deps.clock());
  return { orderId: order.id, payMethod: input.payMethod, payment };
}
