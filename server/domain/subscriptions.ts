import { scheduledJob } from '../jobs/define.js';
import type { UserRow } from '../db/database.js';
import type { Deps } from '../deps.js';
import type { CardData, SubscriptionInfo } from '../../shared/schemas/orders.js';
import type { Db } from '../db/connect.js';
import { DiscountType, SubscriptionStatus } from '../../shared/enums.js';
import { selectPlans } from '../../shared/plans.js';
import { ErrorCode, ErrorText } from '../../shared/errors.js';
import { AppError } from '../errors.js';
import { newId } from './ids.js';
import { createOrder, markPaid } from './orders/index.js';
import { cancelUnpaidOrder } from './orders/create.js';
import { activeCard } from './orders/subscription-period.js';
import { parseSandboxCard } from '../providers/payment/sandbox-cards.js';
import { isUniqueViolation } from './orders/db-errors.js';
import { isLifetime } from '../../shared/constants.js';

/**
 * Subscriptions: a paid period plan starts or renews one (subIn); cancelling stops
 * renewal and Premium stays until the period end; resuming needs a linked card; a plan change is
 * what the next renewal charges. Renewals charge the linked card through the sandbox gateway.
 */

const toCard = (c: { id: string; brand: string; last4: string; create_time: number }): CardData => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  createTime: c.create_time,
});

const subscriptionOf = (deps: Deps, userId: string) =>
  deps.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('create_time', 'desc').executeTakeFirst();

/** The user's subscription (with its plan title) and linked card, for the subscription and card pages. */
export async function subscriptionInfo(deps: Deps, user: UserRow): Promise<SubscriptionInfo> {
  const [sub, card] = await Promise.all([subscriptionOf(deps, user.id), activeCard(deps.db, user.id)]);
  if (!sub) return { subscription: null, card: card ? toCard(card) : null };
  const plan = await deps.db.selectFrom('vip_plans').select('title').where('id', '=', sub.plan_id).executeTakeFirst();
  return {
    subscription: {
      id: sub.id,
      planId: sub.plan_id,
      planTitle: plan?.title ?? sub.plan_id,
      status: sub.status,
      currentPeriodEnd: sub.current_period_end,
      cardId: card ? sub.card_id : null,
    },
    card: card ? toCard(card) : null,
  };
}

/**
 * The user's card subscription stops renewing, as the user's cancel does (Premium paid for lasts
 * to its period's end): a ban, a deletion request. Inside the caller's transaction.
 */
export async function stopCardRenewals(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: SubscriptionStatus.cancel, update_time: now })
    .where('user_id', '=', userId)
    .where('status', '=', SubscriptionStatus.subIn)
    .execute();
}

/** Stop renewing; Premium stays until the period end. */
export async function cancelSubscription(deps: Deps, user: UserRow): Promise<SubscriptionInfo> {
  const sub = await subscriptionOf(deps, user.id);
  if (!sub || sub.status !== SubscriptionStatus.subIn) throw new AppError(ErrorCode.badParams, ErrorText.noSubscription);
  await deps.db
    .updateTable('subscriptions')
    .set({ status: SubscriptionStatus.cancel, update_time: deps.clock() })
    .where('id', '=', sub.id)
    .execute();
  return subscriptionInfo(deps, user);
}

/** Renew again at the period end, charging the linked card; only while the paid period lasts. */
export async function resumeSubscription(deps: Deps, user: UserRow): Promise<SubscriptionInfo> {
  const now = deps.clock();
  const sub = await subscriptionOf(deps, user.id);
  if (!sub || sub.current_period_end <= now || isLifetime(user.vip_expire_at))
    throw new AppError(ErrorCode.badParams, 'You currently have no subscription to resume');
  const card = await activeCard(deps.db, user.id);
  if (!card) throw new AppError(ErrorCode.badParams, ErrorText.noCard);
  await deps.db
    .updateTable('subscriptions')
    .set({ status: SubscriptionStatus.subIn, card_id: card.id, update_time: now })
    .where('id', '=', sub.id)
    .execute();
  return subscriptionInfo(deps, user);
}

