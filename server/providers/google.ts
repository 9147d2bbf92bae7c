import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ErrorCode } from '../../shared/errors.js';
import { AppError } from '../errors.js';

export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  name: string | undefined;
  locale: string | undefined;
}

/** Google ID tokens are JWTs signed by keys published at GOOGLE_JWKS_URL; jose caches the set. */
export function createGoogleVerifier(opts: { clientId: string | null; jwksUrl: string }) {
  let jwks: JWTVerifyGetKey | null = null;
  return async function verifyGoogleCredential(credential: string): Promise<GoogleIdentity> {
    if (!opts.clientId) throw new AppError(ErrorCode.badParams, 'Google sign-in is not configured');
    jwks ??= createRemoteJWKSet(new URL(opts.jwksUrl));
    try {
      const { payload } = await jwtVerify(credential, jwks, {
        issuer: ['https://accounts.google.com', 'accounts.google.com'],
        audience: opts.clientId,
      });
      if (!payload.sub) throw new Error('no subject');
      if (payload.email && payload.email_verified === false) throw new Error('email not verified');
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        locale: typeof payload.locale === 'string' ? payload.locale : undefined,
      };
    } catch {
      throw new AppError(ErrorCode.badParams, 'Google sign-in failed, please try again');
    }
  };
}
