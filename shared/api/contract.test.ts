import { describe, expect, it } from 'vitest';
import { allCalls } from './all-calls.js';
import { v1Routes } from '../../server/routes/v1.js';

const served = v1Routes.flatMap((r) => r.routes.filter((x) => x.method === 'POST').map((x) => x.path));

/** Payment gateways' own calls this server does not take: each answers 1000 "not supported" (docs/api.md). */
const unsupportedGatewayCalls = [
  '/vip/order/beingfi/verify',
  '/point/order/beingfi/verify',
  '/paypal/capture',
  '/qxPay/verify',
  '/user-payment/ocean-payment/sign',
];

describe('the contract', () => {
  it('names each call once', () => {
    const paths = allCalls.map((d) => d.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('is served: every defined call has its POST route under /v1', () => {
    expect(allCalls.map((d) => d.path).filter((p) => !served.includes(p))).toEqual([]);
  });

  it('is complete: every call served under /v1 is defined in it, answers checked against it', () => {
    const defined = new Set(allCalls.map((d) => d.path));
    expect(served.filter((p) => !defined.has(p) && !unsupportedGatewayCalls.includes(p))).toEqual([]);
  });
});
