import type { Db } from '../../db/connect.js';
import type { OrderRow, VipPlanRow } from '../../db/database.js';
import { energy as E } from '../../../shared/constants.js';

/** What an order buys, read from the plan or coin pack it was priced from. */
export type OrderContents =
  { kind: 'vip'; planTitle: string; days: number; lifetime: boolean; coins: number } | { kind: 'gold'; gold: number; bonus: number };

/** The coins a Premium plan adds; the spec fixes lifetime at 5000 coins whatever the plan row says. */
export const planCoins = (plan: Pick<VipPlanRow, 'lifetime' | 'gift_gold'>) =>
  plan.lifetime === 1 ? Math.max(plan.gift_gold, E.lifetimeCoins) : plan.gift_gold;

/** The order's contents; undefined when its plan or pack no longer exists. */
export async function orderContents(db: Db, order: Pick<OrderRow, 'kind' | 'item_id'>): Promise<OrderContents | undefined> {
  if (order.kind === 'vip') {
    const plan = await db.selectFrom('vip_plans').selectAll().where('id', '=', order.item_id).executeTakeFirst();
    return plan && { kind: 'vip', planTitle: plan.title, days: plan.days, lifetime: plan.lifetime === 1, coins: planCoins(plan) };
  }
  const item = await db.selectFrom('gold_items').select(['gold', 'bonus']).where('id', '=', order.item_id).executeTakeFirst();
  return item && { kind: 'gold', gold: item.gold, bonus: item.bonus };
}
