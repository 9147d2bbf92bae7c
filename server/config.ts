import { operatorRoles, type OperatorRole } from '../shared/operator-roles.js';
import { resolve } from 'node:path';
import { DEV_SIGN_SECRET } from '../shared/sign.js';
import { DEFAULT_BRAND } from '../shared/brands.js';
import { readAnalyticsConfig, type AnalyticsConfig } from './analytics-config.js';
import { readOpsConfig, type OpsConfig } from './metrics/config.js';

/** Everything the server reads from the environment (docs/api.md, Configuration), read once. */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** Connections each process keeps to PostgreSQL (its pool's size). */
  databasePoolMax: number;
  signSecret: string;
  publicUrl: string;
  /** PUBLIC_URL was given; otherwise publicUrl is made from HOST and PORT (and names the real port once PORT=0 has picked one). */
  publicUrlGiven: boolean;
  brand: string;
  botToken: string | null;
  botUsername: string | null;
  miniAppName: string | null;
  telegramApiRoot: string | null;
  telegramWebhook: boolean;
  llmBaseUrl: string | null;
  llmApiKey: string | null;
  llmModel: string | null;
  llmModelAdvanced: string | null;
  llmConcurrency: number;
  /** Limits of one provider reply (LLM_FIRST_TOKEN_MS, LLM_IDLE_MS, LLM_REPLY_MS, LLM_REPLY_MAX_CHARS). */
  llmFirstTokenMs: number;
  llmIdleMs: number;
  llmReplyMs: number;
  llmReplyMaxChars: number;
  imageBaseUrl: string | null;
  imageApiKey: string | null;
  imageModel: string | null;
  /** Optional moderation model for the content policy's uncertain cases (OpenAI-compatible /moderations, or a guard model by chat completions). */
  moderationBaseUrl: string | null;
  moderationApiKey: string | null;
  moderationModel: string | null;
  mailUrl: string | null;
  mailFrom: string;
  googleClientId: string | null;
  googleJwksUrl: string;
  paymentSandbox: boolean;
  blockedRegions: string[];
  regionHeader: string;
  distDir: string;
  localesDir: string;
  seedDemo: boolean;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: use the socket). */
  trustProxy: number;
  /** Windows of each rate-limit rule (docs/rate-limits.md); an empty list turns the rule off. */
  rateLimits: Record<RateRule, RateWindow[]>;
  /** Event retention and the ad platforms conversions go to (docs/analytics.md). */
  analytics: AnalyticsConfig;
  /** The platform's part of a creator service order, in percent (SERVICE_FEE_PERCENT, docs/service-orders.md). */
  serviceFeePercent: number;
  /** Operators of the console by email (OPERATORS=`email:role,…`, docs/operator-console.md). */
  operators: Record<string, OperatorRole>;
  /** Logs, metrics and shutdown (LOG_LEVEL, METRICS_TOKEN, METRICS_PORT, METRICS_HOST, SHUTDOWN_DRAIN_MS; docs/operations.md). */
  ops: OpsConfig;
}

export type { OperatorRole };

/** `a@x.com:admin,b@x.com:support` → email → role; a wrong role stops the start. */
function readOperators(value: string | undefined): Record<string, OperatorRole> {
  const out: Record<string, OperatorRole> = {};
  for (const part of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = part.lastIndexOf(':');
    const email = part.slice(0, at).trim().toLowerCase();
    const role = part.slice(at + 1).trim() as OperatorRole;
    if (at < 1 || !operatorRoles.includes(role)) throw new Error(`OPERATORS must look like a@x.com:admin,b@x.com:support, got "${part}"`);
    out[email] = role;
  }
  return out;
}

/** `points` calls per `seconds`, counted in the database so every server process shares it. */
export interface RateWindow {
  points: number;
  seconds: number;
}

/**
 * Default windows by rule `<policy>.<key>`, as `points/seconds[,points/seconds…]`; each is
 * overridden by RATE_LIMIT_<POLICY>_<KEY> (e.g. RATE_LIMIT_CHAT_ACCOUNT=60/60, `off` to drop it),
 * and RATE_LIMITS=off drops them all. Chosen so a person never meets them and a script does
 * within a second; per-account figures stay above the 50 concurrent calls of the race suites.
 */
export const rateLimitDefaults = {
  'token.ip': '30/60,300/3600',
  'login_send.ip': '10/600',
  'login_send.account': '10/600',
  'login_guess.ip': '30/600',
  'login_guess.target': '30/600',
  'signin.ip': '60/60,600/3600',
  'signin.target': '30/600',
  'telegram.ip': '60/600',
  'telegram.account': '20/600',
  'logs.ip': '60/60',
  'analytics.ip': '120/60',
  'analytics.account': '120/60',
  'open.ip': '30/60',
  'open.account': '30/60',
  'chat.ip': '300/60',
  'chat.account': '60/60',
  'order.ip': '120/600',
  'order.account': '60/600',
  'image.ip': '120/600',
  'image.account': '60/600',
  'read.ip': '1200/60',
  'read.account': '600/60',
} as const;

/**
 * Rules counted in each process's memory, not in the shared table: a guard of the server's CPU
 * against a flood of cheap calls, not a product rule, so no database write per call; with N
 * processes a caller gets up to N times the figure.
 */
export const perProcessRules: ReadonlySet<RateRule> = new Set(['read.ip', 'read.account']);
export type RateRule = keyof typeof rateLimitDefaults;

