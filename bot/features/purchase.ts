import { Composer } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { createOrder, cancelOrder } from '../../server/domain/orders/index.js';
import { starsGoldItems } from '../../server/domain/plans.js';
import { AppError } from '../../server/errors.js';
import type { BotContext } from '../context.js';
import { parseStartPayload } from '../deep-link.js';
import { createStarsInvoiceLink, sendStarsInvoice } from '../invoice.js';
import { renewsStarsSubscription, starsSubscriptionPeriod } from '../../server/domain/stars/subscriptions.js';
import { starsInvoiceOf } from '../../server/providers/payment/index.js';
import { starsTexts } from '../i18n/stars-texts.js';
import { overLimit } from '../rate-limits.js';

/** Where a purchase started, kept on the order (spec: comeFrom tags). */
export const COME_FROM = { deepLink: 'bot', photoUnlock: 'bot_unlock_photo' } as const;

const BUY = /^buy:(vip|gold):(.+)$/;
const buyData = (kind: 'vip' | 'gold', itemId: string) => `buy:${kind}:${itemId}`;

/** One button per coin pack sold for Stars, for the "not enough coins" moments. */
export async function coinPackRows(ctx: BotContext): Promise<InlineKeyboardButton[][]> {
  const packs = await starsGoldItems(ctx.deps.db);
  return packs.map((p) => [{ text: ctx.t.coinPack({ coins: p.gold + p.bonus, stars: p.tg_star }), callback_data: buyData('gold', p.id) }]);
}

/** Create the order (priced by the server) and send its Stars invoice; payload = the order id. */
export async function offerInvoice(ctx: BotContext, kind: 'vip' | 'gold', itemId: string, comeFrom: string) {
  const user = await ctx.account();
  if (await overLimit(ctx, 'order.account', user.id)) return;
  // One Stars subscription at a time: a second would renew beside the first. Nothing is written.
  if ((await starsSubscriptionPeriod(ctx.deps, { kind, item_id: itemId })) && (await renewsStarsSubscription(ctx.deps, user.id))) {
    await ctx.reply(starsTexts(ctx.locale).subscriptionLive);
    return;
  }
  let order;
  try {
    order = await createOrder(ctx.deps, user, { kind, itemId, comeFrom });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await ctx.reply(ctx.t.purchaseUnavailable);
    return;
  }
  if (order.stars <= 0) {
    // A plan without a Stars price cannot be sold here; do not leave a payable order behind.
    await cancelOrder(ctx.deps, user, order.id);
    await ctx.reply(ctx.t.purchaseUnavailable);
    return;
  }
  // A 30-day plan is a Stars subscription, which only an invoice link can carry (sendInvoice takes no period).
  if (await starsSubscriptionPeriod(ctx.deps, order)) {
    const link = await createStarsInvoiceLink(ctx, ctx.deps)(order, await starsInvoiceOf(ctx.deps.db, order));
    await ctx.reply(starsTexts(ctx.locale).subscribeOffer({ stars: order.stars }), {
      reply_markup: { inline_keyboard: [[{ text: starsTexts(ctx.locale).subscribeButton({ stars: order.stars }), url: link }]] },
    });
    return;
  }
  await sendStarsInvoice(ctx.api, ctx.deps, ctx.chat?.id ?? ctx.from!.id, order, ctx.locale);
}

/** `buy_vip_<planId>` / `buy_gold_<itemId>` deep links and the coin pack buttons. */
export const purchaseFeature = new Composer<BotContext>();

purchaseFeature.command('start', async (ctx, next) => {
  const payload = parseStartPayload(ctx.match);
  if (payload.kind !== 'buy') return next();
  await offerInvoice(ctx, payload.orderKind, payload.itemId, COME_FROM.deepLink);
});

purchaseFeature.callbackQuery(BUY, async (ctx) => {
  await ctx.answerCallbackQuery();
  const [, kind, itemId = ''] = ctx.match;
  await offerInvoice(ctx, kind === 'vip' ? 'vip' : 'gold', itemId, COME_FROM.photoUnlock);
});
