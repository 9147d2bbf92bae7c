import type { OrderRow, UserRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import { isLifetime } from '../shared/constants.js';
import { formatDate, messagesFor } from './i18n/index.js';
import { orderContents } from '../server/domain/orders/contents.js';

/** The thank-you for a credited order, from the user as they are after the credit. */
export async function paidMessage(deps: Deps, order: OrderRow, user: UserRow, locale: string): Promise<string> {
  const t = messagesFor(locale);
  const c = await orderContents(deps.db, order);
  if (order.kind === 'gold') {
    const coins = c?.kind === 'gold' ? c.gold + c.bonus : 0;
    return t.paidCoins({ coins, balance: user.gold_balance });
  }
  const lifetime = isLifetime(user.vip_expire_at);
  const coins = c?.kind === 'vip' ? c.coins : 0;
  const head = lifetime ? t.paidLifetime : t.paidPremium({ date: formatDate(locale, user.vip_expire_at) });
  return coins > 0 ? `${head} ${t.bonusCoins({ coins })}` : head;
}
