import { describe, expect, it } from 'vitest';
import { cutText, splitText } from './text-cut.js';

describe('cutting a message for Telegram', () => {
  it('never ends a piece in half an emoji, so every piece is valid text', () => {
    const text = `${'a'.repeat(4095)}😘 and more`;
    expect(text.slice(0, 4096).isWellFormed()).toBe(false);
    expect(cutText(text, 4096)).toBe('a'.repeat(4095));
    const pieces = splitText(text, 4096);
    expect(pieces.join('')).toBe(text);
    expect(pieces.every((p) => p.isWellFormed() && p.length <= 4096)).toBe(true);
    expect(pieces).toHaveLength(2);
  });

  it('keeps a short text whole, and an empty one as one empty piece', () => {
    expect(cutText('hi 😘', 4096)).toBe('hi 😘');
    expect(splitText('', 4096)).toEqual(['']);
    expect(splitText('ab', 1)).toEqual(['a', 'b']);
  });
});
