import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../shared/schemas/orders.js';
import { request } from '../../../api/client.js';

/** Members' reviews for the purchase page; they do not change while the app runs. */
export const reviewsQuery = queryOptions({
  queryKey: ['vip-reviews'],
  queryFn: ({ signal }) => request('/vip/order/carousel', {}, { silent: true, signal }).then((d) => d.list),
  staleTime: Infinity,
});

/** The reviews; null while loading, none when they could not be loaded (the section hides). */
export function useReviews(): Review[] | null {
  const { data, isError } = useQuery(reviewsQuery);
  return data ?? (isError ? [] : null);
}
