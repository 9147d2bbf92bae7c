/**
 * Preloaded into a server process by scripts/bench-scale.ts (`node --import tsx --import
 * ./scripts/count-pg-queries.ts server/main.ts`): counts every query sent to PostgreSQL (each is
 * one round trip) and prints `pg-queries <n>` on SIGUSR2.
 */
import pg from 'pg';

let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count++;
  if (process.env.PG_QUERY_LOG) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
    console.log(`pg-query ${Date.now() % 100000} ${String(text).replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
process.on('SIGUSR2', () => console.log(`pg-queries ${count}`));
