import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of the exact body bytes: the signature hosted card gateways put in `x-signature`. */
export const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Timing-safe check of a hex signature; a missing or malformed one is simply wrong. */
export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(hmacHex(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.trim().toLowerCase(), 'hex'));
}

/** A secret of its own for each use, derived from SIGN_SECRET so deployments configure one value. */
export const deriveSecret = (signSecret: string, purpose: string) => hmacHex(signSecret, `payments:${purpose}`);
