import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './validation.js';
import { emailSchema } from './schemas/auth.js';

describe('the email pattern', () => {
  it('accepts ordinary, tagged, international and punycode addresses', () => {
    for (const ok of [
      'ann@example.com',
      'ann.lee+chat@mail.example.co.uk',
      "o'neil@example.ie",
      'анна@пример.рф',
      'राम@उदाहरण.भारत',
      'a_b-c@sub-domain.example.xn--p1ai',
      'x@a.io',
    ]) {
      expect({ ok, match: EMAIL_PATTERN.test(ok) }).toEqual({ ok, match: true });
    }
  });

  it('refuses control characters, markup, quotes, spaces and malformed shapes', () => {
    const bad = [
      'a<script>@example.com',
      'a\u0001b@example.com',
      'a\u0000b@example.com',
      'ann@exa\u0007mple.com',
      'a>b@example.com',
      '"ann"@example.com',
      'ann lee@example.com',
      'ann@example .com',
      'ann@@example.com',
      '.ann@example.com',
      'ann.@example.com',
      'an..n@example.com',
      'ann@-example.com',
      'ann@example-.com',
      'ann@example',
      'ann@example.c',
      'ann@example.com.',
      'ann@[127.0.0.1]',
      'ann\n@example.com',
      'ann@example.com\n',
      `${'a'.repeat(65)}@example.com`,
      'ann(x)@example.com',
      'a;b@example.com',
    ];
    for (const b of bad) expect({ b, match: EMAIL_PATTERN.test(b) }).toEqual({ b, match: false });
  });

  it('is what the login calls check, after trimming and lower-casing', () => {
    expect(emailSchema.parse('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(emailSchema.safeParse('a<script>@example.com').success).toBe(false);
    expect(emailSchema.safeParse('a\u0001b@example.com').success).toBe(false);
  });
});
