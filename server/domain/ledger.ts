import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { LedgerReason } from '../../shared/enums.js';
import { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../errors.js';

export type Balance = 'energy' | 'gold';
const column = { energy: 'energy', gold: 'gold_balance' } as const;

export interface LedgerChange {
  userId: string;
  currency: Balance;
  amount: number;
  reason: LedgerReason;
  refId?: string | null;
  now: number;
}

/**
 * Move energy or gold and write its ledger row. Must run inside the caller's transaction so the
 * change and its cause commit together; the guarded UPDATE keeps a balance from going below zero
 * even under concurrent spends. Answers both balances after the change.
 */
export async function applyLedger(trx: Db, change: LedgerChange): Promise<{ energy: number; gold: number }> {
  const col = column[change.currency];
  const row = await trx
    .updateTable('users')
    .set({ [col]: sql`${sql.ref(col)} + ${change.amount}`, update_time: change.now })
    .where('id', '=', change.userId)
    .where(sql<boolean>`${sql.ref(col)} + ${change.amount} >= 0`)
    .returning(['energy', 'gold_balance'])
    .executeTakeFirst();
  if (!row) {
    throw new AppError(change.currency === 'gold' ? ErrorCode.notEnoughCoins : ErrorCode.notEnoughEnergy);
  }
  const balances = { energy: Number(row.energy), gold: Number(row.gold_balance) };
  await trx
    .insertInto('ledger')
    .values({
      user_id: change.userId,
      currency: change.currency,
      amount: change.amount,
      reason: change.reason,
      ref_id: change.refId ?? null,
      balance_after: balances[change.currency],
      create_time: change.now,
    })
    .execute();
  return balances;
}

export async function ledgerPage(db: Db, userId: string, page: number, pageSize: number, currency?: Balance) {
  let q = db.selectFrom('ledger').where('user_id', '=', userId);
  if (currency) q = q.where('currency', '=', currency);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      currency: r.currency as Balance,
      amount: r.amount,
      reason: r.reason,
      refId: r.ref_id,
      balanceAfter: r.balance_after,
      direction: r.amount >= 0 ? 1 : 2,
      createTime: r.create_time,
    })),
    total: Number(count.n),
  };
}
