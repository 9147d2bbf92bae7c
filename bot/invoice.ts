import type { Api } from 'grammy';
import type { LabeledPrice } from 'grammy/types';
import type { OrderRow } from '../server/db/database.js';
import type { Deps } from '../server/deps.js';
import type { CreateInvoiceLink } from '../server/providers/payment/index.js';
import { energy as E } from '../shared/constants.js';
import { messagesFor } from './i18n/index.js';
import { goldItemById, vipPlanById } from '../server/domain/plans.js';
import { getUser } from '../server/domain/users.js';

export interface InvoiceTexts {
  title: string;
  description: string;
  prices: LabeledPrice[];
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/**
 * Title and description of a Stars invoice in the buyer's language, from the plan or coin pack the
 * order was priced from. XTR takes exactly one price item in whole Stars: the order's own amount.
 */
export async function invoiceTexts(deps: Deps, order: OrderRow, locale: string): Promise<InvoiceTexts> {
  const t = messagesFor(locale);
  let title: string;
  let description: string;
  if (order.kind === 'vip') {
    const plan = await vipPlanById(deps.db, order.item_id);
    if (!plan) throw new Error(`Plan ${order.item_id} not found`);
    const lifetime = plan.lifetime === 1;
    const coins = lifetime ? Math.max(plan.gift_gold, E.lifetimeCoins) : plan.gift_gold;
    title = lifetime ? t.premiumLifetimeTitle : t.premiumTitle({ days: plan.days });
    description = coins > 0 ? `${t.premiumPerks} ${t.bonusCoins({ coins })}` : t.premiumPerks;
  } else {
    const item = await goldItemById(deps.db, order.item_id);
    if (!item) throw new Error(`Coin pack ${order.item_id} not found`);
    title = t.coinsTitle({ coins: item.gold });
    description = item.bonus > 0 ? `${t.coinsPerks} ${t.bonusCoins({ coins: item.bonus })}` : t.coinsPerks;
  }
  // Bot API limits: title 1–32, description 1–255 characters.
  title = clip(title, 32);
  return { title, description: clip(description, 255), prices: [{ label: title, amount: order.stars }] };
}

async function buyerLocale(deps: Deps, order: OrderRow): Promise<string> {
  const u = await getUser(deps.db, order.user_id);
  return u?.lang ?? 'en';
}

/** Send the invoice into a chat (the bot's own purchase flow). */
export async function sendStarsInvoice(api: Api, deps: Deps, chatId: number, order: OrderRow, locale: string) {
  const inv = await invoiceTexts(deps, order, locale);
  return api.sendInvoice(chatId, inv.title, inv.description, order.id, 'XTR', inv.prices, { provider_token: '' });
}

/**
 * For the Telegram Stars payment provider: an invoice link the mini-app opens with `openInvoice`.
 * The provider's own English texts are replaced by the buyer's language; payload stays the order id.
 */
export function createStarsInvoiceLink(bot: { api: Api }, deps: Deps): CreateInvoiceLink {
  return async function starsInvoiceLink(order: OrderRow) {
    if (!Number.isInteger(order.stars) || order.stars <= 0) throw new Error(`Order ${order.id} has no Stars price`);
    const inv = await invoiceTexts(deps, order, await buyerLocale(deps, order));
    return bot.api.createInvoiceLink(inv.title, inv.description, order.id, '', 'XTR', inv.prices);
  };
}
