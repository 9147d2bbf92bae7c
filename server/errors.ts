import { ErrorCode, errorMessages } from '../shared/errors.js';

/**
 * The one error type of the server: thrown anywhere, mapped to the envelope in one place. `data`
 * is what the app needs to explain the refusal (the envelope's `data`, else null).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message ?? errorMessages[code]);
  }
}

export const badParams = (message: string) => new AppError(ErrorCode.badParams, message);
export const notFound = (what: string) => new AppError(ErrorCode.badParams, `${what} not found`);
export const loginNeeded = () => new AppError(ErrorCode.loginNeeded);
