import { describe, expect, it } from 'vitest';
import { allLocaleCodes } from '../../shared/locales.js';
import { quoted } from './quote-marks.js';

describe('quotation marks', () => {
  it('quotes in each language’s own marks', () => {
    expect(quoted('Hallo', 'de')).toBe('„Hallo“');
    expect(quoted('مرحبا', 'ar')).toBe('«مرحبا»');
    expect(quoted('こんにちは', 'ja')).toBe('「こんにちは」');
    expect(quoted('Bonjour', 'fr')).toBe('«\u00a0Bonjour\u00a0»');
    expect(quoted('Cześć', 'pl')).toBe('„Cześć”');
    expect(quoted('Привет', 'ru')).toBe('«Привет»');
    expect(quoted('Hello', 'en')).toBe('“Hello”');
    expect(quoted('Hello', 'xx')).toBe('“Hello”');
  });

  it('has marks for every language of the catalogue', () => {
    const english = quoted('x', 'en');
    const own = allLocaleCodes.filter((c) => quoted('x', c) !== english);
    // Languages that really use English marks are listed; any other one left on them is a miss.
    const englishMarks = ['en', 'zh', 'ko', 'pt', 'tr', 'id', 'ms', 'vi', 'my', 'hi', 'ta', 'bn'];
    expect([...own, ...englishMarks].sort()).toEqual([...allLocaleCodes].sort());
  });
});
