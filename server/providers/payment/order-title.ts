import type { Db } from '../../db/connect.js';
import type { OrderRow } from '../../db/database.js';

/** A short product name for invoices and the checkout page. */
export async function orderTitle(db: Db, o: OrderRow): Promise<{ title: string; description: string }> {
  if (o.kind === 'vip') {
    const plan = await db.selectFrom('vip_plans').select(['title', 'lifetime', 'days', 'gift_gold']).where('id', '=', o.item_id).executeTakeFirst();
    const name = plan?.title ?? o.item_id;
    const term = plan?.lifetime ? 'lifetime Premium' : `${plan?.days ?? 0} days of Premium`;
    const coins = plan && plan.gift_gold > 0 ? ` and ${plan.gift_gold} coins` : '';
    return { title: `Premium · ${name}`, description: `${term}${coins}` };
  }
  const item = await db.selectFrom('gold_items').select(['gold', 'bonus']).where('id', '=', o.item_id).executeTakeFirst();
  const coins = (item?.gold ?? 0) + (item?.bonus ?? 0);
  return { title: `${coins} coins`, description: item && item.bonus > 0 ? `${item.gold} coins + ${item.bonus} bonus` : `${coins} coins` };
}
