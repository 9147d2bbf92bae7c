import { resolve } from 'node:path';
import { DEV_SIGN_SECRET } from '../shared/sign.js';
import { DEFAULT_BRAND } from '../shared/brands.js';

/** Everything the server reads from the environment (API.md, Configuration), read once. */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  signSecret: string;
  publicUrl: string;
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
  imageBaseUrl: string | null;
  imageApiKey: string | null;
  imageModel: string | null;
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
}

type Env = Record<string, string | undefined>;
const str = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

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
  return {
    production,
    port,
    host,
    dataDir,
    databaseUrl: str(env.DATABASE_URL) ?? `sqlite:${resolve(dataDir, 'app.db')}`,
    signSecret: signSecret ?? DEV_SIGN_SECRET,
    publicUrl: (str(env.PUBLIC_URL) ?? `http://${host}:${port}`).replace(/\/$/, ''),
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
    imageBaseUrl: str(env.IMAGE_BASE_URL),
    imageApiKey: str(env.IMAGE_API_KEY),
    imageModel: str(env.IMAGE_MODEL),
    mailUrl: str(env.MAIL_URL),
    mailFrom: str(env.MAIL_FROM) ?? 'Lustory <no-reply@lustory.ai>',
    googleClientId: str(env.GOOGLE_CLIENT_ID),
    googleJwksUrl: str(env.GOOGLE_JWKS_URL) ?? 'https://www.googleapis.com/oauth2/v3/certs',
    paymentSandbox: flag(env.PAYMENT_SANDBOX, !production),
    blockedRegions: (str(env.BLOCKED_REGIONS) ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean),
    regionHeader: (str(env.REGION_HEADER) ?? 'cf-ipcountry').toLowerCase(),
    distDir: resolve(str(env.DIST_DIR) ?? './dist'),
    localesDir: resolve(str(env.LOCALES_DIR) ?? './locales'),
    seedDemo: flag(env.SEED_DEMO, true),
  };
}
