import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Deps } from '../deps.js';
import type { AppEnv } from './env.js';

/** How long the database has to answer a readiness probe. */
const READY_TIMEOUT_MS = 2000;

/** Why the server should not take traffic now, or null when it may. */
export async function notReady(deps: Deps): Promise<string | null> {
  if (deps.draining) return 'shutting down';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('database did not answer in time'), READY_TIMEOUT_MS);
  });
  const check = (async () => {
    try {
      await sql`select 1`.execute(deps.db);
      // The process migrates before it serves; a lock held means another instance is changing the schema now.
      const lock = await sql<{ is_locked: number }>`select is_locked from kysely_migration_lock`.execute(deps.db);
      return lock.rows.some((r) => Number(r.is_locked) !== 0) ? 'migrations running' : null;
    } catch {
      return 'database unavailable';
    }
  })();
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/healthz`: the process answers, nothing else is asked) and readiness (`/readyz`: the
 * database answers `select 1` in time, no migration runs, and the server is not draining after
 * SIGTERM). A load balancer routes by readiness; an orchestrator restarts by liveness.
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ ok: true }))
  .get('/readyz', async (c) => {
    const reason = await notReady(c.get('deps'));
    return reason ? c.json({ ok: false, reason }, 503) : c.json({ ok: true });
  });
