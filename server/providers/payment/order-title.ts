import type { Db } from '../../db/connect.js';
import type { OrderRow } from '../../db/database.js';
import { orderContents } from '../../domain/orders/contents.js';

/** A short English product name for invoices and the checkout page. */
export async function orderTitle(db: Db, o: OrderRow): Promise<{ title: string; description: string }> {
  const c = await orderContents(db, o);
  if (o.kind === 'vip') {
    const vip = c?.kind === 'vip' ? c : undefined;
    const term = vip?.lifetime ? 'lifetime Premium' : `${vip?.days ?? 0} days of Premium`;
    const coins = vip && vip.coins > 0 ? ` and ${vip.coins} coins` : '';
    return { title: `Premium · ${vip?.planTitle ?? o.item_id}`, description: `${term}${coins}` };
  }
  const item = c?.kind === 'gold' ? c : undefined;
  const coins = (item?.gold ?? 0) + (item?.bonus ?? 0);
  return { title: `${coins} coins`, description: item && item.bonus > 0 ? `${item.gold} coins + ${item.bonus} bonus` : `${coins} coins` };
}
