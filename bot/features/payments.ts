import { Composer } from 'grammy';
import { checkPayable, type PayableCheck } from '../../server/domain/orders/index.js';
import { creditStarsPayment, renewsStarsSubscription, starsSubscriptionPeriod } from '../../server/domain/stars/subscriptions.js';
import { giveBackCharge } from '../../server/domain/stars/give-back.js';
import { telegramIdOf } from '../../server/domain/stars/telegram-id.js';
import { accountGone } from '../../server/domain/accounts/closed.js';
import { formatDate } from '../i18n/index.js';
import { starsTexts } from '../i18n/stars-texts.js';
import { logEvent } from '../../server/domain/logs.js';
import { AppError } from '../../server/errors.js';
import type { BotContext } from '../context.js';
import { paidMessage } from '../paid-message.js';

/** Stars are the only currency the bot invoices in; anything else is not one of our invoices. */
const STARS = 'XTR';

/**
 * Telegram Stars: pre-checkout answered from the order (Telegram waits at most 10 s), and the
 * successful_payment message, the only proof of payment, credited once per charge by the orders
 * domain (a subscription's renewal is an order of its own: domain/stars/subscriptions.ts).
 */
export const paymentsFeature = new Composer<BotContext>();

paymentsFeature.on('pre_checkout_query', async (ctx) => {
  const q = ctx.preCheckoutQuery;
  let verdict: PayableCheck;
  let refusal = ctx.t.orderNotPayable;
  try {
    verdict =
      q.currency === STARS
        ? await checkPayable(ctx.deps, q.invoice_payload, { stars: q.total_amount })
        : { ok: false as const, reason: `Currency ${q.currency}` };
    // Paid by the Telegram account of the order's owner only (when the owner has one): another
    // account's Stars would credit someone else and could never be asked back in /paysupport.
    const owner = verdict.ok ? await telegramIdOf(ctx.deps.db, verdict.order.user_id) : null;
    if (owner !== null && owner !== q.from.id) verdict = { ok: false as const, reason: 'Paid by another Telegram account' };
    // An erased account or a closed one (an operator's ban) buys nothing: it could not use it.
    const gone = verdict.ok ? await accountGone(ctx.deps.db, verdict.order.user_id) : null;
    if (gone) verdict = { ok: false as const, reason: `Account ${gone}` };
    // A second Stars subscription (a checkout opened in the app before the first was paid) would
    // renew beside the first: refused, with why.
    if (
      verdict.ok &&
      (await starsSubscriptionPeriod(ctx.deps, verdict.order)) &&
      (await renewsStarsSubscription(ctx.deps, verdict.order.user_id))
    ) {
      verdict = { ok: false as const, reason: 'A Stars subscription already renews' };
      refusal = starsTexts(ctx.locale).subscriptionLive;
    }
  } catch (err) {
    // Answer anyway: an unanswered query keeps the buyer waiting until Telegram gives up.
    await ctx.answerPreCheckoutQuery(false, { error_message: ctx.t.error });
    throw err;
  }
  if (verdict.ok) return ctx.answerPreCheckoutQuery(true);
  ctx.deps.log.warn('pre-checkout refused', { orderId: q.invoice_payload, stars: q.total_amount, reason: verdict.reason });
  await ctx.answerPreCheckoutQuery(false, { error_message: refusal });
});

paymentsFeature.on('message:successful_payment', async (ctx) => {
  const p = ctx.message.successful_payment;
  const { deps } = ctx;
  const charge = p.telegram_payment_charge_id;
  if (p.currency !== STARS) {
    deps.log.error('payment in an unexpected currency', { currency: p.currency, charge });
    return;
  }
  let result;
  try {
    // A subscription's renewals carry the first order's payload with a new charge: credited, not refunded.
    result = await creditStarsPayment(deps, {
      orderId: p.invoice_payload,
      chargeId: charge,
      stars: p.total_amount,
      telegramUserId: ctx.from!.id,
      isRecurring: p.is_recurring === true,
      expiresAt: p.subscription_expiration_date ? p.subscription_expiration_date * 1000 : undefined,
    });
  } catch (err) {
    // No such order: the Stars bought nothing, so they go back.
    if (!(err instanceof AppError)) throw err;
    if (await refund(ctx, charge, p.invoice_payload, err.message, ctx.t.refundedUnmatched)) await stopRefunded(ctx, p.is_recurring, charge);
    return;
  }
  if (result.credited && result.renewal)
    return ctx.reply(starsTexts(ctx.locale).renewed({ date: formatDate(ctx.locale, result.user.vip_expire_at) }));
  if (result.credited) return ctx.reply(await paidMessage(deps, result.order, result.user, ctx.locale));
  if (!result.needsRefund) return; // the same payment delivered again: it was credited the first time
  const text = result.reason === 'order_cancelled' ? ctx.t.refundedCancelled : ctx.t.refundedUnmatched;
  if ((await refund(ctx, charge, result.order.id, result.reason ?? 'not credited', text)) && !result.renewal)
    await stopRefunded(ctx, p.is_recurring, charge);
});

/** A subscription's first charge given back: Telegram would renew it every 30 days all the same. */
async function stopRefunded(ctx: BotContext, recurring: boolean | undefined, charge: string) {
  if (recurring !== true) return;
  await ctx.api.editUserStarSubscription(ctx.from!.id, charge, true).catch((err: unknown) => {
    ctx.deps.log.error('refunded subscription not cancelled', { charge, error: String(err) });
  });
}

/** Give a charge back to the account that paid it; false when another delivery of it did (nothing more to do or say). */
async function refund(ctx: BotContext, charge: string, orderId: string, reason: string, text: string): Promise<boolean> {
  const { deps } = ctx;
  if (!(await giveBackCharge(deps, { telegramUserId: ctx.from!.id, chargeId: charge, orderId, reason }))) return false;
  deps.log.warn('stars refunded', { orderId, charge, reason });
  await logEvent(deps.db, 'stars_refund', ctx.user?.id ?? null, { orderId, charge, reason }, deps.clock());
  await ctx.reply(text);
  return true;
}
