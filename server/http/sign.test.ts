import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEV_SIGN_SECRET, signBody } from '../../shared/sign.js';
import { expectedSign } from './sign.js';

/** Any UTF-16 string, lone surrogates and NUL included: what a hostile body may hold. */
function anyText(n: number): string {
  const units = randomBytes(n * 2);
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(units.readUInt16LE(i * 2));
  return s;
}

describe('the server computes the sign the clients send', () => {
  it('equals shared/sign.ts for envelopes, empty bodies, non-ASCII text and any UTF-16', () => {
    const bodies = [
      '',
      '{}',
      JSON.stringify({ params: { sort: 1, page: 1, pageSize: 20 }, token: '', ch: '', t: 1764133349891, plat: 'web' }),
      JSON.stringify({ params: { content: 'Привет 👋 こんにちは café' } }),
      '\ud800 lone high, lone low \udfff',
      'x'.repeat(100_000),
      ...Array.from({ length: 300 }, (_, i) => anyText(i * 7)),
    ];
    for (const secret of [DEV_SIGN_SECRET, 'bench-secret-bench-secret-bench-secret', 'ключ 🔑']) {
      for (const body of bodies) expect(expectedSign(body, secret)).toBe(signBody(body, secret));
    }
  });
});
