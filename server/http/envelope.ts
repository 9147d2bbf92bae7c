import { mayHoldBidiControls, stripBidiControls } from '../../shared/bidi-controls.js';
import type { MiddlewareHandler } from 'hono';
import { envelopeSchema } from '../../shared/schemas/common.js';
import { limits } from '../../shared/constants.js';
import { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../errors.js';
import { zodMessage } from './zod-message.js';
import { BodyAborted, BodyTooLarge, requestHeader, requestText } from './node-request.js';
import type { AppEnv } from './env.js';
import { expectedSign } from './sign.js';

// A character card may be a 5 MB picture, sent as base64 (4/3 larger) inside the envelope.
const uploadPaths = new Set(['/v1/custom-character/import-card']);
const UPLOAD_MAX_BYTES = 7 * 1024 * 1024;

/** No call needs more; thousands of levels overflow the stack of whatever walks the value next. */
export const MAX_JSON_DEPTH = 32;

interface Flaw {
  problem: 'nul' | 'nul-key' | 'deep';
  /** Where, innermost last; filled in on the way back up so the happy path builds no strings. */
  path: (string | number)[];
}

function findFlaw(value: unknown, depth: number): Flaw | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? { problem: 'nul', path: [] } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return { problem: 'deep', path: [] };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const flaw = findFlaw(value[i], depth + 1);
      if (flaw) {
        flaw.path.unshift(i);
        return flaw;
      }
    }
    return undefined;
  }
  for (const key in value) {
    if (key.includes('\u0000')) return { problem: 'nul-key', path: [] };
    const flaw = findFlaw((value as Record<string, unknown>)[key], depth + 1);
    if (flaw) {
      flaw.path.unshift(key);
      return flaw;
    }
  }
  return undefined;
}

/**
 * What no call may carry, checked once here for every call: a NUL character in any string or
 * field name (PostgreSQL refuses it in text and JSON columns) and nesting deeper than
 * MAX_JSON_DEPTH (walking it would overflow the stack). The first problem, naming where it is.
 */
export function jsonFlaw(value: unknown): string | undefined {
  const flaw = findFlaw(value, 0);
  if (!flaw) return undefined;
  const where = flaw.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('') || 'body';
  if (flaw.problem === 'deep') return `${where} is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
  if (flaw.problem === 'nul-key') return `Field names in ${where} must not contain control characters`;
  return `${where} must not contain control characters`;
}

/**
 * The answer's `region`: an ISO 3166-1 alpha-2 country, else empty. The header is the CDN's, but
 * nothing stops a client from sending it itself: whatever else it holds (Cloudflare's XX for
 * unknown, T1 for Tor, any text) is neither echoed nor kept as a user's country.
 */
export function countryOf(header: string): string {
  return /^[A-Z]{2}$/.test(header) && header !== 'XX' ? header : '';
}

/**
 * The /v1 envelope: region block, JSON, `sign` over the exact body bytes, then the envelope
 * fields. Each failure is an application code on HTTP 200 (docs/api.md, Transport).
 */
export const envelope: MiddlewareHandler<AppEnv> = async function envelope(c, next) {
  const { config } = c.get('deps');
  const header = (requestHeader(c, config.regionHeader) ?? '').trim().toUpperCase();
  c.set('region', countryOf(header));
  // The header as sent, so a CDN's own value (Cloudflare's T1 for Tor) can be blocked too.
  if (header && config.blockedRegions.includes(header)) throw new AppError(ErrorCode.regionBlocked);
  if (c.req.method !== 'POST') throw new AppError(ErrorCode.uriNotExist, `${c.req.method} is not supported, use POST`);

  // Bodies over 1 MB (7 MB for card uploads) are refused before they are read.
  const max = uploadPaths.has(c.req.path) ? UPLOAD_MAX_BYTES : limits.bodyMaxBytes;
  let raw: string;
  try {
    raw = await requestText(c, max);
  } catch (e) {
    if (e instanceof BodyAborted) return c.body(null, 400);
    if (!(e instanceof BodyTooLarge)) throw e;
    // Over the drain limit the rest of the body was not read: this connection cannot go on.
    if (e.closeConnection) c.header('Connection', 'close');
    const mb = max / (1024 * 1024);
    return c.json(
      { code: ErrorCode.badParams, message: `Request body is too large (limit ${mb} MB)`, data: null, region: c.get('region') },
      413,
    );
  }
  let body: unknown;
  try {
    body = raw === '' ? {} : JSON.parse(raw);
  } catch {
    throw new AppError(ErrorCode.badParams, 'Malformed JSON body');
  }
  if (requestHeader(c, 'sign') !== expectedSign(raw, config.signSecret)) throw new AppError(ErrorCode.signatureFailure);
  const flaw = jsonFlaw(body);
  if (flaw) throw new AppError(ErrorCode.badParams, flaw);
  // Text shown in another order than it is checked: the controls go before anything reads it.
  const parsed = envelopeSchema.safeParse(mayHoldBidiControls(raw) ? stripBidiControls(body) : body);
  if (!parsed.success) throw new AppError(ErrorCode.badParams, zodMessage(parsed.error));
  c.set('envelope', parsed.data);
  await next();
};
