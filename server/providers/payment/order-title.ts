import type { Db } from '../../db/connect.js';
import type { OrderRow } from '../../db/database.js';
import { orderContents } from '../../domain/orders/contents.js';
import { checkoutTextsFor } from './checkout-texts.js';

/**
 * An order's name (`title`: "Premium · 30 days", "300 coins", worded like the bot's Stars invoice)
 * and what it gives (`description`: "30 days of Premium and 300 coins", "300 coins + 30 bonus") in
 * a language, English by default, for invoices and the checkout page.
 */
export async function orderTitle(db: Db, o: OrderRow, lang?: string | null): Promise<{ title: string; description: string }> {
  const t = checkoutTextsFor(lang);
  const c = await orderContents(db, o);
  // A plan or pack deleted since the order was made: its id is all there is to show.
  if (!c) return { title: o.item_id, description: o.item_id };
  if (c.kind === 'vip') {
    const term = c.lifetime ? t.premiumLifetime : t.premiumDays({ days: c.days });
    return {
      title: c.lifetime ? t.premiumLifetimeTitle : t.premiumTitle({ days: c.days }),
      description: c.coins > 0 ? t.withCoins({ term, coins: c.coins }) : term,
    };
  }
  return {
    title: t.coins({ coins: c.gold }),
    description: c.bonus > 0 ? t.coinsBonus({ coins: c.gold, bonus: c.bonus }) : t.coins({ coins: c.gold }),
  };
}
