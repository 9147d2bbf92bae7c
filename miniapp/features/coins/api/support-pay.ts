import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client.js';

/** Where the order came from: the server adds the channel's bonus when customer service confirms it. */
export const SUPPORT_CHANNEL = 'customer_service';

/** A coin order at the server's price, to be paid to customer service. */
export const useSupportOrder = () =>
  useMutation({ mutationFn: (id: string) => request('/gold/order/create', { id, comeFrom: SUPPORT_CHANNEL }) });
