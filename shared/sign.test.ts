import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody } from './sign.js';

describe('request signing', () => {
  it('is characters 2..18 of sha256 hex of body + secret', () => {
    const body = '{"params":{"a":1},"token":""}';
    const expected = createHash('sha256')
      .update(body + 's3cret')
      .digest('hex')
      .slice(2, 18);
    expect(signBody(body, 's3cret')).toBe(expected);
    expect(signBody(body, 's3cret')).toHaveLength(16);
  });

  it('changes with one byte of the body or the secret', () => {
    expect(signBody('{"a":1}', 'x')).not.toBe(signBody('{"a":2}', 'x'));
    expect(signBody('{"a":1}', 'x')).not.toBe(signBody('{"a":1}', 'y'));
  });

  it('hashes UTF-8 bytes like Node does', () => {
    const body = '{"nick":"ليلى 🌹"}';
    expect(signBody(body, 'k')).toBe(
      createHash('sha256')
        .update(body + 'k')
        .digest('hex')
        .slice(2, 18),
    );
  });
});
