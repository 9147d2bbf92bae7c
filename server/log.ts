/** Structured logs: one JSON object a line. */
export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (msg, extra) => console.log(JSON.stringify({ level: 'info', msg, ...extra })),
  warn: (msg, extra) => console.warn(JSON.stringify({ level: 'warn', msg, ...extra })),
  error: (msg, extra) => console.error(JSON.stringify({ level: 'error', msg, ...extra })),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
