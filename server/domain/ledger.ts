import { sql, type CompiledQuery } from 'kysely';
import { compiled, execute, FIRST_ROWS, writeAfter, type Arg } from '../db/compiled.js';
import type { Db } from '../db/connect.js';
import type { LedgerCurrency, LedgerReason } from '../../shared/enums.js';
import { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../errors.js';
import { isCheckViolation } from './orders/db-errors.js';
import type { LedgerList } from '../../shared/schemas/ledger.js';

export type Balance = LedgerCurrency;
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
  const { balances, ledgerRow } = await moveBalance(trx, change);
  await execute(trx, ledgerRow);
  return balances;
}

/**
 * applyLedger's guarded update alone: its ledger row comes back unwritten, for the caller to
 * write in the same transaction together with its other writes (writeTogether).
 */
export async function moveBalance(trx: Db, change: LedgerChange) {
  const [row] = await spend[change.currency](trx, { userId: change.userId, amount: change.amount, now: change.now });
  if (!row) {
    throw new AppError(change.currency === 'gold' ? ErrorCode.notEnoughCoins : ErrorCode.notEnoughEnergy);
  }
  const balances = { energy: Number(row.energy), gold: Number(row.gold_balance) };
  const ledgerRow = writeLedger.bind(trx, { ...change, refId: change.refId ?? null, balanceAfter: balances[change.currency] });
  return { balances, ledgerRow };
}

/**
 * The update of one balance, compiled once per currency. Guarded (every chat turn runs one): it
 * changes nothing rather than overdraw. Unguarded (spendTogether): the column's CHECK refuses an
 * overdraft with an error, failing the whole statement it is part of.
 */
const spendOf = (col: 'energy' | 'gold_balance', guarded: boolean) =>
  compiled((db, arg: Arg<{ userId: string; amount: number; now: number }>) => {
    const q = db
      .updateTable('users')
      .set({ [col]: sql`${sql.ref(col)} + ${arg('amount')}`, update_time: arg('now') })
      .where('id', '=', arg('userId'));
    return (guarded ? q.where(sql<boolean>`${sql.ref(col)} + ${arg('amount')} >= 0`) : q).returning(['energy', 'gold_balance']);
  });
const spend = { energy: spendOf(column.energy, true), gold: spendOf(column.gold, true) };
const spendAll = { energy: spendOf(column.energy, false), gold: spendOf(column.gold, false) };

/**
 * PostgreSQL: spend (a negative amount) and write its ledger row together with `writes` and then
 * `last`, as one statement (`writeAfter`): one round trip instead of a transaction's four. The
 * balance's CHECK (>= 0) refuses an overdraft, and then none of it is written: null. Answers
 * last's rows and both balances after.
 */
export async function spendTogether<R>(
  db: Db,
  change: LedgerChange,
  writes: CompiledQuery<unknown>[],
  last: CompiledQuery<R>,
): Promise<{ rows: R[]; balances: { energy: number; gold: number } } | null> {
  const values = { ...change, refId: change.refId ?? null };
  let rows: Array<R & { energy: number; gold_balance: number }>;
  try {
    rows = await writeAfter(
      db,
      spendAll[change.currency].bind(db, values),
      [ledgerAfterSpend[change.currency].bind(db, values), ...writes],
      last,
    );
  } catch (e) {
    if (isCheckViolation(e)) return null;
    throw e;
  }
  const row = rows[0];
  if (!row) throw new Error(`no user ${change.userId}`);
  return { rows, balances: { energy: Number(row.energy), gold: Number(row.gold_balance) } };
}

/** spendTogether's ledger row: its balance_after is the one the change answered. */
const ledgerAfterSpendOf = (col: 'energy' | 'gold_balance') =>
  compiled((db, c: Arg<LedgerChange & { refId: string | null }>) =>
    db
      .insertInto('ledger')
      .columns(['user_id', 'currency', 'amount', 'reason', 'ref_id', 'balance_after', 'create_time'])
      .expression(
        sql`select ${c('userId')}, ${c('currency')}, cast(${c('amount')} as integer), ${c('reason')}, ${c('refId')}, ${sql.ref(`${FIRST_ROWS}.${col}`)}, cast(${c('now')} as bigint) from ${sql.table(FIRST_ROWS)}`,
      ),
  );
const ledgerAfterSpend = { energy: ledgerAfterSpendOf(column.energy), gold: ledgerAfterSpendOf(column.gold) };

const writeLedger = compiled((db, c: Arg<LedgerChange & { refId: string | null; balanceAfter: number }>) =>
  db.insertInto('ledger').values({
    user_id: c('userId'),
    currency: c('currency'),
    amount: c('amount'),
    reason: c('reason'),
    ref_id: c('refId'),
    balance_after: c('balanceAfter'),
    create_time: c('now'),
  }),
);

export async function ledgerPage(db: Db, userId: string, page: number, pageSize: number, currency?: Balance): Promise<LedgerList> {
  let q = db.selectFrom('ledger').where('user_id', '=', userId);
  if (currency) q = q.where('currency', '=', currency);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      currency: r.currency,
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
