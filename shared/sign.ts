import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The `sign` header: sha256 hex of the exact body followed by the secret, characters 2..18.
 * Synchronous and free of Web Crypto so it works in non-secure contexts and in Node alike.
 */
export function signBody(rawBody: string, secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(rawBody + secret))).slice(2, 18);
}

/** The secret shipped in the client; it only stops casual tampering (docs/api.md). */
export const DEV_SIGN_SECRET = 'companion-dev-sign-secret';
