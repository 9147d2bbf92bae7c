import { Composer } from 'grammy';
import { brandForUrl } from '../../shared/brands.js';
import { findOrder } from '../../server/domain/orders/view.js';
import { localizedInvoice } from '../invoice.js';
import {
  creditedStarsPayments,
  paidBy,
  refundStarsCharge,
  requestStarsRefund,
  selfRefundVerdict,
  SELF_REFUND_WINDOW_MS,
} from '../../server/domain/stars/refunds.js';
import { AppError } from '../../server/errors.js';
import { OrderStatus } from '../../shared/enums.js';
import { ErrorCode } from '../../shared/errors.js';
import type { BotContext } from '../context.js';
import { starsTexts } from '../i18n/stars-texts.js';

const REFUND = /^refund:(.+)$/;
const supportEmail = (ctx: BotContext) => brandForUrl(ctx.deps.config.publicUrl, ctx.deps.config.brand).supportEmail;

/**
 * `/paysupport`, which Telegram asks every Stars seller to answer: how refunds work, and one button
 * per Stars payment still credited. A recent payment whose coins are unspent is refunded at once
 * (credit taken back, then refundStarPayment); anything else goes to an operator.
 */
export const paysupportFeature = new Composer<BotContext>();

paysupportFeature.command('paysupport', async (ctx) => {
  const user = await ctx.account();
  const s = starsTexts(ctx.locale);
  const email = supportEmail(ctx);
  const paid = await creditedStarsPayments(ctx.deps, user, ctx.from!.id);
  if (paid.length === 0) return ctx.reply(`${ctx.t.paySupport({ email })}\n\n${s.refundNone}`);
  const rows = [];
  for (const o of paid) {
    const { title } = await localizedInvoice(ctx.deps, o, ctx.locale);
    rows.push([{ text: s.refundButton({ title, stars: o.stars }), callback_data: `refund:${o.id}` }]);
  }
  await ctx.reply(`${ctx.t.paySupport({ email })}\n\n${s.refundHow({ days: SELF_REFUND_WINDOW_MS / 86_400_000 })}`, {
    reply_markup: { inline_keyboard: rows },
  });
});

paysupportFeature.callbackQuery(REFUND, async (ctx) => {
  await ctx.answerCallbackQuery();
  const user = await ctx.account();
  const s = starsTexts(ctx.locale);
  const order = await findOrder(ctx.deps.db, ctx.match[1] ?? '');
  if (!order || !paidBy(order, user, ctx.from.id)) return ctx.reply(ctx.t.linkInvalid);
  if (order.status !== OrderStatus.hasPay) return ctx.reply(s.refundAlready);
  const verdict = await selfRefundVerdict(ctx.deps, order);
  if (!verdict.ok) {
    await requestStarsRefund(ctx.deps, order, verdict.reason);
    return ctx.reply(s.refundReview({ email: supportEmail(ctx) }));
  }
  try {
    // Unspent is decided again in the refund's own transaction: coins spent since the verdict keep the Stars here.
    const r = await refundStarsCharge(ctx.deps, order.provider_ref!, `asked by the buyer in /paysupport`, { allCoins: true });
    await ctx.reply(r.returned ? s.refundDone({ stars: r.stars }) : s.refundReview({ email: supportEmail(ctx) }));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code !== ErrorCode.notEnoughCoins) await ctx.reply(s.refundAlready);
    else {
      await requestStarsRefund(ctx.deps, order, 'spent');
      await ctx.reply(s.refundReview({ email: supportEmail(ctx) }));
    }
  }
  await ctx.editMessageReplyMarkup({ reply_markup: { inline_keyboard: [] } }).catch(() => {});
});
