import type { MiddlewareHandler } from 'hono';
import { envelopeSchema } from '../../shared/schemas/common.js';
import { signBody } from '../../shared/sign.js';
import { limits } from '../../shared/constants.js';
import { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../errors.js';
import { zodMessage } from './zod-message.js';
import { BodyTooLarge, requestHeader, requestText } from './node-request.js';
import type { AppEnv } from './env.js';

// A character card may be a 5 MB picture, sent as base64 (4/3 larger) inside the envelope.
const uploadPaths = new Set(['/v1/custom-character/import-card']);
const UPLOAD_MAX_BYTES = 7 * 1024 * 1024;

/**
 * The /v1 envelope: region block, JSON, `sign` over the exact body bytes, then the envelope
 * fields. Each failure is an application code on HTTP 200 (API.md, Transport).
 */
export const envelope: MiddlewareHandler<AppEnv> = async function envelope(c, next) {
  const { config } = c.get('deps');
  const region = (requestHeader(c, config.regionHeader) ?? '').trim().toUpperCase();
  c.set('region', region);
  if (region && config.blockedRegions.includes(region)) throw new AppError(ErrorCode.regionBlocked);
  if (c.req.method !== 'POST') throw new AppError(ErrorCode.uriNotExist, `${c.req.method} is not supported, use POST`);

  // Bodies over 1 MB (7 MB for card uploads) are refused before they are read.
  const max = uploadPaths.has(c.req.path) ? UPLOAD_MAX_BYTES : limits.bodyMaxBytes;
  let raw: string;
  try {
    raw = await requestText(c, max);
  } catch (e) {
    if (!(e instanceof BodyTooLarge)) throw e;
    const mb = max / (1024 * 1024);
    return c.json({ code: ErrorCode.badParams, message: `Request body is too large (limit ${mb} MB)`, data: null, region }, 413);
  }
  let body: unknown;
  try {
    body = raw === '' ? {} : JSON.parse(raw);
  } catch {
    throw new AppError(ErrorCode.badParams, 'Malformed JSON body');
  }
  if (requestHeader(c, 'sign') !== signBody(raw, config.signSecret)) throw new AppError(ErrorCode.signatureFailure);
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) throw new AppError(ErrorCode.badParams, zodMessage(parsed.error));
  c.set('envelope', parsed.data);
  await next();
};
