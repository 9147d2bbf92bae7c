import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../../test/harness.js';
import { makePaymentTestApp, type PaymentTestApp } from '../../providers/payment/test-support/app.js';
import { createOrder, markPaid, refundOrder } from './index.js';
import { confirmSupportPayment } from './support-confirm.js';

let t: PaymentTestApp;
afterEach(() => t.close());

const goldRows = (orderId: string) =>
  t.deps.db
    .selectFrom('ledger')
    .select(['amount', 'reason'])
    .where('ref_id', '=', orderId)
    .where('currency', '=', 'gold')
    .orderBy('id')
    .execute();

async function buyer() {
  const v = await t.member();
  return t.userRow(v.uid);
}

describe.each(dialects)('plan gift coins and the customer-service bonus on %s', (dialect) => {
  it.each([
    ['vip-monthly', 650, 300],
    ['vip-quarterly', 1500, 1000],
    ['vip-yearly', 3000, 5000],
  ])(
    'credits %s with its %s-Star payment and its %s gift coins once when 50 paid-notifications arrive at once',
    async (plan, stars, coins) => {
      t = await makePaymentTestApp({ dialect });
      const user = await buyer();
      const order = await createOrder(t.deps, user, { kind: 'vip', itemId: plan, comeFrom: '' });
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          markPaid(t.deps, { orderId: order.id, providerRef: `pay-${plan}`, payMethod: 'TelegramStar', stars }),
        ),
      );
      expect(results.filter((r) => r.credited)).toHaveLength(1);
      expect((await t.userRow(user.id)).gold_balance).toBe(coins);
      // The coins are one ledger row of the order, written with the Premium credit.
      expect(await goldRows(order.id)).toEqual([{ amount: coins, reason: 'vip_order' }]);
    },
  );

  it('gives 5% more coins (rounded down) to a coin order paid through customer service, once for 50 confirmations', async () => {
    t = await makePaymentTestApp({ dialect });
    const user = await buyer();
    // gold-300: 300 coins + 30 bonus = 330; 5% of 330 = 16.5 → 16.
    const order = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-300', comeFrom: 'customer_service' });
    const results = await Promise.all(Array.from({ length: 50 }, () => confirmSupportPayment(t.deps, order.id, 'tx-77', 299)));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect((await t.userRow(user.id)).gold_balance).toBe(346);
    expect(await goldRows(order.id)).toEqual([
      { amount: 330, reason: 'gold_order' },
      { amount: 16, reason: 'gold_order' },
    ]);
    // A refund takes the bonus back with the pack.
    await refundOrder(t.deps, order.id, 'test');
    expect((await t.userRow(user.id)).gold_balance).toBe(0);
  });

  it('gives no bonus to the same channel paid by card, nor to a shop order confirmed by an operator', async () => {
    t = await makePaymentTestApp({ dialect });
    const user = await buyer();
    const byCard = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-300', comeFrom: 'customer_service' });
    await markPaid(t.deps, { orderId: byCard.id, providerRef: 'card-1', payMethod: 'OceanPayment', amountCents: 299 });
    const shop = await createOrder(t.deps, user, { kind: 'gold', itemId: 'gold-300', comeFrom: 'coins' });
    await confirmSupportPayment(t.deps, shop.id, 'tx-2');
    expect((await t.userRow(user.id)).gold_balance).toBe(660);
    expect(await confirmSupportPayment(t.deps, byCard.id, 'tx-3')).toMatchObject({ credited: false, needsRefund: true });
  });
});
