import type { Db } from '../../db/connect.js';
import type { OrderRow } from '../../db/database.js';
import type { PayMethod } from '../../../shared/enums.js';
import { energy as E } from '../../../shared/constants.js';
import { applyLedger } from '../ledger.js';

/**
 * The customer-service payment channel (docs/money.md): a coin order placed from its screen
 * (comeFrom `customer_service`) is paid to a support agent (a USDT transfer, TapWallet) and
 * confirmed by an operator; it then earns up to 5% more coins (rounded down), credited in the
 * same transaction as the pack. A card payment of the same order earns no bonus.
 */
export const SUPPORT_CHANNEL = 'customer_service';
export const SUPPORT_PAY_METHOD: PayMethod = 'TapWallet';

/** The bonus of an order's coins: 5% rounded down, so never more than 5%. */
export const supportBonus = (coins: number) => Math.floor((coins * E.supportChannelBonusPct) / 100);

/** Inside applyCredit's transaction: the bonus when the order came and was paid through the channel. */
export async function creditSupportBonus(trx: Db, order: OrderRow, coins: number, now: number): Promise<void> {
  if (order.kind !== 'gold' || order.come_from !== SUPPORT_CHANNEL || order.pay_method !== SUPPORT_PAY_METHOD) return;
  const bonus = supportBonus(coins);
  // A 'gold_order' row of the order: a refund of the order takes the bonus back with the pack.
  if (bonus > 0)
    await applyLedger(trx, { userId: order.user_id, currency: 'gold', amount: bonus, reason: 'gold_order', refId: order.id, now });
}
