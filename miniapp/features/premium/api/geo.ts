import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client.js';
import type { ShownCurrency } from '../../../../shared/currency.js';

/** `/v1/location/analyse-geo`: the region prices are shown for. Display only; the server charges in the provider's currency. */
export const geoQuery = queryOptions({
  queryKey: ['analyse-geo'],
  queryFn: ({ signal }) => request('/location/analyse-geo', {}, { signal, silent: true }),
  staleTime: Infinity,
  retry: false,
});

/** The currency to show prices in; USD until the region is known or when it could not be asked. */
export function useShownCurrency(): ShownCurrency {
  return useQuery(geoQuery).data?.currency ?? 'USD';
}
