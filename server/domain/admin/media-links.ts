/**
 * The private verification media is seen only through a short-lived signed link made for one
 * operator: `/admin/api/media/<id>?exp=<ms>&sig=<hex>`, the signature an HMAC-SHA256 of the id, the
 * expiry and the operator's email under a secret derived from SIGN_SECRET. The route checks the
 * signature, the expiry, and that the signed-in operator is the one it was made for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

export const MEDIA_LINK_MS = 5 * 60_000;

const secretOf = (config: Pick<Config, 'signSecret'>) => createHmac('sha256', config.signSecret).update('operator-media').digest();
const sign = (config: Pick<Config, 'signSecret'>, id: string, exp: number, email: string) =>
  createHmac('sha256', secretOf(config)).update(`${id}\n${exp}\n${email}`).digest('hex');

export function mediaLink(config: Pick<Config, 'signSecret'>, id: string, email: string, now: number): string {
  const exp = now + MEDIA_LINK_MS;
  return `/admin/api/media/${encodeURIComponent(id)}?exp=${exp}&sig=${sign(config, id, exp, email)}`;
}

/** 'ok', or why the link is refused: forged (or made for someone else) or expired. */
export function checkMediaLink(
  config: Pick<Config, 'signSecret'>,
  id: string,
  exp: string | undefined,
  sig: string | undefined,
  email: string,
  now: number,
): 'ok' | 'forged' | 'expired' {
  const expiry = Number(exp);
  if (!sig || !/^[0-9a-f]{64}$/.test(sig) || !Number.isSafeInteger(expiry)) return 'forged';
  if (!timingSafeEqual(Buffer.from(sign(config, id, expiry, email), 'hex'), Buffer.from(sig, 'hex'))) return 'forged';
  return expiry > now ? 'ok' : 'expired';
}
