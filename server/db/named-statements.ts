import type pg from 'pg';

/**
 * SQL texts worth keeping prepared on every PostgreSQL connection: the compiled queries
 * (compiled.ts), a fixed set of a few dozen that every chat turn runs. A named statement is parsed
 * and planned once per connection instead of once per call; other SQL (built per call, so
 * unbounded) stays unnamed.
 */
const names = new Map<string, string>();

/** Mark `sql` as one of the fixed queries. */
export function keepPrepared(sql: string) {
  if (!names.has(sql)) names.set(sql, `k${names.size + 1}`);
}

/**
 * Make a pooled client run the fixed queries as named statements. Kysely calls
 * `query(text, values)`; everything else (pg-boss, the rate limiter, listeners) is untouched.
 * A newer process's migration may change a table under a prepared `select *` ("cached plan must
 * not change result type"): that connection then goes back to unnamed statements.
 */
export function nameFixedQueries(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let stale = false;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) && !callback && !stale ? names.get(text) : undefined;
    if (!name) return query(text, values, callback);
    return (query({ name, text, values }) as Promise<unknown>).catch((e: { code?: string }) => {
      if (e?.code !== STALE_PLAN) throw e;
      stale = true;
      return query(text, values);
    });
  }) as typeof client.query;
}

/** PostgreSQL's code for a prepared statement whose result columns changed since it was prepared. */
const STALE_PLAN = '0A000';