/** `30/60,300/3600` → windows; `off`, `0` or empty → none. Anything else stops the start. */
function parseWindows(name: string, value: string): RateWindow[] {
  if (/^(off|0|none)?$/i.test(value.trim())) return [];
  return value.split(',').map((part) => {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*s?\s*$/.exec(part);
    if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new Error(`${name} must look like 30/60 (calls per seconds), got "${value}"`);
    return { points: Number(m[1]), seconds: Number(m[2]) };
  });
}

function readRateLimits(env: Env): Record<RateRule, RateWindow[]> {
  const allOff = /^(0|false|off|no)$/i.test(env.RATE_LIMITS ?? '');
  const out = {} as Record<RateRule, RateWindow[]>;
  for (const [rule, dflt] of Object.entries(rateLimitDefaults) as [RateRule, string][]) {
    const name = `RATE_LIMIT_${rule.replace('.', '_').toUpperCase()}`;
    out[rule] = allOff ? [] : parseWindows(name, env[name] ?? dflt);
  }
  return out;
}

type Env = Record<string, string | undefined>;

/** TRUST_PROXY: a count of proxies (`1` behind one nginx or CDN); `true` is taken as 1. */
function readTrustProxy(v: string | undefined): number {
  const s = (v ?? '').trim();
  if (s === '' || /^(0|false|off|no)$/i.test(s)) return 0;
  if (/^(true|on|yes)$/i.test(s)) return 1;
  if (!/^\d+$/.test(s)) throw new Error(`TRUST_PROXY must be a number of proxies, got "${s}"`);
  return Number(s);
}
const str = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
/** A whole number above zero, else the default. */
const positive = (v: string | undefined, dflt: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : dflt;
};

export function readConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8787);
  const host = str(env.HOST) ?? '127.0.0.1';
  const dataDir = resolve(str(env.DATA_DIR) ?? './data');
  const signSecret = str(env.SIGN_SECRET);
  if (production && !signSecret) {
    throw new Error('SIGN_SECRET must be set when NODE_ENV=production');
  }
  const flag = (v: string | undefined, dflt: boolean) => (v === undefined || v === '' ? dflt : !/^(0|false|off|no)$/i.test(v));
  // Telegram posts updates to PUBLIC_URL/tg/webhook: made from HOST and PORT it names a process's
  // own address, a different one in each process (and the last to start would win).
  if (flag(env.TELEGRAM_WEBHOOK, false) && !str(env.PUBLIC_URL)) {
    throw new Error("TELEGRAM_WEBHOOK=1 needs PUBLIC_URL: the site's public https address, the same in every process");
  }
  return {
    production,
    port,
    host,
    dataDir,
    databaseUrl: str(env.DATABASE_URL) ?? `sqlite:${resolve(dataDir, 'app.db')}`,
    databasePoolMax: positive(env.DATABASE_POOL_MAX, 10),
    signSecret: signSecret ?? DEV_SIGN_SECRET,
    publicUrl: (str(env.PUBLIC_URL) ?? `http://${host}:${port}`).replace(/\/$/, ''),
    publicUrlGiven: str(env.PUBLIC_URL) !== null,
    brand: str(env.BRAND) ?? DEFAULT_BRAND,
    botToken: str(env.BOT_TOKEN),
    botUsername: str(env.BOT_USERNAME),
    miniAppName: str(env.MINIAPP_NAME),
    telegramApiRoot: str(env.TELEGRAM_API_ROOT),
    telegramWebhook: flag(env.TELEGRAM_WEBHOOK, false),
    llmBaseUrl: str(env.LLM_BASE_URL),
    llmApiKey: str(env.LLM_API_KEY),
    llmModel: str(env.LLM_MODEL),
    llmModelAdvanced: str(env.LLM_MODEL_ADVANCED),
    llmConcurrency: Math.max(1, Number(env.LLM_CONCURRENCY ?? 4) || 4),
    llmFirstTokenMs: positive(env.LLM_FIRST_TOKEN_MS, 20_000),
    llmIdleMs: positive(env.LLM_IDLE_MS, 15_000),
    llmReplyMs: positive(env.LLM_REPLY_MS, 120_000),
    llmReplyMaxChars: positive(env.LLM_REPLY_MAX_CHARS, 16_384),
    imageBaseUrl: str(env.IMAGE_BASE_URL),
    imageApiKey: str(env.IMAGE_API_KEY),
    imageModel: str(env.IMAGE_MODEL),
    moderationBaseUrl: str(env.MODERATION_BASE_URL),
    moderationApiKey: str(env.MODERATION_API_KEY),
    moderationModel: str(env.MODERATION_MODEL),
    mailUrl: str(env.MAIL_URL),
    mailFrom: str(env.MAIL_FROM) ?? 'Lustory <no-reply@lustory.ai>',
    googleClientId: str(env.GOOGLE_CLIENT_ID),
    googleJwksUrl: str(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    paymentSandbox: flag(env.PAYMENT_SANDBOX, !production),
    blockedRegions: (str(env.BLOCKED_REGIONS) ?? '')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
    regionHeader: (str(env.REGION_HEADER) ?? 'cf-ipcountry').toLowerCase(),
    distDir: resolve(str(env.DIST_DIR) ?? './dist'),
    localesDir: resolve(str(env.LOCALES_DIR) ?? './locales'),
    seedDemo: flag(env.SEED_DEMO, true),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    rateLimits: readRateLimits(env),
    analytics: readAnalyticsConfig(env),
    serviceFeePercent:
      /^\d+$/.test(env.SERVICE_FEE_PERCENT?.trim() ?? '') && Number(env.SERVICE_FEE_PERCENT) <= 100 ? Number(env.SERVICE_FEE_PERCENT) : 20,
    operators: readOperators(env.OPERATORS),
    ops: readOpsConfig(env, host),
  };
}
