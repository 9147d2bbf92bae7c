import type { Api } from 'grammy';
import type { OrderRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import type { CreateInvoiceLink, StarsInvoice } from '../server/providers/payment/index.js';
import { starsInvoice } from '../server/providers/payment/telegram-star.js';
import { orderContents } from '../server/domain/orders/contents.js';
import { messagesFor } from './i18n/index.js';
import { checkoutTextsFor } from '../server/providers/payment/checkout-texts.js';
import { getUser } from '../server/domain/users.js';
import { starsSubscriptionPeriod } from '../server/domain/stars/subscriptions.js';

/**
 * A Stars invoice in the buyer's language, from what the order buys; the invoice's shape (one
 * price item in whole Stars, length limits, payload) is the payment provider's `starsInvoice`.
 */
export async function localizedInvoice(deps: Deps, order: OrderRow, locale: string): Promise<StarsInvoice> {
  const t = messagesFor(locale);
  // Named as the web checkout names it (one table for both).
  const names = checkoutTextsFor(locale);
  const c = await orderContents(deps.db, order);
  if (!c) throw new Error(`Item ${order.item_id} of order ${order.id} not found`);
  if (c.kind === 'vip') {
    return starsInvoice(order, {
      title: c.lifetime ? names.premiumLifetimeTitle : names.premiumTitle({ days: c.days }),
      description: c.coins > 0 ? `${t.premiumPerks} ${t.bonusCoins({ coins: c.coins })}` : t.premiumPerks,
    });
  }
  return starsInvoice(order, {
    title: names.coins({ coins: c.gold }),
    description: c.bonus > 0 ? `${t.coinsPerks} ${t.bonusCoins({ coins: c.bonus })}` : t.coinsPerks,
  });
}

async function buyerLocale(deps: Deps, order: OrderRow): Promise<string> {
  const u = await getUser(deps.db, order.user_id);
  return u?.lang ?? 'en';
}

/** Send the invoice into a chat (the bot's own purchase flow). */
export async function sendStarsInvoice(api: Api, deps: Deps, chatId: number, order: OrderRow, locale: string) {
  const inv = await localizedInvoice(deps, order, locale);
  return api.sendInvoice(chatId, inv.title, inv.description, inv.payload, inv.currency, inv.prices, { provider_token: inv.providerToken });
}

/**
 * For the Telegram Stars payment provider: an invoice link the mini-app opens with `openInvoice`.
 * The provider's own English texts are replaced by the buyer's language; payload stays the order id.
 */
export function createStarsInvoiceLink(bot: { api: Api }, deps: Deps): CreateInvoiceLink {
  return async function starsInvoiceLink(order: OrderRow) {
    if (!Number.isInteger(order.stars) || order.stars <= 0) throw new Error(`Order ${order.id} has no Stars price`);
    const inv = await localizedInvoice(deps, order, await buyerLocale(deps, order));
    // A 30-day plan is a Stars subscription Telegram renews (docs/money.md); the rest are one-time.
    const period = await starsSubscriptionPeriod(deps, order);
    return bot.api.createInvoiceLink(inv.title, inv.description, inv.payload, inv.providerToken, inv.currency, inv.prices, {
      ...(period && { subscription_period: period }),
    });
  };
}
