import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { OpenDb } from '../../db/connect.js';
import type { Logger } from '../../log.js';
import { FOLDS_PER_MINUTE } from './limits.js';

/** The model folds all processes may start in a minute (memory/limits.ts): one shared count. */
export interface FoldBudget {
  /** Takes one fold of this minute's budget: false when it is spent. */
  take(): Promise<boolean>;
}

/**
 * On PostgreSQL the minute's folds are counted in `table`, the rate limits' table (rate-limiter-flexible's
 * atomic upsert, key `folds`), so N processes share FOLDS_PER_MINUTE instead of each having its own; once it is
 * spent, each process refuses from memory until the minute ends. On SQLite there is one process:
 * its memory is the whole count. Should the database fail, a memory count stands in.
 */
export function createFoldBudget(open: OpenDb, log: Logger, table: string, points = FOLDS_PER_MINUTE): FoldBudget {
  const memory = new RateLimiterMemory({ keyPrefix: 'folds', points, duration: 60 });
  const limiter: RateLimiterAbstract =
    open.dialect === 'postgres'
      ? new RateLimiterPostgres({
          storeClient: open.pool,
          storeType: 'pool',
          tableName: table,
          tableCreated: true,
          clearExpiredByTimeout: false,
          keyPrefix: 'folds',
          points,
          duration: 60,
          inMemoryBlockOnConsumed: points + 1,
          insuranceLimiter: memory,
        })
      : memory;
  return {
    take: () =>
      limiter.consume('all').then(
        () => true,
        (e: unknown) => {
          if (!(e instanceof RateLimiterRes)) log.warn('fold budget store failed', { error: String(e) });
          return false;
        },
      ),
  };
}
