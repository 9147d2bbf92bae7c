import { z } from 'zod';
import { defineCall } from '../api/define.js';
import { localCurrencies } from '../currency.js';

/**
 * The caller's region as the server sees it and the currency prices are shown in there (display
 * only: orders are charged in the provider's currency). `/v1/location` itself stays in the user group.
 */
export const location = {
  analyseGeo: defineCall(
    '/location/analyse-geo',
    z.object({}).passthrough(),
    z.object({
      countryCode: z.string(),
      /** Where the country came from: the CDN's header on this request, the account's saved one, or none. */
      source: z.enum(['header', 'profile', 'none']),
      currency: z.enum(['USD', ...localCurrencies]),
      symbol: z.string(),
    }),
  ),
} as const;
