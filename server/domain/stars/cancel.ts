import type { StarSubscriptionTable } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { isLifetime } from '../../../shared/constants.js';

/*
 * Stopping Stars subscriptions at Telegram, apart from the rest of the Stars domain so the
 * orders domain can call it when a credit leaves nothing for a renewal to buy (lifetime Premium)
 * without importing what imports it.
 */

type SubscriptionRow = Pick<StarSubscriptionTable, 'user_id' | 'telegram_user_id' | 'charge_id' | 'canceled' | 'expires_at'>;

/** A period ended this long ago may still be renewed by Telegram (its charge on its way). */
export const RENEWAL_GRACE_MS = 7 * 24 * 3600_000;

/** Telegram still renews it: not cancelled, and its period not long over. */
export const renews = (row: SubscriptionRow, now: number) => row.canceled === 0 && row.expires_at > now - RENEWAL_GRACE_MS;

/**
 * The user's Stars subscriptions, one row each (its first charge names it), the latest period
 * first. One is sold at a time, but two checkouts opened together can both be paid.
 */
export const subscriptionRows = (deps: Deps, userId: string) =>
  deps.db
    .selectFrom('star_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('expires_at', 'desc')
    .orderBy('create_time', 'desc')
    .execute();

/** Telegram first, then the row, so it never says cancelled while Telegram still renews. */
export async function cancelAtTelegram(deps: Deps, row: SubscriptionRow, failure: string) {
  try {
    const api = deps.bot?.stars;
    if (!api) throw new Error('the bot is not running');
    await api.editUserStarSubscription(row.telegram_user_id, row.charge_id, true);
  } catch (err) {
    deps.log.error(failure, { userId: row.user_id, charge: row.charge_id, error: err instanceof Error ? err.message : String(err) });
    return;
  }
  await deps.db
    .updateTable('star_subscriptions')
    .set({ canceled: 1, update_time: deps.clock() })
    .where('charge_id', '=', row.charge_id)
    .execute();
}

/** Every subscription of the user that Telegram still renews, stopped there: not only the newest. */
export async function stopRenewingSubscriptions(deps: Deps, userId: string, failure: string): Promise<void> {
  const now = deps.clock();
  for (const row of await subscriptionRows(deps, userId)) if (renews(row, now)) await cancelAtTelegram(deps, row, failure);
}

/**
 * Lifetime Premium was just credited (orders/paid.ts): a monthly Stars subscription has nothing
 * left to buy, so Telegram stops charging it now rather than at its next renewal (which would be
 * charged and given back). Should Telegram be unreachable, that renewal is still refused and
 * refunded (subscriptions.ts).
 */
export async function stopStarsSubscriptionOfLifetime(deps: Deps, userId: string): Promise<void> {
  const rows = await subscriptionRows(deps, userId);
  if (!rows.some((r) => r.canceled === 0)) return;
  const user = await deps.db.selectFrom('users').select('vip_expire_at').where('id', '=', userId).executeTakeFirst();
  if (!user || !isLifetime(user.vip_expire_at)) return;
  for (const row of rows) if (row.canceled === 0) await cancelAtTelegram(deps, row, 'subscription of a lifetime member not cancelled');
}
