import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type LevelWithSilent } from 'pino';

/** Structured logs: one JSON object a line (pino), with the request id of the request they belong to. */
export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

/** The request a log line is written for: entered by http/request-id.ts for the length of one request. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Keys whose values never reach a line: credentials, what identifies a person, what users wrote.
 * Matched at the top level and one level down (`{ user: { email } }`).
 */
const SECRET_KEYS = [
  'token',
  'authorization',
  'cookie',
  'password',
  'secret',
  'apiKey',
  'sign',
  'code',
  'initData',
  'email',
  'phone',
  'to',
  'content',
  'text',
  'prompt',
  'messages',
  'params',
];
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)];

/**
 * What a free-text message or error may carry by accident: email addresses (the outbox mailer
 * names its recipient), Telegram bot tokens (in a failed Bot API URL), bearer tokens.
 */
const SECRET_TEXT = /[\w.+-]+@[\w-]+\.[\w.-]+|\b\d{6,12}:[\w-]{30,}\b|\bBearer\s+\S+/g;
const scrub = (s: string) => s.replace(SECRET_TEXT, '[redacted]');

function scrubbed(extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(extra)) out[k] = typeof v === 'string' ? scrub(v) : v;
  return out;
}

export interface LoggerOptions {
  /** LOG_LEVEL: trace, debug, info (default), warn, error, fatal, silent. */
  level?: LevelWithSilent;
  /** Where lines go; stdout when absent. Tests pass an object with `write(line)` to read them. */
  destination?: DestinationStream;
}

/** A pino logger behind the app's small Logger interface. */
export function createLogger(opts: LoggerOptions = {}): Logger {
  const base = pino(
    {
      level: opts.level ?? 'info',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin: () => {
        const ctx = requestContext.getStore();
        return ctx ? { requestId: ctx.requestId } : {};
      },
    },
    opts.destination,
  );
  const write = (level: 'info' | 'warn' | 'error') => (msg: string, extra?: Record<string, unknown>) => {
    if (!base.isLevelEnabled(level)) return;
    if (extra) base[level](scrubbed(extra), scrub(msg));
    else base[level](scrub(msg));
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

export const consoleLogger: Logger = createLogger();

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