/** The next renewal charges this plan; the period already paid is unchanged. */
export async function changeSubscriptionPlan(deps: Deps, user: UserRow, planId: string): Promise<SubscriptionInfo> {
  const sub = await subscriptionOf(deps, user.id);
  if (!sub || sub.status !== SubscriptionStatus.subIn) throw new AppError(ErrorCode.badParams, 'You currently have no subscription');
  const plan = await deps.db
    .selectFrom('vip_plans')
    .select(['id', 'lifetime', 'only_pay_tg_star'])
    .where('id', '=', planId)
    .where('active', '=', 1)
    // The exit offer's price is for one order (orders/exit-offer.ts), never every renewal.
    .where('discount_type', '!=', DiscountType.exit)
    .executeTakeFirst();
  if (!plan) throw new AppError(ErrorCode.badParams, `Unknown Premium plan: ${planId}`);
  if (plan.lifetime === 1) throw new AppError(ErrorCode.badParams, 'Lifetime Premium is a one-time purchase, not a subscription plan');
  // Renewals charge the linked card, which a Stars-only plan is not sold for (orders/payment.ts).
  if (plan.only_pay_tg_star === 1) throw new AppError(ErrorCode.badParams, ErrorText.paymentNotSupported);
  await deps.db.updateTable('subscriptions').set({ plan_id: plan.id, update_time: deps.clock() }).where('id', '=', sub.id).execute();
  return subscriptionInfo(deps, user);
}

/** Link a card (sandbox: a test card; only brand and last 4 digits are stored). Replaces the previous card. */
export async function bindCard(deps: Deps, user: UserRow, input: { cardNumber: string; expiry: string }): Promise<CardData> {
  if (!deps.config.paymentSandbox) throw new AppError(ErrorCode.badParams, ErrorText.paymentNotSupported);
  const now = deps.clock();
  const { brand, last4 } = parseSandboxCard(input.cardNumber, input.expiry, now);
  const id = newId('card');
  await deps.db.transaction().execute(async (trx) => {
    // The user's row first, as a credit linking the card it was paid with holds it (linkChargedCard).
    await trx.updateTable('users').set({ update_time: now }).where('id', '=', user.id).execute();
    await trx
      .updateTable('payment_cards')
      .set({ removed_at: now })
      .where('user_id', '=', user.id)
      .where('removed_at', 'is', null)
      .execute();
    await trx.insertInto('payment_cards').values({ id, user_id: user.id, brand, last4, create_time: now, removed_at: null }).execute();
    await trx.updateTable('subscriptions').set({ card_id: id, update_time: now }).where('user_id', '=', user.id).execute();
  });
  return { id, brand, last4, createTime: now };
}

/** Unlink the card: renewals stop at the period end (the subscription ends then for lack of a card). */
export async function unbindCard(deps: Deps, user: UserRow, cardId?: string): Promise<SubscriptionInfo> {
  const card = await activeCard(deps.db, user.id);
  if (!card || (cardId && card.id !== cardId)) throw new AppError(ErrorCode.badParams, ErrorText.noCard);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('payment_cards').set({ removed_at: now }).where('id', '=', card.id).execute();
    await trx.updateTable('subscriptions').set({ card_id: null, update_time: now }).where('user_id', '=', user.id).execute();
  });
  return subscriptionInfo(deps, user);
}

export interface RenewalReport {
  renewed: string[];
  ended: string[];
  failed: string[];
}

/**
 * Charge every subscription due (subIn, period ended) on its linked card. Idempotent per period:
 * the charge's provider_ref is `renew-<subId>-<periodEnd>` (UNIQUE), so a second run, a second
 * instance or a retry after a crash can never charge or credit the same period twice.
 */
export async function renewDueSubscriptions(deps: Deps): Promise<RenewalReport> {
  const now = deps.clock();
  const report: RenewalReport = { renewed: [], ended: [], failed: [] };
  const due = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', SubscriptionStatus.subIn)
    .where('current_period_end', '<=', now)
    // Telegram renews a live Stars subscription itself (domain/stars): never charge a card as well.
    .where('user_id', 'not in', (eb) =>
      eb
        .selectFrom('star_subscriptions')
        .select('user_id')
        .where('canceled', '=', 0)
        .where('expires_at', '>', now - 7 * 24 * 3600_000),
    )
    // A closed account (an operator's ban) can use nothing a renewal buys; a ban ends the row too.
    .where('user_id', 'not in', (eb) => eb.selectFrom('user_bans').select('user_id'))
    .execute();
  for (const sub of due) {
    try {
      const outcome = await renewOne(deps, sub);
      if (outcome !== 'skipped') report[outcome].push(sub.id);
    } catch (err) {
      // One failing subscription must not hold up the others; it is retried on the next run.
      deps.log.error('subscription renewal failed', { subscriptionId: sub.id, error: err instanceof Error ? err.message : String(err) });
      report.failed.push(sub.id);
    }
  }
  return report;
}

/**
 * The plan a period renews at: the one bought, or, for a period bought at the exit offer's plan,
 * the regular plan of the same length (the offer's price was for that one order).
 */
