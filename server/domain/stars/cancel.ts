import type { Deps } from '../../deps.js';
import { isLifetime } from '../../../shared/constants.js';

/*
 * Stopping a Stars subscription at Telegram, apart from the rest of the Stars domain so the
 * orders domain can call it when a credit leaves nothing for a renewal to buy (lifetime Premium)
 * without importing what imports it.
 */

/** The user's Stars subscription row (one per user: the first charge names it), if any. */
export const subscriptionRow = (deps: Deps, userId: string) =>
  deps.db.selectFrom('star_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Telegram first, then the row, so it never says cancelled while Telegram still renews. */
export async function cancelAtTelegram(deps: Deps, row: { user_id: string; telegram_user_id: number; charge_id: string }, failure: string) {
  try {
    const api = deps.bot?.stars;
    if (!api) throw new Error('the bot is not running');
    await api.editUserStarSubscription(row.telegram_user_id, row.charge_id, true);
  } catch (err) {
    deps.log.error(failure, { userId: row.user_id, error: err instanceof Error ? err.message : String(err) });
    return;
  }
  await deps.db
    .updateTable('star_subscriptions')
    .set({ canceled: 1, update_time: deps.clock() })
    .where('user_id', '=', row.user_id)
    .execute();
}

/**
 * Lifetime Premium was just credited (orders/paid.ts): a monthly Stars subscription has nothing
 * left to buy, so Telegram stops charging it now rather than at its next renewal (which would be
 * charged and given back). Should Telegram be unreachable, that renewal is still refused and
 * refunded (subscriptions.ts).
 */
export async function stopStarsSubscriptionOfLifetime(deps: Deps, userId: string): Promise<void> {
  const row = await subscriptionRow(deps, userId);
  if (!row || row.canceled === 1) return;
  const user = await deps.db.selectFrom('users').select('vip_expire_at').where('id', '=', userId).executeTakeFirst();
  if (!user || !isLifetime(user.vip_expire_at)) return;
  await cancelAtTelegram(deps, row, 'subscription of a lifetime member not cancelled');
}
