import type { OrderStatus } from '../../shared/enums.js';
import { call } from './client.js';

/** `/v1/vip/order/status` or `/v1/gold/order/status` `{orderId}` → `{orderStatus}`. */
export const fetchOrderStatus = (kind: 'vip' | 'gold', orderId: string) =>
  call<{ orderStatus: OrderStatus }>(`/${kind}/order/status`, { orderId }, { silent: true });
