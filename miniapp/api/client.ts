import { t } from '@lingui/core/macro';
import type { ApiResponse } from '../../shared/schemas/common.js';
import type { CallPath, DataOf, ParamsOf } from '../../shared/api/contract.js';
import { ErrorCode, errorMessages } from '../../shared/errors.js';
import { limits } from '../../shared/constants.js';
import { appStore } from '../state/store.js';
import { clearTokenAtom } from '../state/session.js';
import { showToastAtom } from '../state/toasts.js';
import { openLoginAtom, enterMaintenanceAtom } from '../state/popups.js';
import { signedRequest } from './signed-request.js';

export { brand } from './signed-request.js';

/** A failed call: `code` is the envelope code, -1 for network faults, the HTTP status for 4xx/5xx. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** What the server sent with the refusal to explain it (most refusals: null). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** No toast for a non-zero code or a network fault; the caller shows its own state. */
  silent?: boolean;
  signal?: AbortSignal;
}

const httpTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Time-out',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Time-out',
};

function toast(text: string, silent: boolean | undefined) {
  if (!silent) appStore.set(showToastAtom, { text, tone: 'error' });
}

/**
 * POST /v1/<path> with the envelope and the `sign` header (docs/api.md, Transport). Resolves with
 * `data` on code 0; otherwise rejects with ApiError after the app-wide handling: a toast with the
 * server message, 1003 logs out and opens the login popup, 1007 shows the maintenance page.
 */
export async function call<T>(path: string, params: object = {}, options: CallOptions = {}): Promise<T> {
  const { body, headers } = signedRequest(params);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), limits.requestTimeoutMs);
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method: 'POST',
      credentials: 'include',
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    toast(t`Internal Server Error！`, options.silent);
    throw new ApiError(-1, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (!response.ok) {
    const text = `${httpTexts[response.status] ?? t`Internal Server Error！`}(${response.status})`;
    toast(text, options.silent);
    throw new ApiError(response.status, text);
  }

  let envelope: ApiResponse<T>;
  try {
    envelope = (await response.json()) as ApiResponse<T>;
  } catch {
    toast(t`Internal Server Error！`, options.silent);
    throw new ApiError(-1, 'invalid JSON');
  }

  if (envelope.code === ErrorCode.ok) return envelope.data;

  throw envelopeError(envelope.code, envelope.message, options.silent, envelope.data);
}

/**
 * The one path for a non-zero envelope code, JSON or streamed: 1003 logs out and opens the login
 * popup, 1007 shows the maintenance page, any other code is a toast unless the caller is silent.
 */
export function envelopeError(code: number, serverMessage: string, silent: boolean | undefined, data: unknown = null): ApiError {
  const message = serverMessage || errorMessages[code as ErrorCode] || t`Unknown error, please try again`;
  if (code === ErrorCode.loginNeeded) {
    appStore.set(clearTokenAtom);
    appStore.set(openLoginAtom);
  } else if (code === ErrorCode.regionBlocked) {
    appStore.set(enterMaintenanceAtom);
  } else {
    toast(message, silent);
  }
  return new ApiError(code, message, data);
}

/**
 * A call of the contract named by its path: params and answer typed from its definition in
 * shared/ (types only, so no schema reaches the bundle).
 */
export const request = <K extends CallPath>(path: K, params: ParamsOf<K>, options?: CallOptions): Promise<DataOf<K>> =>
  call<DataOf<K>>(path, params as object, options);
