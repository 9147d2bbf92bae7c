import type { z } from 'zod';
import type { OrderStatus } from '../../shared/enums.js';
import type { GoldItem, VipPlan } from '../../shared/schemas/config.js';
import type { OrderData, OrderKind, Payment, Review, SubscriptionInfo, CardData } from '../../shared/schemas/orders.js';
import type { rewards } from '../../shared/schemas/orders.js';
import type { PayMethod, RewardEvent } from '../../shared/enums.js';
import { call, type CallOptions } from './client.js';

/** Typed calls of orders, plans, subscriptions, cards and rewards (shared/schemas/orders.ts). */

/** `/v1/vip/order/status` or `/v1/gold/order/status` `{orderId}` → the order (orderStatus 10/20/30). */
export const fetchOrderStatus = (kind: OrderKind, orderId: string, options: CallOptions = { silent: true }) =>
  call<OrderData & { orderStatus: OrderStatus }>(`/${kind}/order/status`, { orderId }, options);

export const fetchVipPlans = (options?: CallOptions) => call<{ list: VipPlan[] }>('/config/vip/list', {}, options).then((d) => d.list);
export const fetchGoldItems = (options?: CallOptions) => call<{ list: GoldItem[] }>('/config/gold/list', {}, options).then((d) => d.list);
export const fetchReviews = () => call<{ list: Review[] }>('/vip/order/carousel', {}, { silent: true }).then((d) => d.list);

/** Create a Premium (`vip`) or coins (`gold`) order at the server's price. */
export const createOrder = (kind: OrderKind, id: string, comeFrom: string, extraJson?: string) =>
  call<OrderData>(`/${kind}/order/create`, kind === 'vip' ? { id, comeFrom, ...(extraJson && { extraJson }) } : { id, comeFrom });

/** Start paying an order; the answer says how the client continues (a web page or a Stars invoice). */
export const startOrderPayment = (kind: OrderKind, params: { orderId: string; payMethod: PayMethod; returnUrl: string; successUrl: string }) =>
  call<{ orderId: string; payMethod: PayMethod; payment: Payment }>(`/${kind}/order/payment`, params);

export const fetchSubscriptionInfo = (options?: CallOptions) => call<SubscriptionInfo>('/vip/subscription/info', {}, options);
export const cancelSubscription = () => call<SubscriptionInfo>('/vip/subscription/cancel');
export const resumeSubscription = () => call<SubscriptionInfo>('/vip/subscription/resume');
export const changeSubscriptionPlan = (id: string) => call<SubscriptionInfo>('/vip/subscription/change-plan', { id });

export const bindCard = (params: { cardNumber: string; expiry: string; holderName?: string }) => call<{ card: CardData }>('/user-payment/bind', params);
export const unbindCard = (cardId: string) => call<SubscriptionInfo>('/user-payment/unbind', { cardId });

export type EnergyRewardState = z.infer<typeof rewards.energy.data>;
/** Energy gift (add to home screen, install, bookmark): `start` begins the 10 s wait, `claim` takes the 20 energy. */
export const energyReward = (event: RewardEvent, phase: 'start' | 'claim', options?: CallOptions) =>
  call<EnergyRewardState>('/user/reward/energy', { event, phase }, options);
