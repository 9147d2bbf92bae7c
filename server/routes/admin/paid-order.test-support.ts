import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import type { PayMethod } from '../../../shared/enums.js';
import { markPaid } from '../../domain/orders/paid.js';

/**
 * An order of `uid` for one item, written waiting and then paid through the real markPaid (credit,
 * ledger), as the console's money tests need one. `stars` is the Stars price the order keeps (every
 * order keeps its item's); `payMethod` says how it was paid.
 */
export async function paidOrderOf(
  t: TestApp,
  o: {
    uid: string;
    kind: 'gold' | 'vip';
    itemId: string;
    cents: number;
    payMethod: PayMethod;
    stars?: number;
    currency?: string;
    orderId?: string;
    providerRef?: string;
  },
) {
  const orderId = o.orderId ?? `ord_${o.kind}_${o.payMethod}_${o.uid}`;
  await t.deps.db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: o.uid,
      kind: o.kind,
      item_id: o.itemId,
      amount_cents: o.cents,
      currency: o.currency ?? 'USD',
      stars: o.stars ?? 0,
      status: 10,
      pay_method: null,
      come_from: '',
      extra_json: '',
      provider_ref: null,
      create_time: t.deps.clock(),
      paid_at: null,
      credited_at: null,
      cancel_time: null,
    })
    .execute();
  expect((await markPaid(t.deps, { orderId, providerRef: o.providerRef ?? `charge_${orderId}`, payMethod: o.payMethod })).credited).toBe(
    true,
  );
  return orderId;
}
