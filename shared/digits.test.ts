import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits.js';

describe('asciiDigits', () => {
  it('reads the digits of the languages we speak as ASCII (an age in a prompt, in the content rules), other text as it is', () => {
    expect(asciiDigits('عمرها ٢٧ سنة')).toBe('عمرها 27 سنة');
    expect(asciiDigits('۱۴')).toBe('14');
    expect(asciiDigits('उम्र १८')).toBe('उम्र 18');
    expect(asciiDigits('বয়স ২১')).toBe('বয়স 21');
    expect(asciiDigits('௧௯')).toBe('19');
    expect(asciiDigits('၂၅')).toBe('25');
    expect(asciiDigits('She is 27, ２７ stays')).toBe('She is 27, ２７ stays');
  });
});
