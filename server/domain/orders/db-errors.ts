/**
 * A UNIQUE violation on either dialect: better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE (or
 * _PRIMARYKEY), pg the SQLSTATE 23505. Used where a duplicate is an expected outcome (the same
 * provider payment delivered for two orders), never to swallow other errors.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A CHECK constraint refusing a row on PostgreSQL (SQLSTATE 23514): a one-statement spend whose
 * balance would go below zero (ledger.ts spendTogether).
 */
export function isCheckViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23514';
}
