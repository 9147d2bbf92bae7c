import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/database.js';

/**
 * Accounts that can use nothing any more: erased (their deletion done) or closed by an operator
 * (a ban). Nothing is sold to them and nothing renews for them (docs/money.md).
 */
export async function accountGone(db: Db, userId: string): Promise<'erased' | 'closed' | null> {
  const [erased, banned] = await Promise.all([
    db.selectFrom('account_deletions').select('user_id').where('user_id', '=', userId).where('done_at', 'is not', null).executeTakeFirst(),
    db.selectFrom('user_bans').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return erased ? 'erased' : banned ? 'closed' : null;
}

/** The same, as a condition on a row's `user_id` inside one statement (a guarded UPDATE). */
export const ownerGone = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.or([
    eb('orders.user_id', 'in', eb.selectFrom('account_deletions').select('account_deletions.user_id').where('done_at', 'is not', null)),
    eb('orders.user_id', 'in', eb.selectFrom('user_bans').select('user_bans.user_id')),
  ]);
