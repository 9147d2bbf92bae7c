import { sql } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { withStatementCache, type OpenDb } from '../db/connect.js';
import { groupTransaction } from '../db/group-commit.js';
import { perProcessRules, type Config, type RateRule } from '../config.js';
import type { Logger } from '../log.js';

/** The one table every window counts in, shared by all server processes on the database. */
export const RATE_TABLE = 'rate_limits';

export interface RateLimits {
  /** Count one call against every window of `rule` for `key`: the ms to wait when one is full, else 0. */
  consume(rule: RateRule, key: string): Promise<number>;
  close(): void;
}

/**
 * Counters of rate-limiter-flexible in the app's own database (one atomic upsert per window, so
 * concurrent calls from any number of processes are counted exactly). A key over its limit is then
 * refused from memory until its window ends, sparing the database the rest of a flood; should the
 * database fail, a per-process memory counter stands in. The table is created here, at start.
 */
export async function createRateLimits(open: OpenDb, config: Config, log: Logger): Promise<RateLimits> {
  const statements = open.dialect === 'sqlite' ? withStatementCache(open.sqlite) : null;
  const store =
    open.dialect === 'postgres'
      ? (opts: Record<string, unknown>, cb?: (err?: Error) => void) =>
          new RateLimiterPostgres(
            {
              storeClient: open.pool,
              storeType: 'pool',
              tableName: RATE_TABLE,
              clearExpiredByTimeout: false,
              points: 1,
              duration: 1,
              ...opts,
            },
            cb,
          )
      : (opts: Record<string, unknown>, cb?: (err?: Error) => void) =>
          new RateLimiterSQLite(
            {
              storeClient: statements,
              storeType: 'better-sqlite3',
              tableName: RATE_TABLE,
              clearExpiredByTimeout: false,
              points: 1,
              duration: 1,
              ...opts,
            },
            cb,
          );
  await new Promise<void>((resolve, reject) => store({ keyPrefix: 'init' }, (err) => (err ? reject(err) : resolve())));

  const limiters = new Map<RateRule, RateLimiterAbstract[]>();
  for (const [rule, windows] of Object.entries(config.rateLimits) as [RateRule, Config['rateLimits'][RateRule]][]) {
    limiters.set(
      rule,
      windows.map(({ points, seconds }) => {
        const keyPrefix = `${rule}.${seconds}s`;
        if (perProcessRules.has(rule)) return new RateLimiterMemory({ keyPrefix, points, duration: seconds });
        return store({
          keyPrefix,
          points,
          duration: seconds,
          tableCreated: true,
          inMemoryBlockOnConsumed: points + 1,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: seconds }),
        });
      }),
    );
  }

  // Finished windows are dead rows; the library's own sweeper cannot be stopped, so sweep here.
  const sweep = setInterval(() => {
    sql`delete from ${sql.table(RATE_TABLE)} where expire < ${Date.now()}`
      .execute(open.db)
      .catch((e) => log.warn('rate limit sweep failed', { error: String(e) }));
  }, 5 * 60_000);
  sweep.unref();

  /** Every window of `rule` counted for `key`: the longest wait of a full one, else 0. */
  const count = async (rule: RateRule, key: string) => {
    const waits = await Promise.all(
      (limiters.get(rule) ?? []).map((limiter) =>
        limiter.consume(key).then(
          () => 0,
          (e: unknown) => {
            if (e instanceof RateLimiterRes) return Math.max(1, e.msBeforeNext);
            log.warn('rate limit store failed', { rule, error: String(e) });
            return 0;
          },
        ),
      ),
    );
    return Math.max(0, ...waits);
  };

  return {
    async consume(rule, key) {
      // A rule without windows (RATE_LIMITS=off) counts nothing: no unit in the shared commit.
      if (!limiters.get(rule)?.length) return 0;
      if (open.dialect === 'postgres' || perProcessRules.has(rule)) return count(rule, key);
      // SQLite: each upsert was a commit of its own (two a chat message), dearer than the turn's
      // own writes since those share theirs. Counted inside the shared commit instead (the store's
      // upsert becomes a savepoint of it); a failed commit loses the counts, not the decision.
      let wait = 0;
      await groupTransaction(open.db, async () => {
        wait = await count(rule, key);
      }).catch((e: unknown) => log.warn('rate limit store failed', { rule, error: String(e) }));
      return wait;
    },
    close: () => clearInterval(sweep),
  };
}
