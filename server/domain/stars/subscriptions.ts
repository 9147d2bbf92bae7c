import type { OrderRow, UserRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { DiscountType, OrderStatus, SubscriptionStatus } from '../../../shared/enums.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { sha256Hex } from '../ids.js';
import { markPaid, type MarkPaidResult } from '../orders/index.js';
import { isUniqueViolation } from '../orders/db-errors.js';
import { takeCooldown } from '../usage.js';
import { isLifetime } from '../../../shared/constants.js';
import { cancelAtTelegram, renews, stopRenewingSubscriptions, subscriptionRows } from './cancel.js';
import { accountGone } from '../accounts/closed.js';
import { cancelOrderOfClosedOwner } from '../orders/closed-owner.js';

/** The only period Telegram allows for a Stars subscription: 30 days, in seconds. */
export const STARS_SUBSCRIPTION_PERIOD_S = 2_592_000;
const PERIOD_DAYS = STARS_SUBSCRIPTION_PERIOD_S / 86_400;

/**
 * The subscription_period of an order's invoice link, or undefined for a one-time invoice: only a
 * regular (not exit-offer) Premium plan of exactly 30 days renews, because Telegram bills every 30
 * days at the first price. Weekly, quarterly, yearly and lifetime plans stay one-time Stars invoices.
 */
export async function starsSubscriptionPeriod(deps: Deps, order: Pick<OrderRow, 'kind' | 'item_id'>): Promise<number | undefined> {
  if (order.kind !== 'vip') return undefined;
  const plan = await deps.db
    .selectFrom('vip_plans')
    .select(['days', 'lifetime', 'discount_type'])
    .where('id', '=', order.item_id)
    .executeTakeFirst();
  if (!plan || plan.lifetime === 1 || plan.days !== PERIOD_DAYS || plan.discount_type === DiscountType.exit) return undefined;
  return STARS_SUBSCRIPTION_PERIOD_S;
}

/**
 * Whether Telegram renews a Stars subscription of this user (not cancelled, its period not long
 * over): a second one is then neither offered nor accepted at pre-checkout, as it would renew
 * beside the first.
 */
export async function renewsStarsSubscription(deps: Deps, userId: string): Promise<boolean> {
  const now = deps.clock();
  return (await subscriptionRows(deps, userId)).some((r) => renews(r, now));
}

export interface StarsPaymentInput {
  /** The invoice payload: the order id (for a renewal, the first order's id again). */
  orderId: string;
  chargeId: string;
  stars: number;
  telegramUserId: number;
  isRecurring: boolean;
  /** subscription_expiration_date, in ms. */
  expiresAt?: number;
}

export type StarsPaymentResult = MarkPaidResult & { renewal: boolean };

/**
 * A successful Stars payment. A one-time invoice or a subscription's first charge is the order's
 * own payment (markPaid). A later charge of a subscription carries the first order's payload and a
 * new charge id: it becomes a renewal order of its own, whose id is derived from the charge id and
 * whose provider_ref is the charge id (UNIQUE), so each charge is credited exactly once and never
 * refunded as a second payment for a paid order.
 */
export async function creditStarsPayment(deps: Deps, input: StarsPaymentInput): Promise<StarsPaymentResult> {
  await cancelOrderOfClosedOwner(deps, input.orderId);
  const paid = await markPaid(deps, {
    orderId: input.orderId,
    providerRef: input.chargeId,
    payMethod: 'TelegramStar',
    stars: input.stars,
    payerTelegramId: input.telegramUserId,
  });
  if (!input.isRecurring) return { ...paid, renewal: false };
  if (paid.reason !== 'other_payment_for_order') {
    if (paid.credited) await recordSubscription(deps, paid.order, input);
    return { ...paid, renewal: false };
  }
  // Lifetime Premium leaves a renewal nothing to buy, and an erased or closed account nobody to use
  // it (the erasure's or ban's own cancel failed, the bot down then): its Stars go back and it renews no more.
  if (isLifetime(paid.user.vip_expire_at)) return { ...(await refuseRenewal(deps, paid.order, input, 'lifetime')), renewal: true };
  const gone = await accountGone(deps.db, paid.user.id);
  if (gone) return { ...(await refuseRenewal(deps, paid.order, input, gone)), renewal: true };
  return { ...(await creditRenewal(deps, paid.order, input)), renewal: true };
}

const renewalOrderId = (chargeId: string) => `ord_r${sha256Hex(`stars-renewal:${chargeId}`).slice(0, 20)}`;

/** The renewal order of one charge, waiting to be credited: the first order's plan and price. */
const renewalOrder = (first: OrderRow, input: StarsPaymentInput, now: number) => ({
  id: renewalOrderId(input.chargeId),
  user_id: first.user_id,
  kind: 'vip' as const,
  item_id: first.item_id,
  amount_cents: first.amount_cents,
  currency: first.currency,
  stars: input.stars,
  status: OrderStatus.wait,
  pay_method: 'TelegramStar' as const,
  come_from: 'stars_renewal',
  extra_json: JSON.stringify({ firstOrderId: first.id }),
  provider_ref: null as string | null,
  payer_telegram_id: input.telegramUserId,
  create_time: now,
  paid_at: null as number | null,
  credited_at: null,
  cancel_time: null as number | null,
});

/**
 * A renewal charged for a lifetime member or an erased or closed account: kept as a cancelled renewal order of its charge (the
 * same id and UNIQUE provider_ref a credited one would have), so of any number of deliveries one
 * writes it and asks for the refund (needsRefund) and the subscription's end at Telegram; the
 * others find it and do nothing.
 */
async function refuseRenewal(
  deps: Deps,
  first: OrderRow,
  input: StarsPaymentInput,
  why: 'lifetime' | 'erased' | 'closed',
): Promise<MarkPaidResult> {
  const now = deps.clock();
  const id = renewalOrderId(input.chargeId);
  let wrote = false;
  try {
    const r = await deps.db
      .insertInto('orders')
      .values({
        ...renewalOrder(first, input, now),
        status: OrderStatus.cancel,
        extra_json: JSON.stringify({ firstOrderId: first.id, refused: why }),
        provider_ref: input.chargeId,
        paid_at: now,
        cancel_time: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    wrote = Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', first.user_id).executeTakeFirstOrThrow();
  if (!wrote) return { credited: false, order, user, reason: 'already_credited', needsRefund: false };
  deps.log.warn('stars renewal refused', { why, userId: first.user_id, charge: input.chargeId });
  // Every subscription of the account still renewing, not only the newest.
  for (const row of await subscriptionRows(deps, first.user_id))
    if (row.canceled === 0) await cancelAtTelegram(deps, row, `subscription refused (${why}) not cancelled`);
  return { credited: false, order, user, reason: 'other_payment_for_order', needsRefund: true };
}

/**
 * The first charge of a subscription names it (editUserStarSubscription takes that charge id): a
 * row of its own, so a second subscription never hides the first from a cancel, a refund or an erasure.
 */
async function recordSubscription(deps: Deps, order: OrderRow, input: StarsPaymentInput) {
  const now = deps.clock();
  await deps.db
    .insertInto('star_subscriptions')
    .values({
      charge_id: input.chargeId,
      user_id: order.user_id,
      telegram_user_id: input.telegramUserId,
      order_id: order.id,
      plan_id: order.item_id,
      stars: input.stars,
      expires_at: input.expiresAt ?? now + STARS_SUBSCRIPTION_PERIOD_S * 1000,
      canceled: 0,
      create_time: now,
      update_time: now,
    })
    .onConflict((oc) => oc.column('charge_id').doNothing())
    .execute();
}

/** The renewal order of one charge: same plan and price as the first order, credited once. */
async function creditRenewal(deps: Deps, first: OrderRow, input: StarsPaymentInput): Promise<MarkPaidResult> {
  const now = deps.clock();
  const id = renewalOrderId(input.chargeId);
  await deps.db
    .insertInto('orders')
    .values({ ...renewalOrder(first, input, now), status: OrderStatus.wait })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const paid = await markPaid(deps, {
    orderId: id,
    providerRef: input.chargeId,
    payMethod: 'TelegramStar',
    stars: input.stars,
    payerTelegramId: input.telegramUserId,
  });
  if (paid.credited) {
    await deps.db
      .updateTable('star_subscriptions')
      .set({ expires_at: input.expiresAt ?? now + STARS_SUBSCRIPTION_PERIOD_S * 1000, update_time: now })
      .where('order_id', '=', first.id)
      .execute();
    deps.log.info('stars subscription renewed', { userId: first.user_id, firstOrderId: first.id, orderId: id, charge: input.chargeId });
  }
  return paid;
}

export interface StarsSubscriptionView {
  planId: string;
  stars: number;
  expiresAt: number;
  canceled: boolean;
}

/**
 * The user's Stars subscription while its paid period lasts, else null: the one Telegram renews
 * (with two, the later), else the latest; cancelled only when none renews.
 */
export async function starsSubscriptionInfo(deps: Deps, user: UserRow): Promise<{ subscription: StarsSubscriptionView | null }> {
  const now = deps.clock();
  const paid = (await subscriptionRows(deps, user.id)).filter((r) => r.expires_at > now);
  const row = paid.find((r) => r.canceled === 0) ?? paid[0];
  if (!row) return { subscription: null };
  return { subscription: { planId: row.plan_id, stars: row.stars, expiresAt: row.expires_at, canceled: row.canceled === 1 } };
}

/**
 * What a cancel stops: every subscription Telegram renews (two checkouts paid together make two);
 * what a resume restarts: the latest paid one, only while none renews (two would both charge).
 */
async function subscriptionsToEdit(deps: Deps, userId: string, cancel: boolean) {
  const now = deps.clock();
  const rows = await subscriptionRows(deps, userId);
  if (cancel) return rows.filter((r) => renews(r, now));
  if (rows.some((r) => renews(r, now))) return [];
  return rows.filter((r) => r.expires_at > now).slice(0, 1);
}

/**
 * Cancel (renewals stop, Premium stays to the period end) or resume a Stars subscription through
 * Telegram's editUserStarSubscription; Telegram first, then our rows, so they never claim a state
 * Telegram refused. The card subscription row follows, so the page and the card scheduler agree.
 */
export async function editStarsSubscription(deps: Deps, user: UserRow, cancel: boolean) {
  const now = deps.clock();
  if (!(await subscriptionRows(deps, user.id)).some((r) => r.expires_at > now))
    throw new AppError(ErrorCode.badParams, ErrorText.noSubscription);
  if ((await subscriptionsToEdit(deps, user.id, cancel)).length === 0) return starsSubscriptionInfo(deps, user);
  const api = deps.bot?.stars;
  if (!api || !deps.bot?.ready()) throw new AppError(ErrorCode.aiUnavailable, 'Telegram is not reachable right now, please try again');
  // One change of a user's subscription at a time, Telegram's call included: two at once (a
  // cancel and a resume) could reach Telegram in one order and our rows in the other, leaving the
  // page saying one thing while Telegram does the other. The other answers 1004.
  const key = `stars-edit:${user.id}`;
  if ((await takeCooldown(deps.db, key, EDIT_HELD_MS, now)) > 0) throw new AppError(ErrorCode.tooManyRequests);
  try {
    const rows = await subscriptionsToEdit(deps, user.id, cancel);
    if (rows.length === 0) return starsSubscriptionInfo(deps, user);
    for (const row of rows) {
      try {
        await api.editUserStarSubscription(row.telegram_user_id, row.charge_id, cancel);
      } catch (err) {
        deps.log.error('editUserStarSubscription failed', { userId: user.id, error: err instanceof Error ? err.message : String(err) });
        throw new AppError(ErrorCode.aiUnavailable, 'Telegram could not change the subscription, please try again');
      }
      await deps.db
        .updateTable('star_subscriptions')
        .set({ canceled: cancel ? 1 : 0, update_time: now })
        .where('charge_id', '=', row.charge_id)
        .execute();
    }
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('subscriptions')
        .set({ status: cancel ? SubscriptionStatus.cancel : SubscriptionStatus.subIn, update_time: now })
        .where('user_id', '=', user.id)
        .execute();
    });
  } finally {
    await deps.db.deleteFrom('cooldowns').where('key', '=', key).where('at', '=', now).execute();
  }
  return starsSubscriptionInfo(deps, user);
}

/** How long a change in flight holds the next one off at most (a process that died mid-way frees it then). */
const EDIT_HELD_MS = 60_000;

/** After a refund of one of its charges: Telegram stops renewing that subscription and its row says so. */
export async function stopStarsSubscriptionAfterRefund(deps: Deps, order: OrderRow): Promise<void> {
  if (order.kind !== 'vip') return;
  const firstOrderId = order.come_from === 'stars_renewal' ? firstOrderOf(order) : order.id;
  for (const row of await subscriptionRows(deps, order.user_id))
    if (row.order_id === firstOrderId && row.canceled === 0) await cancelAtTelegram(deps, row, 'subscription not cancelled after a refund');
}

/** A renewal order names the subscription's first order (renewalOrder's extra_json). */
function firstOrderOf(renewal: OrderRow): string | undefined {
  try {
    return (JSON.parse(renewal.extra_json) as { firstOrderId?: string }).firstOrderId;
  } catch {
    return undefined;
  }
}

/**
 * The account was erased (trust/deletion.ts) or closed by an operator (admin/people.ts ban): nobody
 * can use what a renewal would buy, so Telegram stops charging the Stars. The row's Telegram
 * account is kept on the row itself, as the erasure deletes the identity.
 */
export async function stopStarsSubscriptionOfClosed(deps: Deps, userId: string, why: 'erased' | 'closed'): Promise<void> {
  await stopRenewingSubscriptions(deps, userId, `subscription of an ${why} account not cancelled`);
}
