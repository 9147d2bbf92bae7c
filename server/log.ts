import { pino, type DestinationStream, type LevelWithSilent, type Logger as Pino } from 'pino';

/** Structured logs: one JSON object a line (pino), with the request id of the request they belong to. */
export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

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
const SECRET = new Set(SECRET_KEYS);
const CENSOR = '[redacted]';

/**
 * What a free-text message or error may carry by accident: email addresses (the outbox mailer
 * names its recipient), Telegram bot tokens (in a failed Bot API URL), bearer tokens.
 */
const SECRET_TEXT = /[\w.+-]+@[\w-]+\.[\w.-]+|(?:\b|(?<=\bbot))\d{6,12}:[\w-]{30,}\b|\bBearer\s+\S+/g;
const scrub = (s: string) => s.replace(SECRET_TEXT, CENSOR);

/**
 * The fields of a line: the request id first, then `extra`: a secret key's value censored (an
 * undefined one left out, as JSON would), strings scrubbed, and one level down a secret key's
 * value censored in a copy (the caller's object is not changed). Done here rather than by pino's
 * `redact` option, which cost more than the rest of a line (the access line is written for every
 * request).
 */
function fields(requestId: string | undefined, extra: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = requestId === undefined ? {} : { requestId };
  if (!extra) return out;
  for (const k of Object.keys(extra)) {
    const v = extra[k];
    if (SECRET.has(k)) {
      if (v !== undefined) out[k] = CENSOR;
    } else if (typeof v === 'string') out[k] = scrub(v);
    else if (typeof v === 'object' && v !== null && !Array.isArray(v)) out[k] = censoredBelow(v);
    else out[k] = v;
  }
  return out;
}

function censoredBelow(v: object): object {
  let copy: Record<string, unknown> | undefined;
  for (const k of Object.keys(v)) {
    if (!SECRET.has(k)) continue;
    copy ??= Object.assign(Object.create(Object.getPrototypeOf(v) as object | null) as Record<string, unknown>, v);
    copy[k] = CENSOR;
  }
  return copy ?? v;
}

export interface LoggerOptions {
  /** LOG_LEVEL: trace, debug, info (default), warn, error, fatal, silent. */
  level?: LevelWithSilent;
  /** Where lines go; stdout (asynchronous, see `stdout`) when absent. Tests pass an object with `write(line)` to read them. */
  destination?: DestinationStream;
}

/**
 * A pino logger behind the app's small Logger interface; `requestId` is stamped on every line of
 * the logger a request gets (see `requestLogger`).
 */
class PinoLogger implements Logger {
  constructor(
    private readonly base: Pino,
    readonly requestId?: string,
  ) {}
  info(msg: string, extra?: Record<string, unknown>) {
    this.write('info', msg, extra);
  }
  warn(msg: string, extra?: Record<string, unknown>) {
    this.write('warn', msg, extra);
  }
  error(msg: string, extra?: Record<string, unknown>) {
    this.write('error', msg, extra);
  }
  forRequest(requestId: string): PinoLogger {
    return new PinoLogger(this.base, requestId);
  }
  private write(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> | undefined) {
    if (!this.base.isLevelEnabled(level)) return;
    if (extra || this.requestId !== undefined) this.base[level](fields(this.requestId, extra), scrub(msg));
    else this.base[level](scrub(msg));
    if (level !== 'info') flushStdout();
  }
}

let stdoutStream: DestinationStream | undefined;
/** Writes out the lines waiting in stdout's buffer (none when stdout was not asked for). */
let flushStdout = () => {};

/** Bytes gathered before a write, and the longest an info line waits in the buffer (ms). */
const STDOUT_BATCH = 4096;
const STDOUT_WAIT_MS = 100;

/**
 * stdout, one for the process, shared by its loggers. Lines gather in a buffer written out (one
 * synchronous write) by STDOUT_BATCH bytes or after STDOUT_WAIT_MS, rather than a write for each
 * line (the access line comes with every request). A warn or error line is written at once with
 * what waited before it, and what is left is written when the process exits.
 */
function stdout(): DestinationStream {
  if (stdoutStream) return stdoutStream;
  const sonic = pino.destination({ dest: 1, sync: true, minLength: STDOUT_BATCH });
  // A timer only while lines wait: an idle process is not woken ten times a second for nothing.
  let timer: NodeJS.Timeout | null = null;
  const stream = {
    write(line: string) {
      timer ??= setTimeout(flushStdout, STDOUT_WAIT_MS).unref();
      return sonic.write(line);
    },
  };
  flushStdout = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = null;
    sonic.flush();
  };
  process.on('exit', flushStdout);
  return (stdoutStream = stream);
}

/** The app's logger: JSON lines, redacted, on stdout unless a destination is given. */
export function createLogger(opts: LoggerOptions = {}): Logger {
  return new PinoLogger(
    pino(
      {
        level: opts.level ?? 'info',
        base: undefined,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
      },
      opts.destination ?? stdout(),
    ),
  );
}

/**
 * The logger of one request (http/request-id.ts puts it in the request's deps): the same lines,
 * each with the request's `requestId`. The id travels with `deps`, which every handler and domain
 * function is handed, rather than in an AsyncLocalStorage: on Node 20 an active one turns on
 * promise hooks that tax every promise of the process (5 to 10% of a call's CPU). Loggers that
 * write no lines (silentLogger, tests' own) come back as they are.
 */
export function requestLogger(log: Logger, requestId: string): Logger {
  return log instanceof PinoLogger ? log.forRequest(requestId) : log;
}

export const consoleLogger: Logger = createLogger();

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
