import type { LevelWithSilent } from 'pino';

/** Logs, metrics and shutdown settings (docs/operations.md). */
export interface OpsConfig {
  /** LOG_LEVEL (default info). */
  logLevel: LevelWithSilent;
  /** METRICS_TOKEN: `/metrics` on the main port answers only `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** METRICS_PORT: `/metrics` (and the health checks) on a port of their own, for a private network. */
  metricsPort: number | null;
  /** METRICS_HOST: the address of METRICS_PORT (default HOST). */
  metricsHost: string;
  /** SHUTDOWN_DRAIN_MS: after SIGTERM, /readyz answers 503 this long before the server stops taking connections. */
  drainMs: number;
}

const levels: LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readOpsConfig(env: Record<string, string | undefined>, host: string): OpsConfig {
  const level = (env.LOG_LEVEL ?? '').trim().toLowerCase() as LevelWithSilent;
  if (level && !levels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}, got "${env.LOG_LEVEL}"`);
  const port = (env.METRICS_PORT ?? '').trim();
  if (port && !/^\d+$/.test(port)) throw new Error(`METRICS_PORT must be a port number, got "${port}"`);
  const token = (env.METRICS_TOKEN ?? '').trim();
  if (token && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  const drain = Number(env.SHUTDOWN_DRAIN_MS ?? '');
  return {
    logLevel: level || 'info',
    metricsToken: token || null,
    metricsPort: port ? Number(port) : null,
    metricsHost: (env.METRICS_HOST ?? '').trim() || host,
    drainMs: Number.isInteger(drain) && drain > 0 ? drain : 0,
  };
}
