import { Hono } from 'hono';
import { location as s } from '../../shared/schemas/location.js';
import { currencyForCountry, symbolOf } from '../../shared/currency.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';

/**
 * `/v1/location/analyse-geo`: the region prices are shown for, from the CDN's country header on
 * this request, else the account's saved country. Display only (docs/money.md). Mounted inside /v1.
 */
export const locationRoutes = new Hono<AppEnv>().post(
  s.analyseGeo.path,
  call(s.analyseGeo, async ({ region, maybeUser }) => {
    const saved = region ? '' : ((await maybeUser())?.country_code ?? '');
    const countryCode = region || saved;
    const currency = currencyForCountry(countryCode);
    return {
      countryCode,
      source: region ? ('header' as const) : saved ? ('profile' as const) : ('none' as const),
      currency,
      symbol: symbolOf(currency),
    };
  }),
);
