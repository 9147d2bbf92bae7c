/**
 * Preloaded into a server process by scripts/bench-scale.ts (`node --import tsx --import
 * ./scripts/count-pg-queries.ts server/main.ts`): counts every query sent to PostgreSQL (each is
 * one round trip) and the memory folds among the turns (each writes the session's memory cursor:
 * a fold is a second model request and its writes, so runs with more of them cost more a reply),
 * and prints `pg-queries <n> <folds>` on SIGUSR2.
 */
import pg from 'pg';

let count = 0;
let folds = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count++;
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
  if (text?.startsWith('insert into "memory_cursors"')) folds++;
  if (process.env.PG_QUERY_LOG) {
    console.log(`pg-query ${Date.now() % 100000} ${String(text).replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
process.on('SIGUSR2', () => console.log(`pg-queries ${count} ${folds}`));
