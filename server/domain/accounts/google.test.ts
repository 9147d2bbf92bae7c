import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { makeTestApp } from '../../test/harness.js';

/** A real JWKS endpoint on loopback, like Google's, serving our test key. */
let server: Server;
let jwksUrl = '';
let privateKey: CryptoKey;
const CLIENT_ID = 'test-client.apps.googleusercontent.com';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey as CryptoKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  jwksUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/certs`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const idToken = (claims: Record<string, unknown>, aud = CLIENT_ID) =>
  new SignJWT({ email: 'lena@gmail.com', email_verified: true, name: 'Lena', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(aud)
    .setSubject('google-sub-1')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);

describe('Google sign-in', () => {
  it('accepts an ID token signed by a JWKS key for our client id', async () => {
    const t = await makeTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } });
    try {
      const r = await t.call('/v1/login/google', { credential: await idToken({}) });
      expect(r.code).toBe(0);
      expect(r.data.isRegister).toBe(true);
      const again = await t.call('/v1/login/google', { credential: await idToken({}) });
      expect(again.data.uid).toBe(r.data.uid);
      const me = await t.call('/v1/user/my-profile', {}, { token: r.data.token });
      expect(me.data).toMatchObject({ nick: 'Lena', binds: ['google'] });
    } finally {
      await t.close();
    }
  });

  it('refuses a token for another audience or a forged signature', async () => {
    const t = await makeTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } });
    try {
      expect((await t.call('/v1/login/google', { credential: await idToken({}, 'someone-else') })).code).toBe(1000);
      const forged = (await idToken({})).replace(/\.[^.]+$/, '.AAAA');
      expect((await t.call('/v1/login/google', { credential: forged })).code).toBe(1000);
      expect(await t.deps.db.selectFrom('identities').selectAll().execute()).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});
