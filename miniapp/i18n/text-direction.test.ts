import { describe, expect, it } from 'vitest';
import { textDir } from './text-direction.js';

describe('text direction', () => {
  it('follows most of the letters, not the first one', () => {
    // Aiko's Arabic description and a user's message begin with her Latin name.
    expect(textDir('Aiko في بث مباشر الليلة', 'ar')).toBe('rtl');
    expect(textDir('Aiko هل تتذكرين اسمي؟', 'en')).toBe('rtl');
    expect(textDir('Hello, how was your day?', 'ar')).toBe('ltr');
    expect(textDir('Call me אבי tonight, ok?', 'ar')).toBe('ltr');
  });

  it("takes the page's direction when the text has no letters or as many of each", () => {
    expect(textDir('12:50 😊', 'ar')).toBe('rtl');
    expect(textDir('12:50 😊', 'en')).toBe('ltr');
    expect(textDir('ab عل', 'ar')).toBe('rtl');
    expect(textDir('ab عل', 'de')).toBe('ltr');
    expect(textDir('', 'ar')).toBe('rtl');
  });
});