async function renewalPlan(db: Db, planId: string) {
  const plan = await db
    .selectFrom('vip_plans')
    .select(['id', 'active', 'month', 'discount_type', 'only_pay_tg_star'])
    .where('id', '=', planId)
    .executeTakeFirst();
  if (plan?.discount_type !== DiscountType.exit) return plan;
  const regular = await db
    .selectFrom('vip_plans')
    .select(['id', 'active', 'month', 'discount_type', 'discount', 'only_pay_tg_star'])
    .where('active', '=', 1)
    .where('lifetime', '=', 0)
    .where('discount_type', '!=', DiscountType.exit)
    .where('month', '=', plan.month)
    .execute();
  return selectPlans(regular)[0];
}

type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof subscriptionOf>>>;

async function renewOne(deps: Deps, sub: SubscriptionRow): Promise<'renewed' | 'ended' | 'skipped'> {
  const ref = `renew-${sub.id}-${sub.current_period_end}`;
  if (await deps.db.selectFrom('orders').select('id').where('provider_ref', '=', ref).executeTakeFirst()) return 'skipped';
  const card = sub.card_id
    ? await deps.db.selectFrom('payment_cards').selectAll().where('id', '=', sub.card_id).where('removed_at', 'is', null).executeTakeFirst()
    : undefined;
  const plan = await renewalPlan(deps.db, sub.plan_id);
  const end = async (why: string) => {
    await deps.db
      .updateTable('subscriptions')
      .set({ status: SubscriptionStatus.cancel, update_time: deps.clock() })
      .where('id', '=', sub.id)
      .where('status', '=', SubscriptionStatus.subIn)
      .execute();
    deps.log.info('subscription ended at its period end', { subscriptionId: sub.id, why });
    return 'ended' as const;
  };
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', sub.user_id).executeTakeFirstOrThrow();
  // Lifetime Premium renews nothing: its owner is never charged for a period again.
  if (isLifetime(user.vip_expire_at)) return end('lifetime Premium');
  if (!card) return end('no linked card');
  if (!deps.config.paymentSandbox) return end('no card gateway configured');
  if (plan?.active !== 1) return end(`plan ${sub.plan_id} is no longer offered`);
  if (plan.only_pay_tg_star === 1) return end(`plan ${plan.id} is sold for Stars only`);

  const order = await createOrder(deps, user, {
    kind: 'vip',
    itemId: plan.id,
    comeFrom: 'renewal',
    extraJson: JSON.stringify({ subscriptionId: sub.id, cardId: card.id }),
  });
  if (!(await claimPeriod(deps, sub, order.id, ref))) {
    // Cancelled or refunded since the due list was read, or another run charged this period first.
    await cancelUnpaidOrder(deps, order.id);
    return 'skipped';
  }
  const paid = await markPaid(deps, { orderId: order.id, providerRef: ref, payMethod: 'OceanPayment', amountCents: order.amount_cents });
  return paid.credited ? 'renewed' : 'skipped';
}

/**
 * The charge of one period is recorded on its order (the sandbox's charge) only while the
 * subscription still renews that very period: a guarded UPDATE of the subscription row in the
 * transaction that records it, so a cancel or a refund committed after the due list was read
 * stops the charge, and one that comes later waits for it (PostgreSQL holds the row) and then
 * stands: the credit of a renewal never sets the subscription renewing again
 * (extendSubscriptionPeriod). The order is written before the subscription row, the order the
 * credit takes them in, so two runs never wait on each other. False when not recorded.
 */
async function claimPeriod(deps: Deps, sub: SubscriptionRow, orderId: string, ref: string): Promise<boolean> {
  const now = deps.clock();
  const notRenewing = new Error('the subscription no longer renews this period');
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set({ provider_ref: ref, pay_method: 'OceanPayment', paid_at: now })
        .where('id', '=', orderId)
        .where('provider_ref', 'is', null)
        .execute();
      const claimed = await trx
        .updateTable('subscriptions')
        .set({ update_time: now })
        .where('id', '=', sub.id)
        .where('status', '=', SubscriptionStatus.subIn)
        .where('current_period_end', '=', sub.current_period_end)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw notRenewing; // rolls the record back
    });
    return true;
  } catch (err) {
    // The period's reference is UNIQUE: another run recorded it first.
    if (err === notRenewing || isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Every minute: renew what is due (once across processes: server/jobs). */
export const renewalsJob = scheduledJob('subscriptions.renew', '* * * * *', async (deps) => {
  const r = await renewDueSubscriptions(deps);
  if (r.renewed.length || r.ended.length || r.failed.length) deps.log.info('subscription renewals', { ...r });
});
