import type { Db } from '../../db/connect.js';
import { SubscriptionStatus } from '../../../shared/enums.js';
import { newId } from '../ids.js';
import type { ChargedCard } from '../../providers/payment/types.js';

/**
 * Subscription rows written in the caller's transaction, next to the credit that causes them.
 * One subscription row per user: a paid period plan creates it or renews it in place. A purchase
 * sets it renewing; a card renewal (`renewal`) leaves its status alone, so a cancel or a refund
 * that landed while the period was being charged is not undone by the credit.
 */
export async function extendSubscriptionPeriod(
  trx: Db,
  userId: string,
  planId: string,
  periodEnd: number,
  now: number,
  renewal = false,
): Promise<void> {
  const existing = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  if (existing) {
    await trx
      .updateTable('subscriptions')
      .set({ plan_id: planId, current_period_end: periodEnd, update_time: now, ...(!renewal && { status: SubscriptionStatus.subIn }) })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  // A card linked before the first purchase is used for the renewals.
  const card = await activeCard(trx, userId);
  await trx
    .insertInto('subscriptions')
    .values({
      id: newId('sub'),
      user_id: userId,
      plan_id: planId,
      status: SubscriptionStatus.subIn,
      current_period_end: periodEnd,
      card_id: card?.id ?? null,
      create_time: now,
      update_time: now,
    })
    .execute();
}

/** Stop renewals (lifetime bought, order refunded); Premium itself is governed by vip_expire_at. */
export async function endSubscription(trx: Db, userId: string, periodEnd: number | null, now: number): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ status: SubscriptionStatus.cancel, update_time: now, ...(periodEnd !== null && { current_period_end: periodEnd }) })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * An order the renewal run charged on the linked card (subscriptions.ts): its payment reference
 * is the run's own `renew-<subscription>-<period end>`, never a client's or a gateway's.
 */
export const isCardRenewal = (order: { come_from: string; provider_ref: string | null }) =>
  order.come_from === 'renewal' && (order.provider_ref ?? '').startsWith('renew-');

export const activeCard = (db: Db, userId: string) =>
  db
    .selectFrom('payment_cards')
    .selectAll()
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();

/**
 * The card a plan was just paid with (the gateway keeps it for the next charges) becomes the
 * renewal card, unless a card is linked already: the user's own choice stays. Run in the credit's
 * transaction, which holds the user's row (credit.ts `lockUser`); linking a card by hand takes the
 * same row first (subscriptions.ts `bindCard`), so on PostgreSQL the two never both find none.
 */
export async function linkChargedCard(trx: Db, userId: string, card: ChargedCard, now: number): Promise<void> {
  if (await activeCard(trx, userId)) return;
  const id = newId('card');
  await trx
    .insertInto('payment_cards')
    .values({ id, user_id: userId, brand: card.brand, last4: card.last4, create_time: now, removed_at: null })
    .execute();
  await trx.updateTable('subscriptions').set({ card_id: id, update_time: now }).where('user_id', '=', userId).execute();
}
