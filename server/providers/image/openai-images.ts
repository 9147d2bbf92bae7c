import { setTimeout as sleep } from 'node:timers/promises';
import { buildImagePrompt } from './image-prompt.js';
import { busyWaitMs } from '../busy-wait.js';
import type { ImageProvider } from './types.js';

export { buildImagePrompt } from './image-prompt.js';

export interface OpenAIImagesOptions {
  /** e.g. https://api.openai.com/v1 — the client appends /images/generations. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt, the whole answer read; generation is slow, so the default is generous. */
  timeoutMs?: number;
  /** Bytes of the JSON answer read at most (base64 of one picture is a few MB). */
  maxBytes?: number;
}

/** Any failure of the image service, with the HTTP status when there was one. */
export class ImageServiceError extends Error {
  override readonly name = 'ImageServiceError';
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_BYTES = 24 * 1024 * 1024;

/** Client for an OpenAI-compatible `POST /images/generations` returning `b64_json`. */
export function createOpenAIImages(options: OpenAIImagesOptions): ImageProvider {
  if (!options.baseUrl) throw new Error('createOpenAIImages: baseUrl is required');
  const url = `${options.baseUrl.replace(/\/+$/, '')}/images/generations`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limits = { timeoutMs, maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES };

  return {
    name: 'openai-images',
    async generate(req, signal) {
      const body = JSON.stringify({
        model: options.model,
        prompt: buildImagePrompt(req),
        size: `${req.width}x${req.height}`,
        n: 1,
        response_format: 'b64_json',
        seed: req.seed,
      });
      try {
        return await attempt(url, body, options.apiKey, limits, signal);
      } catch (err) {
        // One retry, only when the request was not worked on: the connection itself failed (refused,
        // reset), or the service was busy for a moment (429, 503 with a short Retry-After).
        if (err instanceof BusyAnswer) await sleep(err.waitMs, undefined, { signal });
        else if (!(err instanceof ConnectionError)) throw err;
        try {
          return await attempt(url, body, options.apiKey, limits, signal);
        } catch (again) {
          if (again instanceof BusyAnswer) throw again.error;
          if (again instanceof ConnectionError) {
            throw new ImageServiceError(`image service unreachable at ${url}: ${again.message}`, undefined, { cause: again.cause });
          }
          throw again;
        }
      }
    },
  };
}

class ConnectionError extends Error {}

/** A busy answer worth one more try after `waitMs`; `error` is what the caller gets if it is busy again. */
class BusyAnswer extends Error {
  constructor(
    readonly waitMs: number,
    readonly error: ImageServiceError,
  ) {
    super(error.message);
  }
}

async function attempt(
  url: string,
  body: string,
  apiKey: string | undefined,
  limits: { timeoutMs: number; maxBytes: number },
  signal?: AbortSignal,
): Promise<Buffer> {
  const { timeoutMs, maxBytes } = limits;
  signal?.throwIfAborted();
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: combined });
    const text = await readCapped(res, maxBytes);
    if (!res.ok) {
      const error = new ImageServiceError(`image service answered ${res.status}: ${errorDetail(text)}`, res.status);
      const wait = busyWaitMs(res.status, res.headers.get('retry-after') ?? undefined);
      throw wait === null ? error : new BusyAnswer(wait, error);
    }
    return decodeImage(text);
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new ImageServiceError(`image service timed out after ${timeoutMs} ms`, undefined, { cause: err });
    if (err instanceof ImageServiceError || err instanceof BusyAnswer) throw err;
    // fetch rejects with a TypeError ("fetch failed") when no HTTP answer came at all.
    if (err instanceof TypeError) throw new ConnectionError(describeCause(err), { cause: err });
    throw err;
  }
}

/** The body as text, refused past `maxBytes` (the stream is cancelled, which closes the connection). */
async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new ImageServiceError(`image service answer is larger than ${maxBytes} bytes`, res.status);
  }
  if (!res.body) return '';
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ImageServiceError(`image service answer is larger than ${maxBytes} bytes`, res.status);
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

function decodeImage(text: string): Buffer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImageServiceError(`image service sent a response that is not JSON: ${text.slice(0, 80)}`);
  }
  const b64 = (json as { data?: { b64_json?: unknown }[] } | null)?.data?.[0]?.b64_json;
  if (typeof b64 !== 'string' || b64.length === 0) throw new ImageServiceError('image service sent no b64_json image');
  const bytes = Buffer.from(b64, 'base64');
  if (!isImage(bytes)) throw new ImageServiceError('image service sent b64_json that is not a PNG, JPEG or WebP image');
  return bytes;
}

/** Magic bytes of the formats the store can read. */
function isImage(b: Buffer): boolean {
  const png = b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
  const jpeg = b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const webp = b.length > 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP';
  return png || jpeg || webp;
}

function errorDetail(text: string): string {
  try {
    const msg = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof msg === 'string') return msg;
  } catch {
    // not JSON: show the start of the body
  }
  return text.slice(0, 200) || '(empty body)';
}

function describeCause(err: TypeError): string {
  const cause = err.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? err.message;
}
