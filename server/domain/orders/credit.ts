import type { Db } from '../../db/connect.js';
import type { OrderRow } from '../../db/database.js';
import { energy as E, LIFETIME_VIP_MS } from '../../../shared/constants.js';
import { applyLedger } from '../ledger.js';
import { planCoins } from './contents.js';
import { endSubscription, extendSubscriptionPeriod, isCardRenewal, linkChargedCard } from './subscription-period.js';
import type { ChargedCard } from '../../providers/payment/types.js';
import { creditSupportBonus } from './support-channel.js';

export const DAY_MS = 24 * 3600_000;

/**
 * The user's row, locked until the transaction ends: the credit computes Premium's new expiry
 * and the energy top-up from it, so two credits (or a credit and a refund) of one user at once
 * must not both read the old row. An UPDATE … RETURNING takes the row lock on PostgreSQL and
 * reads the latest committed row; SQLite runs one write transaction at a time anyway.
 */
async function lockUser(trx: Db, userId: string, now: number) {
  return trx.updateTable('users').set({ update_time: now }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/**
 * What a paid order gives, written in the caller's transaction (the one that flipped the order to
 * paid), so the order state, the balances and their ledger rows commit or fail together.
 * VIP: Premium from the later of now and the current expiry, plan coins, energy up to the
 * Premium cap, the subscription period, and the card it was charged on for the renewals (`card`,
 * a card gateway's). Gold: coins plus bonus.
 */
export async function applyCredit(trx: Db, order: OrderRow, now: number, card?: ChargedCard): Promise<void> {
  const ref = { userId: order.user_id, refId: order.id, now };
  if (order.kind === 'gold') {
    // One guarded addition: nothing read first.
    const item = await trx.selectFrom('gold_items').selectAll().where('id', '=', order.item_id).executeTakeFirstOrThrow();
    await applyLedger(trx, { ...ref, currency: 'gold', amount: item.gold + item.bonus, reason: 'gold_order' });
    await creditSupportBonus(trx, order, item.gold + item.bonus, now);
    return;
  }
  const user = await lockUser(trx, order.user_id, now);
  const plan = await trx.selectFrom('vip_plans').selectAll().where('id', '=', order.item_id).executeTakeFirstOrThrow();
  const lifetime = plan.lifetime === 1;
  const expireAt = lifetime ? Math.max(LIFETIME_VIP_MS, user.vip_expire_at) : Math.max(now, user.vip_expire_at) + plan.days * DAY_MS;
  await trx.updateTable('users').set({ vip_expire_at: expireAt, update_time: now }).where('id', '=', user.id).execute();
  if (user.energy < E.premiumCap) {
    await applyLedger(trx, { ...ref, currency: 'energy', amount: E.premiumCap - user.energy, reason: 'vip_order' });
  }
  const coins = planCoins(plan);
  if (coins > 0) await applyLedger(trx, { ...ref, currency: 'gold', amount: coins, reason: 'vip_order' });
  if (lifetime) await endSubscription(trx, user.id, null, now);
  else {
    await extendSubscriptionPeriod(trx, user.id, plan.id, expireAt, now, isCardRenewal(order));
    if (card) await linkChargedCard(trx, user.id, card, now);
  }
}

/**
 * Undo a credit as far as the user's balances allow: each currency credited by the order is taken
 * back (never below zero: spent coins stay spent), Premium loses the plan's days (lifetime ends
 * now), and renewals stop. Every move is a 'refund' ledger row. `allCoins`: every coin the order
 * gave is taken back by the guarded update or nothing is (2002, the caller's transaction rolls
 * back), for a refund that is owed only while the coins are unspent.
 */
export async function reverseCredit(trx: Db, order: OrderRow, now: number, allCoins = false): Promise<{ energy: number; gold: number }> {
  const user = await lockUser(trx, order.user_id, now);
  const credited = await trx
    .selectFrom('ledger')
    .select(['currency', 'amount'])
    .where('ref_id', '=', order.id)
    .where('reason', 'in', ['vip_order', 'gold_order'])
    .execute();
  const taken = { energy: 0, gold: 0 };
  for (const currency of ['energy', 'gold'] as const) {
    const total = credited.filter((r) => r.currency === currency).reduce((s, r) => s + r.amount, 0);
    const balance = currency === 'energy' ? user.energy : user.gold_balance;
    const back = allCoins && currency === 'gold' ? total : Math.min(total, balance);
    if (back > 0) {
      await applyLedger(trx, { userId: user.id, currency, amount: -back, reason: 'refund', refId: order.id, now });
      taken[currency] = back;
    }
  }
  if (order.kind === 'vip') {
    const plan = await trx.selectFrom('vip_plans').selectAll().where('id', '=', order.item_id).executeTakeFirstOrThrow();
    const expireAt =
      plan.lifetime === 1
        ? Math.min(user.vip_expire_at, now)
        : Math.max(Math.min(user.vip_expire_at, now), user.vip_expire_at - plan.days * DAY_MS);
    await trx.updateTable('users').set({ vip_expire_at: expireAt, update_time: now }).where('id', '=', user.id).execute();
    await endSubscription(trx, user.id, expireAt, now);
  }
  return taken;
}
