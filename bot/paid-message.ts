import type { OrderRow, UserRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import { energy as E, isLifetime } from '../shared/constants.js';
import { formatDate, messagesFor } from './i18n/index.js';
import { goldItemById, vipPlanById } from '../server/domain/plans.js';

/** The thank-you for a credited order, from the user as they are after the credit. */
export async function paidMessage(deps: Deps, order: OrderRow, user: UserRow, locale: string): Promise<string> {
  const t = messagesFor(locale);
  if (order.kind === 'gold') {
    const item = await goldItemById(deps.db, order.item_id);
    return t.paidCoins({ coins: (item?.gold ?? 0) + (item?.bonus ?? 0), balance: user.gold_balance });
  }
  const plan = await vipPlanById(deps.db, order.item_id);
  const lifetime = isLifetime(user.vip_expire_at);
  const coins = plan?.lifetime === 1 ? Math.max(plan.gift_gold, E.lifetimeCoins) : (plan?.gift_gold ?? 0);
  const head = lifetime ? t.paidLifetime : t.paidPremium({ date: formatDate(locale, user.vip_expire_at) });
  return coins > 0 ? `${head} ${t.bonusCoins({ coins })}` : head;
}
