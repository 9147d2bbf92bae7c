import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { envelopeSchema } from '../../shared/schemas/common.js';
import { signBody } from '../../shared/sign.js';
import { limits } from '../../shared/constants.js';
import { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../errors.js';
import { zodMessage } from './zod-message.js';
import type { AppEnv } from './env.js';

const tooLarge = (mb: number) =>
  bodyLimit({
    maxSize: mb * 1024 * 1024,
    onError: (c) => c.json({ code: ErrorCode.badParams, message: `Request body is too large (limit ${mb} MB)`, data: null, region: '' }, 413),
  });
const general = tooLarge(limits.bodyMaxBytes / (1024 * 1024));
// A character card may be a 5 MB picture, sent as base64 (4/3 larger) inside the envelope.
const upload = tooLarge(7);
const uploadPaths = new Set(['/v1/custom-character/import-card']);

/** Refuse bodies over 1 MB (7 MB for card uploads) before reading them. */
export const limitBody: MiddlewareHandler<AppEnv> = async function limitBody(c, next) {
  return (uploadPaths.has(c.req.path) ? upload : general)(c, next);
};

/**
 * The /v1 envelope: region block, JSON, `sign` over the exact body bytes, then the envelope
 * fields. Each failure is an application code on HTTP 200 (API.md, Transport).
 */
export const envelope: MiddlewareHandler<AppEnv> = async function envelope(c, next) {
  const { config } = c.get('deps');
  const region = (c.req.header(config.regionHeader) ?? '').trim().toUpperCase();
  c.set('region', region);
  if (region && config.blockedRegions.includes(region)) throw new AppError(ErrorCode.regionBlocked);
  if (c.req.method !== 'POST') throw new AppError(ErrorCode.uriNotExist, `${c.req.method} is not supported, use POST`);

  const raw = await c.req.text();
  let body: unknown;
  try {
    body = raw === '' ? {} : JSON.parse(raw);
  } catch {
    throw new AppError(ErrorCode.badParams, 'Malformed JSON body');
  }
  if (c.req.header('sign') !== signBody(raw, config.signSecret)) throw new AppError(ErrorCode.signatureFailure);
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) throw new AppError(ErrorCode.badParams, zodMessage(parsed.error));
  c.set('envelope', parsed.data);
  await next();
};
